import type { Kysely } from 'kysely';

// Frozen. A static page's title, header and content per language; static_pages keeps the English
// text (the fallback) and the slug, which never changes with the language.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('static_page_texts')
    .addColumn('page_id', 'integer', (col) => col.notNull().references('static_pages.id').onDelete('cascade'))
    .addColumn('lang_id', 'integer', (col) => col.notNull().references('languages.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('header', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('static_page_texts_pk', ['page_id', 'lang_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('static_page_texts').execute();
}
