import { sql, type Kysely } from 'kysely';
import { compiledOnce, withValues } from '../db/compiled-once';
import type { Database } from '../db/database';

const ID_HASH = '\u0000id hash';
const NOW = '\u0000now' as unknown as number;

const liveSessionQuery = compiledOnce((db) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(sql<number>`1`.as('live'))
    .where('sessions.id', '=', ID_HASH)
    .where('sessions.expires_at', '>', NOW)
    .compile(),
);

/**
 * Whether a session exists, has not expired at `now` (unix seconds) and is of a user who still exists:
 * as findActiveSession and findUserById together decide it, in one statement compiled once (every
 * signed-in page request asks it).
 */
export async function isLiveSession(db: Kysely<Database>, idHash: string, now: number): Promise<boolean> {
  const values = new Map<unknown, unknown>([
    [ID_HASH, idHash],
    [NOW, now],
  ]);
  const { rows } = await db.executeQuery(withValues(liveSessionQuery(db), values));
  return rows.length > 0;
}

/** The user id and last confirmation of a session that exists and has not expired at `now` (unix seconds). */
export async function findActiveSession(
  db: Kysely<Database>,
  idHash: string,
  now: number,
): Promise<{ user_id: number; confirmed_at: number } | undefined> {
  return db
    .selectFrom('sessions')
    .select(['user_id', 'confirmed_at'])
    .where('id', '=', idHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** A sign-in is also the session's first confirmation (step-up). */
export async function insertSession(tx: Kysely<Database>, idHash: string, userId: number, now: number, expiresAt: number) {
  await tx.insertInto('sessions').values({ id: idHash, user_id: userId, created_at: now, expires_at: expiresAt, confirmed_at: now }).execute();
}

export async function markSessionConfirmed(tx: Kysely<Database>, idHash: string, now: number): Promise<void> {
  await tx.updateTable('sessions').set({ confirmed_at: now }).where('id', '=', idHash).execute();
}

/** Spends a confirmation made at or after `since`; true when there was one (one conditional update, so once). */
export async function spendSessionConfirmation(tx: Kysely<Database>, idHash: string, since: number): Promise<boolean> {
  const result = await tx
    .updateTable('sessions')
    .set({ confirmed_at: 0 })
    .where('id', '=', idHash)
    .where('confirmed_at', '>=', since)
    .where('confirmed_at', '>', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteSession(tx: Kysely<Database>, idHash: string): Promise<void> {
  await tx.deleteFrom('sessions').where('id', '=', idHash).execute();
}

export async function deleteUserSessions(tx: Kysely<Database>, userId: number): Promise<void> {
  await tx.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
