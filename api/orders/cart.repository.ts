import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

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
    .select(['c.item_id', 'c.count', 'i.item_id as external_id', 'i.title', 'i.type', 'i.category', 'i.price', 'i.old_price', 'i.status', 'i.tradable_after', 'i.bot_name', 'i.asset_id'])
    .where('c.user_id', '=', userId)
    .orderBy('c.added_at')
    .orderBy('c.item_id')
    .execute();
}

export type CartRow = Awaited<ReturnType<typeof listCart>>[number];
