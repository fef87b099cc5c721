import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { TradeOfferState, TradeOffersTable } from './trade-offers.table';
import { announceChange } from '../changes/account-changes.repository';

/** States after which nothing about an offer changes any more (a CS2 `accepted` still can, until its protection ends). */
export const ENDED_STATES: readonly TradeOfferState[] = ['declined', 'expired', 'cancelled', 'failed', 'reversed'];
/** States that leave the order refunded (for the offer's lines). */
export const REFUNDED_STATES = ENDED_STATES;

export async function insertTradeOffer(
  tx: Kysely<Database>,
  offer: Pick<TradeOffersTable, 'order_id' | 'bot_name' | 'code' | 'partner_steam_id' | 'trade_link' | 'state' | 'created_at'>,
  items: { item_id: number; asset_id: string }[],
): Promise<number> {
  const row = await tx
    .insertInto('trade_offers')
    .values({ ...offer, steam_offer_id: null, steam_trade_id: null, hold_until: null, protected_until: null, sent_at: null, last_error: null, updated_at: offer.created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (items.length > 0) await tx.insertInto('trade_offer_items').values(items.map((item) => ({ offer_id: row.id, ...item }))).execute();
  return Number(row.id);
}

export function findTradeOffer(db: Kysely<Database>, id: number) {
  return db.selectFrom('trade_offers').selectAll().where('id', '=', id).executeTakeFirst();
}

export function tradeOffersOfOrders(db: Kysely<Database>, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('trade_offers').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute();
}

export function tradeOfferItems(db: Kysely<Database>, offerIds: number[]) {
  if (offerIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('trade_offer_items').selectAll().where('offer_id', 'in', offerIds).orderBy('item_id').execute();
}

/** The offer's lines with what was charged for each (the refund of a failed offer). */
export function tradeOfferLines(db: Kysely<Database>, offerId: number) {
  return db
    .selectFrom('trade_offer_items as t')
    .innerJoin('trade_offers as o', 'o.id', 't.offer_id')
    .innerJoin('order_lines as l', (join) => join.onRef('l.order_id', '=', 'o.order_id').onRef('l.item_id', '=', 't.item_id'))
    .select(['t.item_id', 'l.price_cents', 'l.category', 'l.title'])
    .where('t.offer_id', '=', offerId)
    .execute();
}

/** Changes an offer only while it is in one of `from`; false when another worker or command got there first. */
export async function updateTradeOffer(
  tx: Kysely<Database>,
  id: number,
  from: readonly TradeOfferState[],
  change: Partial<Omit<TradeOffersTable, 'id' | 'order_id' | 'refunded_cents'>> & { refunded_cents?: number; updated_at: number },
): Promise<boolean> {
  const result = await tx.updateTable('trade_offers').set(change).where('id', '=', id).where('state', 'in', [...from]).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** One more change the order's page has to show. */
export async function bumpOrderVersion(tx: Kysely<Database>, orderId: number, now: number): Promise<void> {
  const order = await tx
    .updateTable('orders')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', orderId)
    .returning('user_id')
    .executeTakeFirst();
  if (order) await announceChange(tx, 'ORDER', order.user_id, orderId);
}

/** Offers a person has to look at: paused, manual, failed to send, or open well past their expiry. */
export function offersNeedingAPerson(db: Kysely<Database>, openBefore: number) {
  return db
    .selectFrom('trade_offers as t')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['t.id', 't.order_id', 't.bot_name', 't.code', 't.state', 't.steam_offer_id', 't.last_error', 't.updated_at', 'u.email'])
    .where((eb) =>
      eb.or([
        eb('t.state', 'in', ['paused', 'manual']),
        eb.and([eb('t.state', 'in', ['queued', 'sent']), eb('t.updated_at', '<', openBefore)]),
        eb('t.last_error', 'is not', null),
      ]),
    )
    .where('t.state', 'not in', [...ENDED_STATES, 'accepted'])
    .orderBy('t.updated_at')
    .limit(500)
    .execute();
}
