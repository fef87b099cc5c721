import { sql, type Kysely } from 'kysely';
import type { Database } from './database';
import { dialectOf } from './dialect';

/** A database handle inside a write transaction; repositories take it (or the plain `db`) first. */
export type Tx = Kysely<Database>;

/**
 * How long a write transaction waits for a row or table lock another transaction holds (PostgreSQL's
 * lock_timeout): past it the transaction fails as the database being busy, and the request is answered
 * 503 with Retry-After (database-unavailable.ts), as SQLite's busy_timeout (5 s, database.ts) answers a
 * second writer. Unbounded, a request could wait on a lock for as long as another transaction lives.
 */
export const LOCK_TIMEOUT_MS = 5000;

/**
 * Runs `work` in one write transaction, committed when it resolves and rolled back when it throws.
 * On SQLite it opens with BEGIN IMMEDIATE, so a second writer (another process on the same file)
 * waits for the lock (busy_timeout) instead of failing half-way; in this process Kysely's single
 * SQLite connection is held for the whole transaction. PostgreSQL gets a plain transaction whose lock
 * waits end after LOCK_TIMEOUT_MS.
 * Never make a network call inside `work`: do it before, or after commit.
 */
export async function writeTransaction<T>(db: Kysely<Database>, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (dialectOf(db) === 'postgres') {
    return db.transaction().execute(async (tx) => {
      await sql.raw(`set local lock_timeout = ${LOCK_TIMEOUT_MS}`).execute(tx);
      return work(tx);
    });
  }
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}
