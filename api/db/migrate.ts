import { Migrator, type Kysely } from 'kysely';
import type { Database } from './database';
import { migrationProvider } from './migration-provider';

/** Applies every pending migration; throws (with the failing migration's name) on error. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error) {
    const where = failed ? ` in migration ${failed.migrationName}` : '';
    throw new Error(`Database migration failed${where}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
