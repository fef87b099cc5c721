import { sql, type Kysely } from 'kysely';
import type { Database } from './database';
import { dialectOf } from './dialect';

/**
 * Holds the catalogue version row for the rest of the transaction (PostgreSQL). Every change of
 * items bumps it through a trigger; taking it before the items rows gives every writer of items (a
 * purchase, a refund, a stock sync, a bot's pause, a new price) one lock order (user, then catalogue,
 * then items), so none of them waits on another in a circle.
 */
export async function lockCatalogue(tx: Kysely<Database>): Promise<void> {
  if (dialectOf(tx) === 'postgres') await sql`select version from catalogue_version where id = 1 for update`.execute(tx);
}

/** Locks the user's row until the transaction ends (PostgreSQL; SQLite's BEGIN IMMEDIATE already serialises writers). */
export async function lockUser(tx: Kysely<Database>, userId: number): Promise<void> {
  if (dialectOf(tx) === 'postgres') await tx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}
