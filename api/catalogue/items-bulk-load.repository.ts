import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import { dialectOf } from '../db/dialect';

/** Below this many new rows, keeping every index up to date row by row is cheaper than rebuilding. */
export const BULK_LOAD_ROWS = 50_000;

/**
 * Runs a large load into items with its secondary indexes dropped, then creates them again from their
 * own definitions (one sort each instead of a random B-tree insert per row and index). Unique
 * constraints, the search index's triggers and the FTS5 table stay in place.
 */
export async function withoutItemIndexes(db: Kysely<Database>, load: () => Promise<void>): Promise<void> {
  const definitions = await secondaryIndexes(db);
  for (const { name } of definitions) await sql`drop index ${sql.id(name)}`.execute(db);
  try {
    await load();
  } finally {
    for (const { definition } of definitions) await sql.raw(definition).execute(db);
  }
}

async function secondaryIndexes(db: Kysely<Database>): Promise<{ name: string; definition: string }[]> {
  const { rows } =
    dialectOf(db) === 'postgres'
      ? await sql<{ name: string; definition: string }>`
          select indexname as name, indexdef as definition from pg_indexes
          where schemaname = current_schema() and tablename = 'items' and indexdef not like 'CREATE UNIQUE %'`.execute(db)
      : await sql<{ name: string; definition: string }>`
          select name, sql as definition from sqlite_master
          where type = 'index' and tbl_name = 'items' and sql is not null and sql not like 'CREATE UNIQUE %'`.execute(db);
  return rows;
}
