import { Migrator, sql, type Kysely } from 'kysely';
import type { Database } from './database';
import { dialectOf } from './dialect';
import { migrationProvider } from './migration-provider';

/** A Migrator of the shop's migrations that keeps its own tables in the connection's schema (migrationSchema). */
export async function shopMigrator(db: Kysely<Database>): Promise<Migrator> {
  return new Migrator({ db, provider: migrationProvider, migrationTableSchema: await migrationSchema(db) });
}

/** Applies every pending migration; throws (with the failing migration's name) on error. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const { error, results = [] } = await (await shopMigrator(db)).migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error) {
    const where = failed ? ` in migration ${failed.migrationName}` : '';
    throw new Error(`Database migration failed${where}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/**
 * On PostgreSQL, the schema the connection works in (its search_path's first, `public` by default).
 * Kysely looks for its migration tables in every schema unless it is told one, so another schema's
 * tables in the same database (a second shop, a test run that was killed) would stop the migration.
 */
async function migrationSchema(db: Kysely<Database>): Promise<string | undefined> {
  if (dialectOf(db) !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}
