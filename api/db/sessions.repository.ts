import type { Kysely } from 'kysely';
import type { Database } from './database';

/** The user id of a session that exists and has not expired at `now` (unix seconds). */
export async function findActiveSessionUserId(db: Kysely<Database>, idHash: string, now: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select('user_id')
    .where('id', '=', idHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.user_id;
}

export async function insertSession(tx: Kysely<Database>, idHash: string, userId: number, now: number, expiresAt: number) {
  await tx.insertInto('sessions').values({ id: idHash, user_id: userId, created_at: now, expires_at: expiresAt }).execute();
}

export async function deleteSession(tx: Kysely<Database>, idHash: string): Promise<void> {
  await tx.deleteFrom('sessions').where('id', '=', idHash).execute();
}

export async function deleteUserSessions(tx: Kysely<Database>, userId: number): Promise<void> {
  await tx.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
