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
      // The Migrator's view holds the connection's own schema alone: never the other one's tables.
      const seen = await database.db.introspection.getTables({ withInternalKyselyTables: true });
      expect(seen.map((table) => table.name)).toContain('kysely_migration');
      expect(seen.filter((table) => table.schema === other)).toEqual([]);
    } finally {
      await database.destroy();
      await admin.query(`drop schema ${other} cascade`);
      await admin.end();
    }
  });

  // Kysely's introspection resolved every schema by name: one dropped meanwhile failed the migration
  // with "schema … does not exist" (four runs of four before own-schema-introspector.ts).
  it('migrate while other schemas of the database are created and dropped (parallel test files, a second shop)', async () => {
    const churn = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await churn.connect();
    let churning = true;
    const dropping = (async () => {
      for (let n = 0; churning; n++) {
        const other = `api_test_churn_${process.pid}_${n}`;
        const tables = Array.from({ length: 60 }, (_, i) => `create table ${other}.t${i} (id serial primary key, a text, b int)`);
        await churn.query(`create schema ${other}; ${tables.join('; ')}`);
        await churn.query(`drop schema ${other} cascade`);
      }
    })();
    const database = await createTestDatabase();
    try {
      expect((await migrateToLatest(database.db)).length).toBeGreaterThan(5);
      // Each call looks through every schema's tables again while the other connection drops schemas.
      for (let round = 0; round < 150; round++) expect(await migrateToLatest(database.db)).toEqual([]);
    } finally {
      churning = false;
      await dropping;
      await churn.end();
      await database.destroy();
    }
  });
});
