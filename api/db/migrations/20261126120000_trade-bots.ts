import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// Frozen. Stock held by Steam trade bots and delivery by trade offer (issue 25). Every item names the
// bot and the asset it is (the seeded catalogue is the sandbox bot's: its asset id is the number in
// its item_id), with what Steam's inventory says of it (CS2 float, paint seed, stickers, trade lock).
// An item whose asset left its bot unsold is off sale with `gone_at` set (items.status keeps its two
// values: 'sold' reads "off sale"). A paid order gets one trade offer per bot; `orders.version` grows
// with every change a customer's open order page waits for.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  const columns: [string, 'text' | 'integer' | 'bigint' | 'double precision'][] = [
    ['bot_name', 'text'],
    ['asset_id', 'text'],
    ['class_id', 'text'],
    ['instance_id', 'text'],
    ['float_value', 'double precision'],
    ['paint_seed', 'integer'],
    ['stickers', 'text'],
    ['tradable_after', 'bigint'],
    ['gone_at', 'bigint'],
  ];
  for (const [name, type] of columns) await db.schema.alterTable('items').addColumn(name, type).execute();
  await sql`update items set bot_name = 'sandbox', asset_id = substr(item_id, 5) where substr(item_id, 1, 4) in ('730_', '570_')`.execute(db);
  await db.schema.createIndex('items_bot_asset_idx').on('items').columns(['bot_name', 'asset_id']).unique().execute();
  // Only locked items: the catalogue's validator names the next lock to end (items.service.ts), one seek.
  await db.schema.createIndex('items_tradable_after_idx').on('items').column('tradable_after').where(sql.ref('tradable_after'), 'is not', null).execute();

  // The operator's price for a market name: what a new asset of that name is listed at.
  await db.schema
    .createTable('item_prices')
    .addColumn('title', 'text', (col) => col.primaryKey())
    .addColumn('price_cents', 'bigint', (col) => col.notNull().check(sql`price_cents > 0`))
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema.alterTable('orders').addColumn('version', 'integer', (col) => col.notNull().defaultTo(0)).execute();

  const states = sql.raw(["'queued'", "'sent'", "'escrow'", "'accepted'", "'declined'", "'expired'", "'cancelled'", "'failed'", "'reversed'", "'paused'", "'manual'"].join(', '));
  await db.schema
    .createTable('trade_offers')
    .addColumn('id', 'integer', (col) => (postgres ? col.generatedByDefaultAsIdentity() : col).primaryKey())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('bot_name', 'text', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('partner_steam_id', 'text', (col) => col.notNull())
    .addColumn('trade_link', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull().check(sql`state in (${states})`))
    .addColumn('steam_offer_id', 'text')
    .addColumn('steam_trade_id', 'text')
    .addColumn('hold_until', 'bigint')
    .addColumn('protected_until', 'bigint')
    .addColumn('sent_at', 'bigint')
    .addColumn('refunded_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('trade_offers_order_bot_key', ['order_id', 'bot_name'])
    .execute();
  await db.schema.createIndex('trade_offers_state_idx').on('trade_offers').columns(['state', 'updated_at']).execute();
  await db.schema.createIndex('trade_offers_steam_idx').on('trade_offers').columns(['bot_name', 'steam_offer_id']).unique().execute();
  await db.schema
    .createTable('trade_offer_items')
    .addColumn('offer_id', 'integer', (col) => col.notNull().references('trade_offers.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (col) => col.notNull())
    .addColumn('asset_id', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('trade_offer_items_pk', ['offer_id', 'item_id'])
    .execute();
  await db.schema.createIndex('trade_offer_items_item_idx').on('trade_offer_items').column('item_id').execute();

  // The sandbox bot's side of its offers (what Steam would keep): the partner's answer follows from
  // the trade link's token and the time.
  await db.schema
    .createTable('sandbox_trade_offers')
    .addColumn('id', 'integer', (col) => (postgres ? col.generatedByDefaultAsIdentity() : col).primaryKey())
    .addColumn('partner_steam_id', 'text', (col) => col.notNull())
    .addColumn('token', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('asset_ids', 'text', (col) => col.notNull())
    .addColumn('created_at_ms', 'bigint', (col) => col.notNull())
    .addColumn('cancelled_at_ms', 'bigint')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sandbox_trade_offers').execute();
  await db.schema.dropTable('trade_offer_items').execute();
  await db.schema.dropTable('trade_offers').execute();
  await db.schema.alterTable('orders').dropColumn('version').execute();
  await db.schema.dropTable('item_prices').execute();
  await db.schema.dropIndex('items_tradable_after_idx').execute();
  await db.schema.dropIndex('items_bot_asset_idx').execute();
  for (const name of ['gone_at', 'tradable_after', 'stickers', 'paint_seed', 'float_value', 'instance_id', 'class_id', 'asset_id', 'bot_name']) {
    await db.schema.alterTable('items').dropColumn(name).execute();
  }
}
