import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { OrderStatus } from '../orders/orders.table';
import { orderTimeline } from './console-timeline';
import { visibleText } from './console-text';
import { emailsOfOrder } from '../mail/sent-emails.repository';
import { tradeOffersOfOrders } from '../deliveries/trade-offers.repository';
import { orderLines } from '../orders/orders.repository';
import { findOrderForStaff, orderAuditRows, orderRefunds } from './order-record.repository';
import { orderIdsByOfferCode, orderIdsBySteamOfferId, searchOrderRows, userIdsByEmail, userIdsBySteamId } from './order-search.repository';

export const ORDER_STATUSES: readonly OrderStatus[] = ['processing', 'success', 'error'];
const PAGE = 50;
const MAX_INT = 2_147_483_647;

/** The orders `q` names: by order id, customer e-mail (any case), SteamID64, a trade offer's Steam id or its code. */
async function matchesOf(db: Kysely<Database>, q: string) {
  const orderIds: number[] = [];
  const userIds: number[] = [];
  if (/^\d{1,20}$/.test(q)) {
    if (Number(q) >= 1 && Number(q) <= MAX_INT) orderIds.push(Number(q));
    orderIds.push(...(await orderIdsBySteamOfferId(db, q)));
    userIds.push(...(await userIdsBySteamId(db, q)));
  } else if (q.includes('@')) {
    userIds.push(...(await userIdsByEmail(db, q.toLowerCase())));
  } else if (/^[a-z0-9]{4}-[a-z0-9]{4}$/i.test(q)) {
    orderIds.push(...(await orderIdsByOfferCode(db, q.toUpperCase())));
  }
  return { orderIds, userIds };
}

/** Orders newest first (at most 50), optionally of one status and matching `q`. */
export async function searchOrders(db: Kysely<Database>, q: string | undefined, status: OrderStatus | undefined) {
  const text = (q ?? '').trim();
  let matches = { orderIds: [] as number[], userIds: [] as number[] };
  if (text !== '') {
    matches = await matchesOf(db, text);
    if (matches.orderIds.length === 0 && matches.userIds.length === 0) return [];
  }
  // Newest first: a customer's orders along their (user_id, created_at) index, the others by id (ids grow with time).
  const byCustomer = text !== '' && matches.orderIds.length === 0;
  const rows = await searchOrderRows(db, { status, ...matches, byCustomer, limit: PAGE });
  return rows.map((row) => ({
    id: Number(row.id),
    status: row.status,
    total_cents: Number(row.total_cents),
    created_at: Number(row.created_at),
    user_id: Number(row.user_id),
    email: visibleText(row.email),
    steam_id: visibleText(row.steam_login_id ?? row.steam_id),
    items: Number(row.items ?? 0),
  }));
}

/** One order for staff: its customer, lines, trade offers and timeline; undefined when there is none. */
export async function orderRecord(db: Kysely<Database>, id: number) {
  const order = await findOrderForStaff(db, id);
  if (!order) return undefined;
  const [lines, offers, refunds, emails, audit] = [
    await orderLines(db, id),
    await tradeOffersOfOrders(db, [id]),
    await orderRefunds(db, Number(order.user_id), id),
    await emailsOfOrder(db, id),
    await orderAuditRows(db, id),
  ];
  const tradeOffers = offers.map((offer) => ({
    id: Number(offer.id),
    steam_offer_id: offer.steam_offer_id,
    bot_name: offer.bot_name,
    state: offer.state,
    code: offer.code,
    trade_id: offer.steam_trade_id,
    protection_ends_at: offer.protected_until === null ? null : Number(offer.protected_until),
    hold_ends_at: offer.hold_until === null ? null : Number(offer.hold_until),
    sent_at: offer.sent_at === null ? null : Number(offer.sent_at),
    refunded_cents: Number(offer.refunded_cents),
    error: offer.last_error,
    created_at: Number(offer.created_at),
    updated_at: Number(offer.updated_at),
  }));
  return {
    order: {
      id: Number(order.id),
      status: order.status,
      total_cents: Number(order.total_cents),
      created_at: Number(order.created_at),
      customer: { id: Number(order.user_id), email: visibleText(order.email), steam_id: visibleText(order.steam_login_id ?? order.steam_id), frozen: order.frozen_at !== null },
    },
    items: lines.map((line) => ({ id: Number(line.item_id), market_name: line.title, price_cents: Number(line.price_cents) })),
    trade_offers: tradeOffers,
    timeline: orderTimeline({
      order: { id: Number(order.id), user_id: Number(order.user_id), total_cents: Number(order.total_cents), created_at: Number(order.created_at), items: lines.length },
      offers: tradeOffers,
      refunds: refunds.map((row) => ({ at: Number(row.created_at), amount_cents: Number(row.amount) })),
      emails,
      audit: audit.map((row) => ({ id: Number(row.id), at: Number(row.at), actor: row.actor, action: row.action, reason: row.reason })),
    }),
  };
}
