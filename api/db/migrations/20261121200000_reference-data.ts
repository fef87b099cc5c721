import type { Kysely } from 'kysely';

// Frozen: never edit after release; add a new migration instead.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('currencies')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('symbol', 'text', (col) => col.notNull())
    .addColumn('value', 'double precision', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('languages')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('localizations')
    .addColumn('lang_id', 'integer', (col) => col.notNull().references('languages.id').onDelete('cascade'))
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('localizations_pk', ['lang_id', 'key'])
    .execute();

  await db.schema
    .createTable('countries')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('iso', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('phone_code', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('static_pages')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('header', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('social_links')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('icon', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['settings', 'social_links', 'static_pages', 'countries', 'localizations', 'languages', 'currencies']) {
    await db.schema.dropTable(table).execute();
  }
}
