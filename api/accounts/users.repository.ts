import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database } from '../db/database';
import type { UsersTable } from './users.table';
import { announceChange } from '../changes/account-changes.repository';

export type UserRow = Selectable<UsersTable>;

export function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Case-insensitive, through the unique index on lower(email). */
export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

/** The account a Steam sign-in proved this SteamID for; a typed steam_id never matches. */
export function findUserBySteamLogin(db: Kysely<Database>, steamId: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('steam_login_id', '=', steamId).executeTakeFirst();
}

/** Whether another account proved this SteamID by Steam sign-in or typed it. */
export async function steamIdHeldElsewhere(db: Kysely<Database>, steamId: string, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('steam_login_id', '=', steamId), eb('steam_id', '=', steamId)]))
    .where('id', '!=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The account's Steam ID: the one proven by Steam sign-in, else the one the user typed. */
export const steamIdOf = (user: Pick<UserRow, 'steam_id' | 'steam_login_id'>): string | null => user.steam_login_id ?? user.steam_id;

export async function insertUser(tx: Kysely<Database>, values: Insertable<UsersTable>): Promise<UserRow> {
  return tx.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateUser(tx: Kysely<Database>, id: number, values: Updateable<UsersTable>): Promise<void> {
  await tx.updateTable('users').set(values).where('id', '=', id).execute();
  await announceChange(tx, 'PROFILE', id, id);
}

/** Marks the e-mail verified unless it already is; true when this call did it. */
export async function markEmailVerified(tx: Kysely<Database>, id: number, now: number): Promise<boolean> {
  const result = await tx
    .updateTable('users')
    .set({ email_verified_at: now })
    .where('id', '=', id)
    .where('email_verified_at', 'is', null)
    .executeTakeFirst();
  const verified = Number(result.numUpdatedRows) === 1;
  if (verified) await announceChange(tx, 'PROFILE', id, id);
  return verified;
}
