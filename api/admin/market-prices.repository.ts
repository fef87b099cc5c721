import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';

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

export function findReferencePrice(db: Kysely<Database>, title: string) {
  return db.selectFrom('reference_prices').select('price_cents').where('title', '=', title).executeTakeFirst();
}

/** How many market names have a reference price. */
export async function referencePriceCount(db: Kysely<Database>): Promise<number> {
  return Number((await db.selectFrom('reference_prices').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
}
