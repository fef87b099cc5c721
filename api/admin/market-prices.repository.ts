import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import { botTables } from '../trade/bot-states.repository';
import { lockCatalogue } from '../db/locks.repository';

/** Market names (items, set prices, reference prices) whose lower-case name is like `pattern`, by name. */
export function marketNamesLike(db: Kysely<Database>, pattern: string, limit: number) {
  const matches = (column: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
  return db
    .selectFrom('items')
    .select('title')
    .where(matches('title'))
    .union(db.selectFrom('item_prices').select('title').where(matches('title')))
    .union(db.selectFrom('reference_prices').select('title').where(matches('title')))
    .orderBy('title')
    .limit(limit)
    .execute();
}

/** Whether the shop knows the market name at all: a copy, a set price or a reference price. */
export async function isKnownMarketName(db: Kysely<Database>, title: string): Promise<boolean> {
  const known = await db
    .selectFrom('items')
    .select('title')
    .where('title', '=', title)
    .union(db.selectFrom('item_prices').select('title').where('title', '=', title))
    .union(db.selectFrom('reference_prices').select('title').where('title', '=', title))
    .executeTakeFirst();
  return known !== undefined;
}

/** How many copies of the name are on sale, and the lowest price among them. */
export function copiesOnSale(db: Kysely<Database>, title: string) {
  return db
    .selectFrom('items')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('price').as('lowest')])
    .where('title', '=', title)
    .where('status', '=', 'available')
    .executeTakeFirstOrThrow();
}

export function findSetPrice(db: Kysely<Database>, title: string) {
  return db.selectFrom('item_prices').select('price_cents').where('title', '=', title).executeTakeFirst();
}

/** The shop's own prices of the market names that have one. */
export function findSetPrices(db: Kysely<Database>, titles: string[]) {
  return db.selectFrom('item_prices').select(['title', 'price_cents']).where('title', 'in', titles).execute();
}

export function findReferencePrice(db: Kysely<Database>, title: string) {
  return db.selectFrom('reference_prices').select('price_cents').where('title', '=', title).executeTakeFirst();
}

/** How many market names have a reference price. */
export async function referencePriceCount(db: Kysely<Database>): Promise<number> {
  return Number((await db.selectFrom('reference_prices').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
}

/**
 * The copies of a market name a new price applies to: those on sale and those a bot's pause holds off sale.
 * Two reads, not one `status = ? or id in (…)`: SQLite 3.53 answers that OR with "internal query planner error" on a seeded catalogue.
 */
export async function copiesToReprice(db: Kysely<Database>, title: string): Promise<{ id: number; price: number }[]> {
  const onSale = await db.selectFrom('items').select(['id', 'price']).where('title', '=', title).where('status', '=', 'available').execute();
  const held = await db
    .selectFrom('items')
    .select(['id', 'price'])
    .where('title', '=', title)
    .where('id', 'in', botTables(db).selectFrom('bot_paused_items').select('item_id'))
    .execute();
  return [...new Map([...onSale, ...held].map((copy) => [copy.id, { id: copy.id, price: Number(copy.price) }])).values()];
}

/** The shop's own price of a market name, set or replaced. */
export async function upsertSetPrice(db: Kysely<Database>, title: string, priceCents: number, now: number): Promise<void> {
  await db
    .insertInto('item_prices')
    .values({ title, price_cents: priceCents, updated_at: now })
    .onConflict((oc) => oc.column('title').doUpdateSet({ price_cents: priceCents, updated_at: now }))
    .execute();
}

/** Gives the copies a new price, 500 ids a statement. */
export async function repriceCopies(db: Kysely<Database>, itemIds: number[], price: number): Promise<void> {
  if (itemIds.length > 0) await lockCatalogue(db); // before the items, as a purchase takes them
  for (let start = 0; start < itemIds.length; start += 500) await db.updateTable('items').set({ price }).where('id', 'in', itemIds.slice(start, start + 500)).execute();
}

export function findItemPrice(db: Kysely<Database>, itemId: number) {
  return db.selectFrom('items').select('price').where('id', '=', itemId).executeTakeFirst();
}
