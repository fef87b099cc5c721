import type { Kysely } from 'kysely';
import { compiledOnce, withValues } from '../db/compiled-once';
import type { Database } from '../db/database';

const NOW = '\u0000now' as unknown as number;
/** Sessions asked about in one statement; more take more statements. */
const SESSION_SLOTS = 16;
const ID_HASH_SLOTS = Array.from({ length: SESSION_SLOTS }, (_, slot) => `\u0000id hash ${slot}`);

const liveSessionsQuery = compiledOnce((db) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('sessions.id')
    .where('sessions.id', 'in', ID_HASH_SLOTS)
    .where('sessions.expires_at', '>', NOW)
    .compile(),
);

/**
 * Which of these sessions exist, have not expired at `now` (unix seconds) and are of a user who still
 * exists: as findActiveSession and findUserById together decide it, SESSION_SLOTS sessions a statement
 * compiled once (signed-in page requests ask it, the requests of one turn together).
 */
export async function liveSessions(db: Kysely<Database>, idHashes: string[], now: number): Promise<Set<string>> {
  const chunks = Array.from({ length: Math.ceil(idHashes.length / SESSION_SLOTS) }, (_, chunk) => idHashes.slice(chunk * SESSION_SLOTS, (chunk + 1) * SESSION_SLOTS));
  const answers = await Promise.all(
    chunks.map((chunk) => {
      // Slots past the chunk's ids repeat its first: one statement text for any number of ids.
      const values = new Map<unknown, unknown>([[NOW, now], ...ID_HASH_SLOTS.map((slot, index) => [slot, chunk[index] ?? chunk[0]] as const)]);
      return db.executeQuery(withValues(liveSessionsQuery(db), values));
    }),
  );
  return new Set(answers.flatMap(({ rows }) => rows.map((row) => row.id)));
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
