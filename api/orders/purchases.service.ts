import { addLedgerEntry } from '../accounts/balance.repository';
import { findHold } from '../admin/customers.repository';
import { frozenMessage } from '../admin/frozen-accounts';
import { holdForReview, needsReview } from '../deposits/deposit-review';
import { clearCart, copyFacts, copyFactsOfItems, listCart } from './cart.repository';
import { findOrder, insertOrder, insertOrderLines, orderLines, markItemsSold, purchaseHistory, type HistoryFilter } from './orders.repository';
import { lockCatalogue, lockUser } from '../db/locks.repository';
import type { OrderStatus } from './orders.table';
import { findUserById, type UserRow } from '../accounts/users.repository';
import { ApiError, notFound } from '../http/api-error';
import { displayRangeToEurCents, formatMinor, toDisplayMinor, toWireAmount } from '../lib/money';
import { nowSeconds } from '../lib/secrets';
import { queueEmail } from '../mail/email.job';
import { transact, type ServiceContext } from '../lib/service-context';
import { forSale, itemUnavailable } from './cart.service';
import { tradePartnerOf } from '../accounts/trade-partner';
import { planDelivery, resumePaused } from '../deliveries/delivery-plan';
import { deliveriesOf } from '../deliveries/delivery-view';
import { bumpOrderVersion } from '../deliveries/trade-offers.repository';
import type { Currency } from '../reference-data/currencies.service';
import { imagePathFor } from '../catalogue/items.service';
import type { SettingsService } from '../reference-data/settings.service';
import { readHistoryQuery } from '../lib/history-query';
import type { PurchaseHistoryEntry, PurchaseHistoryRequest } from '../../contract/purchases.contract';

export const PURCHASED_MESSAGE = 'Purchased successfully';
export const CART_EMPTY_MESSAGE = 'Your cart is empty';
export const NOT_ENOUGH_FUNDS_MESSAGE = 'Not enough funds';
export const LEDGER_PURCHASE = 'purchase';
export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';
export const NOT_PAUSED_MESSAGE = 'This delivery is not paused';
export const RESUMED_MESSAGE = 'We will send the offer again';

const STATUS_NAMES: Record<OrderStatus, 'Success' | 'Processing' | 'Error'> = { success: 'Success', processing: 'Processing', error: 'Error' };
/** The history's status filter: a name (any case) → the order status it picks. */
const STATUS_FILTERS: Record<string, OrderStatus> = { success: 'success', processing: 'processing', error: 'error' };

const formatted = (cents: number, currency: Currency) => formatMinor(toDisplayMinor(cents, currency.value), currency.code);

export function createPurchasesService(context: ServiceContext, settings: SettingsService, offerExpiryMinutes: number | null = null) {
  const { db, currencies } = context;

  /**
   * Buys the whole cart in one write transaction: checks the profile and every item, debits the
   * balance (one ledger row, never below zero), sells each item at most once, writes the order and
   * its lines with the prices charged, empties the cart and queues the receipt — or does none of it.
   */
  async function purchase(user: UserRow, currencyCode: string | undefined) {
    const currency = await currencies.resolve(currencyCode);
    const supportEmail = (await settings.get()).support_email;
    const { orderId, totalCents } = await transact(context, async (tx) => {
      await lockUser(tx, user.id);
      const fresh = await findUserById(tx, user.id);
      if (!fresh) throw new ApiError('UNAUTHENTICATED', 'User not authenticated');
      // Under the user's lock: a hold (a card dispute) written since the route's check stops the purchase, and a balance below zero buys nothing, not even a free cart.
      if (await findHold(tx, user.id)) throw new ApiError('ACCOUNT_FROZEN', frozenMessage(supportEmail));
      if (Number(fresh.balance) < 0) throw new ApiError('INSUFFICIENT_FUNDS', NOT_ENOUGH_FUNDS_MESSAGE);
      const { steamId, tradeLink } = tradePartnerOf(fresh);
      const cart = await listCart(tx, user.id);
      if (cart.length === 0) throw new ApiError('CART_EMPTY', CART_EMPTY_MESSAGE);
      const gone = cart.find((row) => !forSale(row));
      if (gone) throw itemUnavailable(gone.title);
      const total = cart.reduce((sum, row) => sum + row.price * row.count, 0);
      const now = nowSeconds();
      const id = await insertOrder(tx, { userId: user.id, totalCents: total, currency: currency.code, rate: currency.value, tradeLink, now });
      if (total > 0 && !(await addLedgerEntry(tx, { userId: user.id, amount: -total, kind: LEDGER_PURCHASE, reference: String(id), now }))) {
        throw new ApiError('INSUFFICIENT_FUNDS', NOT_ENOUGH_FUNDS_MESSAGE);
      }
      await lockCatalogue(tx);
      const itemIds = cart.map((row) => row.item_id).sort((a, b) => a - b);
      if ((await markItemsSold(tx, itemIds)) !== itemIds.length) throw itemUnavailable();
      await insertOrderLines(
        tx,
        cart.map((row) => ({ order_id: id, item_id: row.item_id, title: row.title, img_url: imagePathFor(row.item_id), category: row.category, price_cents: row.price * row.count })),
      );
      await planDelivery(tx, { id, partnerSteamId: steamId, tradeLink, now }, cart.map((row) => ({ id: row.item_id, bot_name: row.bot_name, asset_id: row.asset_id })));
      if (await needsReview(tx, user.id, context.config.review, now)) await holdForReview(tx, id, now);
      await clearCart(tx, user.id);
      if (fresh.email) {
        await queueEmail(tx, {
          to: fresh.email,
          template: 'order-receipt',
          langId: fresh.lang_id,
          params: {
            orderId: id,
            items: cart.map((row) => ({ title: row.title, price: formatted(row.price * row.count, currency) })),
            total: formatted(total, currency),
            tradeLink,
            supportEmail,
          },
        });
      }
      return { orderId: id, totalCents: total };
    });
    return { order_id: orderId, total: toWireAmount(totalCents, currency.value) };
  }

  /** The user's purchases, one row per order line, newest first; amounts in major units of `currency`. */
  async function history(user: UserRow, query: PurchaseHistoryRequest): Promise<PurchaseHistoryEntry[]> {
    const currency = await currencies.resolve(query.currency);
    const { minMinor, maxMinor, status, dateFrom, dateTo } = readHistoryQuery(query, STATUS_FILTERS);
    const { fromCents, tillCents } = displayRangeToEurCents(minMinor, maxMinor, currency.value);
    const filter: HistoryFilter = { status, fromCents, tillCents, dateFrom, dateTo };
    const rows = await purchaseHistory(db, user.id, filter);
    const deliveries = await deliveriesOf(db, [...new Set(rows.map((row) => Number(row.id)))]);
    return rows.map((row) => ({
      id: Number(row.id),
      item_id: row.item_id,
      created_at: Number(row.created_at),
      img_url: row.img_url,
      title: row.title,
      category: row.category,
      status: STATUS_NAMES[row.status],
      sum: toWireAmount(Number(row.price_cents), currency.value),
      currency: { code: currency.code, symbol: currency.symbol },
      delivery: deliveries.get(Number(row.id))?.find((delivery) => delivery.item_ids.includes(row.item_id)) ?? null,
    }));
  }

  /** One of the user's orders with its items (issue 23: the order page); amounts in major units of `currency`. Anyone else's is a 404. */
  async function order(user: UserRow, orderId: number, currencyCode: string | undefined) {
    const currency = await currencies.resolve(currencyCode);
    const found = await findOrder(db, orderId);
    if (!found || found.user_id !== user.id) throw notFound(ORDER_NOT_FOUND_MESSAGE);
    const lines = await orderLines(db, orderId);
    const deliveries = await deliveriesOf(db, [orderId], offerExpiryMinutes);
    const facts = new Map((await copyFactsOfItems(db, lines.map((line) => line.item_id))).map((row) => [Number(row.id), copyFacts(row)]));
    const noFacts = { float_value: null, paint_seed: null, stickers: [], tradable_after: null };
    return {
      id: Number(found.id),
      version: Number(found.version),
      created_at: Number(found.created_at),
      status: STATUS_NAMES[found.status],
      total: toWireAmount(Number(found.total_cents), currency.value),
      currency: { code: currency.code, symbol: currency.symbol },
      trade_link: found.trade_link,
      items: lines.map((line) => ({
        item_id: line.item_id,
        title: line.title,
        img_url: line.img_url,
        category: line.category,
        price: toWireAmount(Number(line.price_cents), currency.value),
        ...(facts.get(line.item_id) ?? noFacts),
      })),
      deliveries: deliveries.get(orderId) ?? [],
    };
  }

  /** The buyer revoked their Web API key: the order's paused offers go out again under new codes. */
  async function resume(user: UserRow, orderId: number, currencyCode: string | undefined) {
    await transact(context, async (tx) => {
      const found = await findOrder(tx, orderId);
      if (!found || found.user_id !== user.id) throw notFound(ORDER_NOT_FOUND_MESSAGE);
      const now = nowSeconds();
      if ((await resumePaused(tx, orderId, now)) === 0) throw new ApiError('NOT_PAUSED', NOT_PAUSED_MESSAGE);
      await bumpOrderVersion(tx, orderId, now);
    });
    return order(user, orderId, currencyCode);
  }

  return { purchase, history, order, resume };
}

export type PurchasesService = ReturnType<typeof createPurchasesService>;
