import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { parseStickers } from '../catalogue/item-stickers';

/** Adds an item to a user's cart; false when it is already there. */
export async function addCartItem(db: Kysely<Database>, userId: number, itemId: number, now: number): Promise<boolean> {
  const result = await db
    .insertInto('cart_items')
    .values({ user_id: userId, item_id: itemId, count: 1, added_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'item_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export async function removeCartItem(db: Kysely<Database>, userId: number, itemId: number): Promise<boolean> {
  const result = await db.deleteFrom('cart_items').where('user_id', '=', userId).where('item_id', '=', itemId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function clearCart(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('cart_items').where('user_id', '=', userId).execute();
}

/** The cart's entries with their items (oldest first), including items sold meanwhile. */
export function listCart(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('cart_items as c')
    .innerJoin('items as i', 'i.id', 'c.item_id')
    .select(['c.item_id', 'c.count', 'i.item_id as external_id', 'i.title', 'i.type', 'i.category', 'i.price', 'i.old_price', 'i.status', 'i.tradable_after', 'i.bot_name', 'i.asset_id', 'i.float_value', 'i.paint_seed', 'i.stickers'])
    .where('c.user_id', '=', userId)
    .orderBy('c.added_at')
    .orderBy('c.item_id')
    .execute();
}

export type CartRow = Awaited<ReturnType<typeof listCart>>[number];

/** Issue 45: the copy facts (float, pattern, stickers, trade lock) of these items, sold ones included. */
export function copyFactsOfItems(db: Kysely<Database>, itemIds: number[]) {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('items').select(['id', 'float_value', 'paint_seed', 'stickers', 'tradable_after']).where('id', 'in', itemIds).execute();
}

/** An item row's copy facts as the REST contract answers them. */
export function copyFacts(row: { float_value: number | null; paint_seed: number | null; stickers: string | null; tradable_after: number | null }) {
  return {
    float_value: row.float_value === null ? null : Number(row.float_value),
    paint_seed: row.paint_seed === null ? null : Number(row.paint_seed),
    stickers: parseStickers(row.stickers),
    tradable_after: row.tradable_after === null ? null : Number(row.tradable_after),
  };
}
