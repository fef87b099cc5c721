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
