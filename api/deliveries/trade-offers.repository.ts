import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { TradeOfferState, TradeOffersTable } from './trade-offers.table';
import { announceChange } from '../changes/account-changes.repository';

/** States after which nothing about an offer changes any more (a CS2 `accepted` still can, until its protection ends). */
export const ENDED_STATES: readonly TradeOfferState[] = ['declined', 'expired', 'cancelled', 'failed', 'reversed'];

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

// An order's rows as its deliveries read and change them (api/deliveries imports nothing of api/orders).

/** Whose the order is (it must exist). */
export function orderOwner(db: Kysely<Database>, orderId: number) {
  return db.selectFrom('orders').select(['user_id']).where('id', '=', orderId).executeTakeFirstOrThrow();
}

/** Sets the status its deliveries give the order (the caller bumps its version). */
export async function setOrderDeliveryStatus(tx: Kysely<Database>, orderId: number, status: Database['orders']['status']): Promise<void> {
  await tx.updateTable('orders').set({ status }).where('id', '=', orderId).execute();
}

/** What an e-mail about the order needs: the customer's address and language, the order's currency and rate. */
export function orderMailFacts(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['u.email', 'u.lang_id', 'o.currency', 'o.currency_rate'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
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

/** The order's `manual` offers count as accepted: a person traded their items to the buyer. */
export async function acceptManualOffersOfOrder(tx: Kysely<Database>, orderId: number, now: number): Promise<void> {
  await tx.updateTable('trade_offers').set({ state: 'accepted', updated_at: now }).where('order_id', '=', orderId).where('state', '=', 'manual').execute();
}

/** Cancels an offer whatever its state, recording what of the order's refund was its lines'. */
export async function cancelTradeOffer(tx: Kysely<Database>, id: number, refundedCents: number, lastError: string, now: number): Promise<void> {
  await tx.updateTable('trade_offers').set({ state: 'cancelled', refunded_cents: refundedCents, last_error: lastError, updated_at: now }).where('id', '=', id).execute();
}

/** Sets the order's queued trade offers to `manual` with `note` (they wait for staff); how many it held. */
export async function holdQueuedOffersOfOrder(tx: Kysely<Database>, orderId: number, note: string, now: number): Promise<number> {
  const result = await tx.updateTable('trade_offers').set({ state: 'manual', last_error: note, updated_at: now }).where('order_id', '=', orderId).where('state', '=', 'queued').executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The customer's trade offers (of all their orders) in one of `states`, oldest first. */
export function offersOfCustomerIn(tx: Kysely<Database>, userId: number, states: TradeOfferState[]) {
  return tx
    .selectFrom('trade_offers as t')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .selectAll('t')
    .where('o.user_id', '=', userId)
    .where('t.state', 'in', states)
    .orderBy('t.id')
    .execute();
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

/** The order's paused offers, to be sent again. */
export function pausedTradeOfferIds(tx: Kysely<Database>, orderId: number) {
  return tx.selectFrom('trade_offers').select('id').where('order_id', '=', orderId).where('state', '=', 'paused').execute();
}

/** Queues an offer to be sent again under a new code, forgetting its last Steam offer and error. */
export async function requeueTradeOffer(tx: Kysely<Database>, id: number, code: string, now: number): Promise<void> {
  await tx.updateTable('trade_offers').set({ state: 'queued', code, steam_offer_id: null, last_error: null, updated_at: now }).where('id', '=', id).execute();
}

/** How many of the bot's offers (to one partner when `partnerSteamId` is given) wait on Steam in `sent`. */
export async function countSentTradeOffers(db: Kysely<Database>, botName: string, partnerSteamId?: string): Promise<number> {
  let query = db
    .selectFrom('trade_offers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('bot_name', '=', botName)
    .where('state', '=', 'sent');
  if (partnerSteamId !== undefined) query = query.where('partner_steam_id', '=', partnerSteamId);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Each bot's offers in `sent` (a bot with none is left out). */
export function sentTradeOffersByBot(db: Kysely<Database>, botNames: readonly string[]) {
  return db
    .selectFrom('trade_offers')
    .select(['bot_name', (eb) => eb.fn.countAll<number>().as('n')])
    .where('bot_name', 'in', [...botNames])
    .where('state', '=', 'sent')
    .groupBy('bot_name')
    .execute();
}

/** Takes the items out of the offer (their lines were refunded). */
export async function removeTradeOfferItems(tx: Kysely<Database>, offerId: number, itemIds: number[]): Promise<void> {
  await tx.deleteFrom('trade_offer_items').where('offer_id', '=', offerId).where('item_id', 'in', itemIds).execute();
}

/** The offer's assets with each item's game (what a bot sends). */
export function tradeOfferAssets(db: Kysely<Database>, offerId: number) {
  return db
    .selectFrom('trade_offer_items as t')
    .innerJoin('items as i', 'i.id', 't.item_id')
    .select(['t.item_id', 't.asset_id', 'i.category'])
    .where('t.offer_id', '=', offerId)
    .execute();
}
