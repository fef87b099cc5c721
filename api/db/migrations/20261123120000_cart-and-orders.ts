import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// Frozen. Cart, orders and order lines, and a sale status on items. A sold item leaves the catalogue:
// every listing index becomes partial (`where status = 'available'`), so listings, counts and filter
// data read only items for sale from an index alone, as before; the item row stays for carts and orders.
const LISTING_INDEXES: Record<string, string[]> = {
  items_price_idx: ['price', 'id'],
  items_category_price_idx: ['category', 'price', 'id'],
  items_category_type_price_idx: ['category', 'type_key', 'price', 'id'],
  items_category_quality_price_idx: ['category', 'quality_key', 'price', 'id'],
  items_category_hero_price_idx: ['category', 'hero_key', 'price', 'id'],
  items_category_exterior_price_idx: ['category', 'exterior_key', 'price', 'id'],
  items_category_class_price_idx: ['category', 'class_key', 'price', 'id'],
  items_new_price_idx: ['is_new', 'category', 'price', 'id'],
  items_best_seller_price_idx: ['best_seller', 'category', 'price', 'id'],
  items_type_price_idx: ['type_key', 'price', 'id'],
  items_quality_price_idx: ['quality_key', 'price', 'id'],
  items_hero_price_idx: ['hero_key', 'price', 'id'],
  items_exterior_price_idx: ['exterior_key', 'price', 'id'],
  items_class_price_idx: ['class_key', 'price', 'id'],
  items_any_new_price_idx: ['is_new', 'price', 'id'],
  items_any_best_seller_price_idx: ['best_seller', 'price', 'id'],
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  const bigId = postgres ? 'bigint' : 'integer';

  await db.schema
    .alterTable('items')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('available').check(sql`status in ('available', 'sold')`))
    .execute();
  for (const [name, columns] of Object.entries(LISTING_INDEXES)) {
    await db.schema.dropIndex(name).execute();
    await sql`create index ${sql.id(name)} on items (${sql.join(columns.map((c) => sql.id(c)))}) where status = 'available'`.execute(db);
  }

  await db.schema
    .createTable('cart_items')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (col) => col.notNull().references('items.id').onDelete('cascade'))
    .addColumn('count', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('added_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('cart_items_pk', ['user_id', 'item_id'])
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', bigId, (col) => (postgres ? col.generatedByDefaultAsIdentity() : col).primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('processing', 'success', 'error')`))
    .addColumn('total_cents', 'bigint', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('currency_rate', 'double precision', (col) => col.notNull())
    .addColumn('trade_link', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('orders_user_created_idx').on('orders').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('order_lines')
    .addColumn('id', bigId, (col) => (postgres ? col.generatedByDefaultAsIdentity() : col).primaryKey())
    .addColumn('order_id', bigId, (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (col) => col.notNull().references('items.id'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('img_url', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('price_cents', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('order_lines_order_idx').on('order_lines').column('order_id').execute();
  await db.schema.createIndex('order_lines_item_idx').on('order_lines').column('item_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['order_lines', 'orders', 'cart_items']) await db.schema.dropTable(table).execute();
  for (const [name, columns] of Object.entries(LISTING_INDEXES)) {
    await db.schema.dropIndex(name).execute();
    await db.schema.createIndex(name).on('items').columns(columns).execute();
  }
  await db.schema.alterTable('items').dropColumn('status').execute();
}
