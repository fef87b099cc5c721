import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// Frozen. Indexes end in (price, id) so every listing sort (price, then id) reads an index in order
// and the count for the same filter is an index range scan; (category, <filter>_key) prefixes also
// serve the distinct filter values.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await db.schema
    .createTable('items')
    .addColumn('id', 'integer', (col) => (postgres ? col.generatedByDefaultAsIdentity() : col).primaryKey())
    .addColumn('item_id', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('quality', 'text', (col) => col.notNull())
    .addColumn('exterior', 'text')
    .addColumn('hero', 'text')
    .addColumn('class', 'text', (col) => col.notNull())
    .addColumn('type_key', 'text', (col) => col.notNull())
    .addColumn('quality_key', 'text', (col) => col.notNull())
    .addColumn('exterior_key', 'text')
    .addColumn('hero_key', 'text')
    .addColumn('class_key', 'text', (col) => col.notNull())
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull())
    .addColumn('old_price', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('is_new', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('best_seller', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addCheckConstraint('items_category_check', sql`category in ('cs2', 'dota2')`)
    .execute();

  const indexes: Record<string, string[]> = {
    items_price_idx: ['price', 'id'],
    items_category_price_idx: ['category', 'price', 'id'],
    items_category_type_price_idx: ['category', 'type_key', 'price', 'id'],
    items_category_quality_price_idx: ['category', 'quality_key', 'price', 'id'],
    items_category_hero_price_idx: ['category', 'hero_key', 'price', 'id'],
    items_category_exterior_price_idx: ['category', 'exterior_key', 'price', 'id'],
    items_category_class_price_idx: ['category', 'class_key', 'price', 'id'],
    items_new_price_idx: ['is_new', 'category', 'price', 'id'],
    items_best_seller_price_idx: ['best_seller', 'category', 'price', 'id'],
  };
  for (const [name, columns] of Object.entries(indexes)) {
    await db.schema.createIndex(name).on('items').columns(columns).execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('items').execute();
}
