import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/database';
import { dialectOf } from '../db/dialect';
import type { Tx } from '../db/transaction';
import { isPermission, type Permission } from '../../contract/permissions';
import type { StaffTable } from './admin.tables';

export type StaffRow = Selectable<StaffTable>;

export function findStaffByEmail(db: Kysely<Database>, email: string): Promise<StaffRow | undefined> {
  return db.selectFrom('staff').selectAll().where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase())).executeTakeFirst();
}

export function findStaffById(db: Kysely<Database>, id: number): Promise<StaffRow | undefined> {
  return db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findStaffByInvite(db: Kysely<Database>, tokenHash: string, now: number): Promise<StaffRow | undefined> {
  return db
    .selectFrom('staff')
    .selectAll()
    .where('invite_token_hash', '=', tokenHash)
    .where('invite_expires_at', '>', now)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function insertStaff(tx: Tx, values: { email: string; role: string; invite_token_hash: string; invite_expires_at: number; created_at: number }): Promise<number> {
  const row = await tx.insertInto('staff').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Spends an invitation once: false when another request used it first. */
export async function acceptInvite(tx: Tx, staffId: number, tokenHash: string, passwordHash: string, totpSecret: string): Promise<boolean> {
  const result = await tx
    .updateTable('staff')
    .set({ password_hash: passwordHash, totp_secret: totpSecret, totp_confirmed_at: null, totp_last_step: 0, invite_token_hash: null, invite_expires_at: null })
    .where('id', '=', staffId)
    .where('invite_token_hash', '=', tokenHash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Accepts a TOTP step once: only a step after the last accepted one (a replayed code is refused). */
export async function spendTotpStep(tx: Tx, staffId: number, step: number, now: number): Promise<boolean> {
  const result = await tx
    .updateTable('staff')
    .set((eb) => ({ totp_last_step: step, totp_confirmed_at: eb.fn.coalesce('totp_confirmed_at', eb.val(now)) }))
    .where('id', '=', staffId)
    .where('totp_last_step', '<', step)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replaceRecoveryCodes(tx: Tx, staffId: number, codeHashes: string[]): Promise<void> {
  await tx.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
  await tx.insertInto('staff_recovery_codes').values(codeHashes.map((code_hash) => ({ staff_id: staffId, code_hash, used_at: null }))).execute();
}

export async function spendRecoveryCode(tx: Tx, staffId: number, codeHash: string, now: number): Promise<boolean> {
  const result = await tx
    .updateTable('staff_recovery_codes')
    .set({ used_at: now })
    .where('staff_id', '=', staffId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recordStaffSignIn(db: Kysely<Database>, row: { staff_id: number | null; email: string; at: number; ip: string; user_agent: string; outcome: string }): Promise<void> {
  await db.insertInto('staff_sign_ins').values(row).execute();
}

export function staffSignIns(db: Kysely<Database>, staffId: number) {
  return db.selectFrom('staff_sign_ins').select(['at', 'ip', 'user_agent', 'outcome']).where('staff_id', '=', staffId).orderBy('id', 'desc').limit(200).execute();
}

export async function insertStaffSession(tx: Tx, row: { id: string; staff_id: number; created_at: number; last_seen_at: number; expires_at: number }): Promise<void> {
  await tx.deleteFrom('staff_sessions').where('staff_id', '=', row.staff_id).where('expires_at', '<=', row.created_at).execute();
  await tx.insertInto('staff_sessions').values(row).execute();
}

/** The live session's staff member: not past its absolute end, not idle since `idleSince`, not revoked. */
export function findLiveStaffSession(db: Kysely<Database>, idHash: string, now: number, idleSince: number) {
  return db
    .selectFrom('staff_sessions as s')
    .innerJoin('staff as st', 'st.id', 's.staff_id')
    .select(['st.id', 'st.email', 'st.role', 's.last_seen_at'])
    .where('s.id', '=', idHash)
    .where('s.expires_at', '>', now)
    .where('s.last_seen_at', '>', idleSince)
    .where('st.revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function touchStaffSession(db: Kysely<Database>, idHash: string, now: number): Promise<void> {
  await db.updateTable('staff_sessions').set({ last_seen_at: now }).where('id', '=', idHash).execute();
}

export async function deleteStaffSession(db: Kysely<Database>, idHash: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('id', '=', idHash).execute();
}

export async function revokeStaff(tx: Tx, staffId: number, now: number): Promise<boolean> {
  const result = await tx.updateTable('staff').set({ revoked_at: now, invite_token_hash: null }).where('id', '=', staffId).where('revoked_at', 'is', null).executeTakeFirst();
  await tx.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute();
  return Number(result.numUpdatedRows) === 1;
}

export async function setStaffRole(tx: Tx, staffId: number, role: string): Promise<void> {
  await tx.updateTable('staff').set({ role }).where('id', '=', staffId).execute();
}

/** The active owners' ids, their rows locked on PostgreSQL until the transaction ends (SQLite's write transaction already runs alone). */
export function lockActiveOwners(tx: Tx, ownerRole: string) {
  const activeOwners = tx.selectFrom('staff').select('id').where('role', '=', ownerRole).where('revoked_at', 'is', null);
  return (dialectOf(tx) === 'postgres' ? activeOwners.forUpdate() : activeOwners).execute();
}

export function listStaff(db: Kysely<Database>) {
  return db.selectFrom('staff').select(['id', 'email', 'role', 'created_at', 'revoked_at', 'totp_confirmed_at']).orderBy('id').execute();
}

export async function rolePermissions(db: Kysely<Database>, role: string): Promise<Permission[]> {
  const row = await db.selectFrom('staff_roles').select('permissions').where('name', '=', role).executeTakeFirst();
  return row ? (JSON.parse(row.permissions) as string[]).filter(isPermission) : [];
}

export function listRoles(db: Kysely<Database>) {
  return db.selectFrom('staff_roles').select(['name', 'permissions']).orderBy('name').execute();
}

/** The built-in roles, added when missing (an edited role keeps its edits). */
export async function ensureRoles(db: Kysely<Database>, roles: Record<string, readonly string[]>, now: number): Promise<void> {
  await db
    .insertInto('staff_roles')
    .values(Object.entries(roles).map(([name, permissions]) => ({ name, permissions: JSON.stringify(permissions), updated_at: now })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

export async function setRolePermissions(tx: Tx, role: string, permissions: Permission[], now: number): Promise<void> {
  await tx.updateTable('staff_roles').set({ permissions: JSON.stringify(permissions), updated_at: now }).where('name', '=', role).execute();
}

/** The e-mail addresses of active staff (invitation accepted, not revoked) whose role holds `permission`. */
export async function activeStaffEmailsWith(db: Kysely<Database>, permission: Permission): Promise<string[]> {
  const rows = await db
    .selectFrom('staff as st')
    .innerJoin('staff_roles as r', 'r.name', 'st.role')
    .select(['st.email', 'r.permissions'])
    .where('st.revoked_at', 'is', null)
    .where('st.password_hash', 'is not', null)
    .orderBy('st.id')
    .execute();
  return rows.filter((row) => (JSON.parse(row.permissions) as string[]).includes(permission)).map((row) => row.email);
}
