import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { writeTransaction } from '../db/transaction';
import { ApiError, validationFailed } from '../http/api-error';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { queueEmail } from '../mail/email.job';
import { nowSeconds, randomToken, sha256 } from '../lib/secrets';
import { BUILT_IN_ROLES } from '../../contract/permissions';
import type { Actor } from './actor';
import type { AdminConfig } from './admin-config';
import { appendAudit } from './audit.repository';
import {
  acceptInvite,
  ensureRoles,
  findStaffByEmail,
  findStaffByInvite,
  findLiveStaffSession,
  insertStaff,
  insertStaffSession,
  listRoles,
  recordStaffSignIn,
  replaceRecoveryCodes,
  rolePermissions,
  spendRecoveryCode,
  spendTotpStep,
  touchStaffSession,
  deleteStaffSession,
} from './staff.repository';
import { newTotpSecret, totpStepOf, totpUri } from './totp';
import { findLanguageId } from '../reference-data/languages.repository';

export const STAFF_SIGN_IN_FAILED = 'Wrong e-mail, password or code';
export const INVITE_INVALID = 'This invitation link is invalid or has expired';
export const RECOVERY_CODE_COUNT = 10;

/** A recovery code as shown once: 10 characters of a 31-letter alphabet in two groups (about 49 bits). */
const newRecoveryCode = () => {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const chars = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};
const normalRecoveryCode = (code: string) => code.trim().toLowerCase().replace(/\s+/g, '');

export interface SignInContext {
  ip: string;
  userAgent: string;
}

export const inviteUrlOf = (publicUrl: string, token: string) => `${publicUrl}/admin/invite/${token}`;

export function createStaffAuthService(db: Kysely<Database>, config: AdminConfig) {
  const failed = () => new ApiError('INVALID_CREDENTIALS', STAFF_SIGN_IN_FAILED);

  return {
    ensureRoles: () => ensureRoles(db, BUILT_IN_ROLES, nowSeconds()),

    /**
     * A new staff member with an invitation (CLI staff:invite and POST /admin/staff/invite), e-mailed by the
     * job worker once the transaction commits; the link is also answered to the one who invited.
     */
    async invite(actor: Actor, email: string, role: string): Promise<{ staffId: number; token: string; inviteUrl: string }> {
      await ensureRoles(db, BUILT_IN_ROLES, nowSeconds());
      const address = email.trim();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) || address.length > 254) throw validationFailed({ email: ['Enter a valid e-mail address'] });
      const roles = (await listRoles(db)).map((r) => r.name);
      if (!roles.includes(role)) throw validationFailed({ role: [`Role must be one of ${roles.join(', ')}`] });
      const token = randomToken();
      const now = nowSeconds();
      return writeTransaction(db, async (tx) => {
        const existing = await findStaffByEmail(tx, address);
        if (existing && existing.revoked_at === null) throw validationFailed({ email: ['A staff member with this e-mail exists'] });
        if (existing) throw validationFailed({ email: ['This staff member was revoked; invite another address'] });
        const staffId = await insertStaff(tx, { email: address, role, invite_token_hash: sha256(token), invite_expires_at: now + config.inviteSeconds, created_at: now });
        await appendAudit(tx, actor, { action: 'staff.invite', entity: 'staff', entityId: staffId, after: { email: address, role } }, now);
        const inviteUrl = inviteUrlOf(config.publicUrl, token);
        const english = await findLanguageId(tx, 'en');
        await queueEmail(tx, { to: address, template: 'staff-invite', langId: english ?? 0, params: { link: inviteUrl, role, minutes: config.inviteSeconds / 60 } });
        return { staffId, token, inviteUrl };
      });
    },

    /** Sets the password and a new TOTP seed once per invitation; the URI and recovery codes are shown only here. */
    async acceptInvite(token: string, password: string, context: SignInContext) {
      const tokenHash = sha256(token);
      const staff = await findStaffByInvite(db, tokenHash, nowSeconds());
      if (!staff) throw new ApiError('INVALID_TOKEN', INVITE_INVALID);
      const secret = newTotpSecret();
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const passwordHash = await hashPassword(password);
      await writeTransaction(db, async (tx) => {
        if (!(await acceptInvite(tx, staff.id, tokenHash, passwordHash, secret))) throw new ApiError('INVALID_TOKEN', INVITE_INVALID);
        await replaceRecoveryCodes(tx, staff.id, codes.map((code) => sha256(normalRecoveryCode(code))));
        const actor = { name: `staff:${staff.id}`, staffId: staff.id, ip: context.ip, userAgent: context.userAgent || null };
        await appendAudit(tx, actor, { action: 'staff.enrol', entity: 'staff', entityId: staff.id, before: { enrolled: false }, after: { enrolled: true } }, nowSeconds());
      });
      return { otpauth_uri: totpUri(secret, staff.email), recovery_codes: codes };
    },

    /**
     * Password and a code at every sign-in: a TOTP code of a step after the last one accepted (so each
     * code works once), or an unused recovery code. Every attempt is kept in the sign-in history.
     */
    async login(email: string, password: string, code: string, context: SignInContext): Promise<{ kind: 'signed-in'; sessionId: string; staffId: number }> {
      const staff = await findStaffByEmail(db, email);
      const now = nowSeconds();
      const history = (staffId: number | null, outcome: string) =>
        recordStaffSignIn(db, { staff_id: staffId, email: email.trim().slice(0, 254), at: now, ip: context.ip, user_agent: context.userAgent.slice(0, 500), outcome });
      const passwordOk = await verifyPassword(password, staff?.password_hash ?? null);
      if (!staff || !passwordOk) {
        await history(staff?.id ?? null, staff ? 'wrong-password' : 'unknown-email');
        throw failed();
      }
      if (staff.revoked_at !== null || staff.totp_secret === null) {
        await history(staff.id, staff.revoked_at !== null ? 'revoked' : 'not-enrolled');
        throw failed();
      }
      const sessionId = randomToken();
      const secret = staff.totp_secret;
      const signedIn = await writeTransaction(db, async (tx) => {
        const typed = code.trim();
        if (/^\d{6}$/.test(typed)) {
          const step = totpStepOf(secret, staff.email, typed);
          if (step === undefined || !(await spendTotpStep(tx, staff.id, step, now))) return false;
        } else if (!(await spendRecoveryCode(tx, staff.id, sha256(normalRecoveryCode(typed)), now))) return false;
        await insertStaffSession(tx, { id: sha256(sessionId), staff_id: staff.id, created_at: now, last_seen_at: now, expires_at: now + config.sessionSeconds });
        return true;
      });
      await history(staff.id, signedIn ? 'signed-in' : 'wrong-code');
      if (!signedIn) throw failed();
      return { kind: 'signed-in', sessionId, staffId: staff.id };
    },

    /** An attempt the rate limit refused before its password was checked: kept in the member's history too. */
    async recordLimited(email: string, context: SignInContext): Promise<void> {
      const staff = await findStaffByEmail(db, email);
      await recordStaffSignIn(db, { staff_id: staff?.id ?? null, email: email.trim().slice(0, 254), at: nowSeconds(), ip: context.ip, user_agent: context.userAgent.slice(0, 500), outcome: 'rate-limited' });
    },

    /** The staff member of a live session, with their permissions; the session's idle clock restarts. */
    async resolve(sessionId: string | undefined) {
      if (!sessionId || sessionId.length > 100) return undefined;
      const idHash = sha256(sessionId);
      const now = nowSeconds();
      const found = await findLiveStaffSession(db, idHash, now, now - config.idleSeconds);
      if (!found) return undefined;
      if (Number(found.last_seen_at) < now) await touchStaffSession(db, idHash, now);
      return { id: Number(found.id), email: found.email, role: found.role, permissions: await rolePermissions(db, found.role), sessionIdHash: idHash };
    },

    logout: (sessionIdHash: string) => deleteStaffSession(db, sessionIdHash),
  };
}

export type StaffAuthService = ReturnType<typeof createStaffAuthService>;
