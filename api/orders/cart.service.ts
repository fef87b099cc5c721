import { addCartItem, clearCart, copyFacts, listCart, removeCartItem, type CartRow } from './cart.repository';
import { findItemWithStatus } from '../catalogue/items.repository';
import { ApiError, notFound } from '../http/api-error';
import { toWireAmount } from '../lib/money';
import { nowSeconds } from '../lib/secrets';
import type { UserRow } from '../accounts/users.repository';
import type { ServiceContext } from '../lib/service-context';
import type { Currency } from '../reference-data/currencies.service';
import { imagePathFor, ITEM_NOT_FOUND } from '../catalogue/items.service';

export const ITEM_ADDED_MESSAGE = 'Item added to cart';
export const ALREADY_IN_CART_MESSAGE = 'Item already in cart';
export const ITEM_REMOVED_MESSAGE = 'Item removed from cart';
export const NOT_IN_CART_MESSAGE = 'Item not in cart';
export const CART_CLEARED_MESSAGE = 'Cart cleared successfully';
export const ITEM_UNAVAILABLE_MESSAGE = 'This item is no longer available';

export const ITEM_TRADE_LOCKED_MESSAGE = 'This item is trade-locked on Steam for now';

export const itemUnavailable = (title?: string) =>
  new ApiError('ITEM_UNAVAILABLE', title ? `${ITEM_UNAVAILABLE_MESSAGE}: ${title}` : ITEM_UNAVAILABLE_MESSAGE);

/** On sale and not held by Steam's trade lock (issue 25: a locked asset is listed, not sold). */
export const forSale = (item: { status: string; tradable_after: number | null }, now = nowSeconds()) =>
  item.status === 'available' && (item.tradable_after === null || Number(item.tradable_after) <= now);

function toCartEntry(row: CartRow, currency: Currency) {
  return {
    item_id: row.item_id,
    count: row.count,
    item: {
      id: row.item_id,
      item_id: row.external_id,
      title: row.title,
      type: row.type,
      img_url: imagePathFor(row.item_id),
      price: toWireAmount(row.price, currency.value),
      old_price: toWireAmount(row.old_price, currency.value),
      category: row.category,
      available: forSale(row),
      ...copyFacts(row),
    },
  };
}

/** The signed-in user's cart: one entry per item (count 1), items sold meanwhile shown as unavailable. */
export function createCartService({ db, currencies }: ServiceContext) {
  return {
    async contents(user: UserRow, currencyCode: string | undefined) {
      const currency = await currencies.resolve(currencyCode);
      const rows = await listCart(db, user.id);
      const totalCents = rows.reduce((sum, row) => (forSale(row) ? sum + row.price * row.count : sum), 0);
      return { items: rows.map((row) => toCartEntry(row, currency)), total: toWireAmount(totalCents, currency.value), count: rows.length };
    },

    async add(user: UserRow, itemId: number): Promise<void> {
      const item = await findItemWithStatus(db, itemId);
      if (!item) throw notFound(ITEM_NOT_FOUND);
      if (item.status !== 'available') throw itemUnavailable();
      if (!forSale(item)) throw new ApiError('ITEM_UNAVAILABLE', ITEM_TRADE_LOCKED_MESSAGE);
      if (!(await addCartItem(db, user.id, itemId, nowSeconds()))) throw new ApiError('ALREADY_IN_CART', ALREADY_IN_CART_MESSAGE);
    },

    async remove(user: UserRow, itemId: number): Promise<void> {
      if (!(await removeCartItem(db, user.id, itemId))) throw notFound(NOT_IN_CART_MESSAGE);
    },

    clear: (user: UserRow) => clearCart(db, user.id),
  };
}

export type CartService = ReturnType<typeof createCartService>;
