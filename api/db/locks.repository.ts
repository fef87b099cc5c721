import { sql, type Kysely } from 'kysely';
import type { Database } from './database';
import { dialectOf } from './dialect';

/**
 * Holds the catalogue version row for the rest of the transaction (PostgreSQL). Every change of
 * items bumps it through a trigger; taking it before the items rows gives every seller and refunder
 * one lock order (user, then catalogue, then items), so two purchases of the same items cannot deadlock.
 */
export async function lockCatalogue(tx: Kysely<Database>): Promise<void> {
  if (dialectOf(tx) === 'postgres') await sql`select version from catalogue_version where id = 1 for update`.execute(tx);
}

/** Locks the user's row until the transaction ends (PostgreSQL; SQLite's BEGIN IMMEDIATE already serialises writers). */
export async function lockUser(tx: Kysely<Database>, userId: number): Promise<void> {
  if (dialectOf(tx) === 'postgres') await tx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}
