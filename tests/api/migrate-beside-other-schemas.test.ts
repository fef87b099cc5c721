import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../api/db/migrate';
import { createTestDatabase } from './api-harness';

// Kysely looks for its migration tables in every schema unless told one: another schema's tables in
// the same PostgreSQL database (a second shop, a killed test run) used to stop every migration with
// `relation "kysely_migration_lock" does not exist`.
describe.skipIf(!process.env.DATABASE_URL)('migrations on PostgreSQL', () => {
  it("migrate the connection's own schema, whatever migration tables another schema holds", async () => {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const other = `api_test_other_${Date.now()}`;
    await admin.query(`create schema ${other}; create table ${other}.kysely_migration (name text); create table ${other}.kysely_migration_lock (id text)`);
    const database = await createTestDatabase();
    try {
      expect((await migrateToLatest(database.db)).length).toBeGreaterThan(5);
      expect(await migrateToLatest(database.db)).toEqual([]);
    } finally {
      await database.destroy();
      await admin.query(`drop schema ${other} cascade`);
      await admin.end();
    }
  });
});
