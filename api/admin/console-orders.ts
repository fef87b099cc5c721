import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { OrderStatus } from '../orders/orders.table';
import { orderTimeline } from './console-timeline';
import { visibleText } from './console-text';
import { emailsOfOrder } from '../mail/sent-emails.repository';

export const ORDER_STATUSES: readonly OrderStatus[] = ['processing', 'success', 'error'];
const PAGE = 50;
const MAX_INT = 2_147_483_647;

/** The orders `q` names: by order id, customer e-mail (any case), SteamID64, a trade offer's Steam id or its code. */
async function matchesOf(db: Kysely<Database>, q: string) {
  const orderIds: number[] = [];
  const userIds: number[] = [];
  if (/^\d{1,20}$/.test(q)) {
    if (Number(q) >= 1 && Number(q) <= MAX_INT) orderIds.push(Number(q));
    const offers = await db.selectFrom('trade_offers').select('order_id').where('steam_offer_id', '=', q).execute();
    orderIds.push(...offers.map((offer) => Number(offer.order_id)));
    const users = await db.selectFrom('users').select('id').where((eb) => eb.or([eb('steam_id', '=', q), eb('steam_login_id', '=', q)])).execute();
    userIds.push(...users.map((user) => Number(user.id)));
  } else if (q.includes('@')) {
    const users = await db.selectFrom('users').select('id').where((eb) => eb(eb.fn('lower', ['email']), '=', q.toLowerCase())).execute();
    userIds.push(...users.map((user) => Number(user.id)));
  } else if (/^[a-z0-9]{4}-[a-z0-9]{4}$/i.test(q)) {
    const offers = await db.selectFrom('trade_offers').select('order_id').where('code', '=', q.toUpperCase()).execute();
    orderIds.push(...offers.map((offer) => Number(offer.order_id)));
  }
  return { orderIds, userIds };
}

/** Orders newest first (at most 50), optionally of one status and matching `q`. */
export async function searchOrders(db: Kysely<Database>, q: string | undefined, status: OrderStatus | undefined) {
  let query = db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select((eb) => [
      'o.id',
      'o.status',
      'o.total_cents',
      'o.created_at',
      'o.user_id',
      'u.email',
      'u.steam_id',
      'u.steam_login_id',
      eb.selectFrom('order_lines as l').select(eb.fn.countAll<number>().as('n')).whereRef('l.order_id', '=', 'o.id').as('items'),
    ]);
  if (status) query = query.where('o.status', '=', status);
  const text = (q ?? '').trim();
  let byCustomer = false;
  if (text !== '') {
    const { orderIds, userIds } = await matchesOf(db, text);
    if (orderIds.length === 0 && userIds.length === 0) return [];
    byCustomer = orderIds.length === 0;
    query = query.where((eb) => eb.or([...(orderIds.length > 0 ? [eb('o.id', 'in', orderIds)] : []), ...(userIds.length > 0 ? [eb('o.user_id', 'in', userIds)] : [])]));
  }
  // Newest first: a customer's orders along their (user_id, created_at) index, the others by id (ids grow with time).
  query = byCustomer ? query.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc') : query.orderBy('o.id', 'desc');
  const rows = await query.limit(PAGE).execute();
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
  const order = await db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .leftJoin('customer_holds as h', 'h.user_id', 'o.user_id')
    .select(['o.id', 'o.status', 'o.total_cents', 'o.created_at', 'o.user_id', 'u.email', 'u.steam_id', 'u.steam_login_id', 'h.frozen_at'])
    .where('o.id', '=', id)
    .executeTakeFirst();
  if (!order) return undefined;
  const [lines, offers, refunds, emails, audit] = [
    await db.selectFrom('order_lines').select(['item_id', 'title', 'price_cents']).where('order_id', '=', id).orderBy('id').execute(),
    await db.selectFrom('trade_offers').selectAll().where('order_id', '=', id).orderBy('id').execute(),
    await db
      .selectFrom('balance_ledger')
      .select(['id', 'amount', 'created_at'])
      .where('user_id', '=', order.user_id)
      .where('kind', '=', 'refund')
      .where('reference', '=', String(id))
      .orderBy('id')
      .execute(),
    await emailsOfOrder(db, id),
    await db.selectFrom('audit_log').select(['id', 'at', 'actor', 'action', 'reason']).where('entity', '=', 'order').where('entity_id', '=', String(id)).orderBy('id').execute(),
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
