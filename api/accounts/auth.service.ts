import type { RegisterRequest } from '../../contract/accounts.contract';
import { insertUserToken } from './user-tokens.repository';
import { findUserByEmail, insertUser, type UserRow } from './users.repository';
import type { Tx } from '../db/transaction';
import { listCountryCodes } from '../reference-data/countries.repository';
import { ApiError } from '../http/api-error';
import { queueEmail } from '../mail/email.job';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { nowSeconds, randomToken, sha256 } from '../lib/secrets';
import { transact, type ServiceContext } from '../lib/service-context';
import { link, VERIFY_TOKEN_HOURS } from './account-limits';
import { isEmail, isLetters, isStrongPassword, messages, parsePhone, RuleCheck } from './account-rules';
import type { TwoFactorService } from './two-factor.service';


export type SignInResult =
  | { kind: 'signed-in'; user: UserRow; sessionId: string }
  | { kind: 'verify' }
  | { kind: 'needs-2fa'; challengeId: string };

export const REGISTER_VERIFY_MESSAGE = 'Registration successful! Please check your email to verify your account.';
export const LOGIN_VERIFY_MESSAGE = 'Please verify your email address first. Check your inbox or resend the confirmation link.';

export function createAuthService(context: ServiceContext, twoFactor: TwoFactorService) {
  const { db, config, sessions } = context;

  async function supportedIsos(): Promise<Set<string>> {
    const rows = await listCountryCodes(db);
    return new Set(rows.map((row) => row.iso.toUpperCase()));
  }

  /** Queues the confirmation e-mail with a fresh single-use link. */
  async function queueVerification(tx: Tx, user: Pick<UserRow, 'id' | 'email' | 'lang_id'>): Promise<void> {
    const token = randomToken();
    const now = nowSeconds();
    await insertUserToken(tx, { tokenHash: sha256(token), userId: user.id, purpose: 'verify_email', now, expiresAt: now + VERIFY_TOKEN_HOURS * 3600 });
    await queueEmail(tx, {
      to: user.email as string,
      template: 'verify-email',
      langId: user.lang_id,
      params: { link: link(config, '/verify-email', token) },
    });
  }

  return {
    queueVerification,

    /** Spec §5's checks in order (all failures reported, the first as the message), then the account. */
    async register(input: RegisterRequest, previousSession: string | null): Promise<SignInResult> {
      const check = new RuleCheck();
      if (!isLetters(input.name)) check.fail('name', messages.name);
      if (!isLetters(input.surname)) check.fail('surname', messages.surname);
      if (!isEmail(input.email)) check.fail('email', messages.email);
      if (!isStrongPassword(input.password)) check.fail('password', messages.password);
      if (input.password !== input.passConfirm) check.fail('passConfirm', messages.passConfirm);
      const phone = parsePhone(input.phone, input.phone_country_code, await supportedIsos());
      if (phone === 'invalid') check.fail('phone', messages.phone);
      if (phone === 'unsupported') check.fail('phone', messages.phoneCountry);
      if (check.failed || typeof phone === 'string') throw new ApiError('VALIDATION_FAILED', check.first as string, check.errors);

      const email = input.email.trim();
      const passwordHash = await hashPassword(input.password); // CPU-heavy: before the transaction
      const langId = input.lang_id ?? 10;
      return transact(context, async (tx) => {
        const existing = await findUserByEmail(tx, email);
        if (existing) {
          if (!config.requireEmailVerification) throw new ApiError('EMAIL_TAKEN', messages.emailTaken, { email: [messages.emailTaken] });
          // Same answer as a new registration; the owner learns of it by e-mail, nobody else does.
          await queueEmail(tx, {
            to: existing.email as string,
            template: 'account-exists',
            langId: existing.lang_id,
            params: { link: `${config.publicUrl}/?forgot-password=1` },
          });
          return { kind: 'verify' as const };
        }
        const user = await insertUser(tx, {
          email,
          name: input.name.trim(),
          surname: input.surname.trim(),
          phone: phone.phone,
          phone_country_code: phone.countryIso,
          password_hash: passwordHash,
          lang_id: langId,
          created_at: nowSeconds(),
          email_verified_at: null,
          terms_accepted_at: input.terms === true ? nowSeconds() : null,
        });
        if (config.requireEmailVerification) {
          await queueVerification(tx, user);
          return { kind: 'verify' as const };
        }
        return { kind: 'signed-in' as const, user, sessionId: await sessions.start(tx, user.id, previousSession) };
      });
    },

    /**
     * E-mail and password; then unverified → VERIFY, two-factor → a code by e-mail, else a session.
     * `needsCode`: the account was attacked (login-guard.ts), so a code is asked whatever the user chose.
     */
    async login(email: string, password: string, previousSession: string | null, needsCode = false): Promise<SignInResult> {
      const user = isEmail(email) ? await findUserByEmail(db, email.trim()) : undefined;
      const valid = await verifyPassword(password, user?.password_hash ?? null);
      if (!user || !valid) throw new ApiError('INVALID_CREDENTIALS', messages.invalidCredentials);
      if (config.requireEmailVerification && user.email_verified_at === null) {
        return { kind: 'verify' };
      }
      if (needsCode || config.requireTwoFactor || user.two_factor_enabled === 1) {
        return { kind: 'needs-2fa', challengeId: await twoFactor.challenge(user) };
      }
      return transact(context, async (tx) => ({ kind: 'signed-in' as const, user, sessionId: await sessions.start(tx, user.id, previousSession) }));
    },

    async logout(sessionIdHash: string | null): Promise<void> {
      if (sessionIdHash) await transact(context, (tx) => sessions.end(tx, sessionIdHash));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
