import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// Frozen. A site version that every change of the reference data bumps, as catalogue_version does for
// items: settings, static pages and their texts, translations, currencies, languages, countries and
// social links. Every shop process reads it (one indexed row) to know whether what it derived from
// those tables (the REST reference answers, whole anonymous pages) is still current, whichever
// process or operator made the change.
const TABLES = ['settings', 'static_pages', 'static_page_texts', 'localizations', 'currencies', 'languages', 'countries', 'social_links'];
const CHANGES = ['insert', 'update', 'delete'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_version')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('version', 'bigint', (col) => col.notNull())
    .execute();
  await db.insertInto('site_version').values({ id: 1, version: 1 }).execute();
  if (dialectOf(db) === 'postgres') {
    await sql`create function bump_site_version() returns trigger language plpgsql as $$
      begin
        update site_version set version = version + 1;
        return null;
      end $$`.execute(db);
    for (const table of TABLES) {
      await sql`create trigger ${sql.id(`${table}_site_version`)} after insert or update or delete or truncate on ${sql.id(table)}
        for each statement execute function bump_site_version()`.execute(db);
    }
    return;
  }
  // SQLite has row triggers only: a statement over many rows bumps the version once per row.
  for (const table of TABLES) {
    for (const change of CHANGES) {
      await sql`create trigger ${sql.id(`${table}_site_version_${change}`)} after ${sql.raw(change)} on ${sql.id(table)} begin
        update site_version set version = version + 1;
      end`.execute(db);
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    for (const table of TABLES) await sql`drop trigger ${sql.id(`${table}_site_version`)} on ${sql.id(table)}`.execute(db);
    await sql`drop function bump_site_version()`.execute(db);
  } else {
    for (const table of TABLES) {
      for (const change of CHANGES) await sql`drop trigger ${sql.id(`${table}_site_version_${change}`)}`.execute(db);
    }
  }
  await db.schema.dropTable('site_version').execute();
}
