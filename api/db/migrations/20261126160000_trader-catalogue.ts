import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// Frozen. What a trader chooses by (issue 27): per copy the Doppler phase, the inspect link, Dota 2's
// gems and style, StatTrak/Souvenir flags and the lower-cased sticker names (derived from the title and
// the stickers on every write), the reference price of its market name and the discount it gives
// (a generated column, so it can never disagree with the two prices). Listing indexes for the new
// sorts and filters, partial like every listing index. Reference prices and the shop's own daily price
// of each market name.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  const columns: [string, 'text' | 'integer'][] = [
    ['phase', 'text'],
    ['inspect_link', 'text'],
    ['gems', 'text'],
    ['style', 'text'],
    ['sticker_names', 'text'],
    ['reference_price', 'integer'],
  ];
  for (const [name, type] of columns) await db.schema.alterTable('items').addColumn(name, type).execute();
  await db.schema.alterTable('items').addColumn('stattrak', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('items').addColumn('souvenir', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  // Whole percent below the reference price. SQLite can only add a virtual generated column (indexable).
  const discount = sql`case when reference_price > price then (reference_price - price) * 100 / reference_price else 0 end`;
  await db.schema
    .alterTable('items')
    .addColumn('discount', 'integer', (col) => {
      const generated = col.notNull().generatedAlwaysAs(discount);
      return postgres ? generated.stored() : generated;
    })
    .execute();

  const contains = (text: string) => (postgres ? sql`strpos(title, ${sql.lit(text)}) > 0` : sql`instr(title, ${sql.lit(text)}) > 0`);
  // Copies synced before this migration: their sticker names, lower-cased, one per line.
  const stickered = await db.selectFrom('items').select(['id', 'stickers']).where('stickers', 'is not', null).execute();
  for (const row of stickered as { id: number; stickers: string }[]) {
    const names = (JSON.parse(row.stickers) as unknown[]).filter((name): name is string => typeof name === 'string');
    if (names.length > 0) await db.updateTable('items').set({ sticker_names: names.map((name) => name.toLowerCase()).join('\n') }).where('id', '=', row.id).execute();
  }
  await sql`update items set stattrak = case when ${contains('StatTrak™')} then 1 else 0 end, souvenir = case when ${contains('Souvenir ')} then 1 else 0 end`.execute(db);

  const indexes: [name: string, columns: string[], where?: string][] = [
    ['items_discount_idx', ['discount', 'id']],
    ['items_category_discount_idx', ['category', 'discount', 'id']],
    ['items_created_idx', ['created_at', 'id']],
    ['items_category_created_idx', ['category', 'created_at', 'id']],
    // Only CS2 copies have a float, and the listing asks for category 'cs2' with any float filter or order.
    ['items_float_idx', ['category', 'float_value', 'id'], 'float_value is not null'],
    // A float range walked in price order checks each float in the index, reading no row.
    ['items_float_price_idx', ['category', 'price', 'id', 'float_value'], 'float_value is not null'],
    ['items_paint_seed_idx', ['paint_seed', 'price', 'id'], 'paint_seed is not null'],
    // The sticker names ride along, so counting "with stickers" or a sticker's name reads no row.
    ['items_stattrak_price_idx', ['price', 'id', 'sticker_names'], 'stattrak = 1'],
    ['items_souvenir_price_idx', ['price', 'id', 'sticker_names'], 'souvenir = 1'],
    ['items_stickered_price_idx', ['price', 'id', 'sticker_names'], 'sticker_names is not null'],
  ];
  for (const [name, cols, where] of indexes) {
    const condition = sql.raw(`status = 'available'${where ? ` and ${where}` : ''}`);
    await sql`create index ${sql.id(name)} on items (${sql.join(cols.map((c) => sql.id(c)))}) where ${condition}`.execute(db);
  }

  // The reference price of a market name (PRICE_SOURCE), EUR cents.
  await db.schema
    .createTable('reference_prices')
    .addColumn('title', 'text', (col) => col.primaryKey())
    .addColumn('price_cents', 'integer', (col) => col.notNull().check(sql`price_cents > 0`))
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();

  // The shop's lowest listed price of a market name per UTC day, EUR cents.
  await db.schema
    .createTable('price_history')
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('price_cents', 'integer', (col) => col.notNull().check(sql`price_cents > 0`))
    .addPrimaryKeyConstraint('price_history_pk', ['title', 'day'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('price_history').execute();
  await db.schema.dropTable('reference_prices').execute();
  for (const name of [
    'items_discount_idx',
    'items_category_discount_idx',
    'items_created_idx',
    'items_category_created_idx',
    'items_float_idx',
    'items_float_price_idx',
    'items_paint_seed_idx',
    'items_stattrak_price_idx',
    'items_souvenir_price_idx',
    'items_stickered_price_idx',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  for (const name of ['discount', 'souvenir', 'stattrak', 'reference_price', 'sticker_names', 'style', 'gems', 'inspect_link', 'phase']) {
    await db.schema.alterTable('items').dropColumn(name).execute();
  }
}
