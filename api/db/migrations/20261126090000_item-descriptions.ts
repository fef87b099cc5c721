import type { Kysely } from 'kysely';

// Frozen. An item's description in the other languages (issue 23), by its title (Steam's market name:
// the same for every copy of an item, as Steam keys descriptions by item class and language). The
// item's own description column stays the English one the spec answers. No foreign key to languages:
// the catalogue is generated before (or without) the reference data in the seed's tools and benches.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('item_descriptions')
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('lang_id', 'integer', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('item_descriptions_pk', ['title', 'lang_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('item_descriptions').execute();
}
