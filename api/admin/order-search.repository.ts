import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { OrderStatus } from '../orders/orders.table';

/** The orders whose trade offer has this Steam offer id. */
export async function orderIdsBySteamOfferId(db: Kysely<Database>, steamOfferId: string): Promise<number[]> {
  const offers = await db.selectFrom('trade_offers').select('order_id').where('steam_offer_id', '=', steamOfferId).execute();
  return offers.map((offer) => Number(offer.order_id));
}

/** The orders whose trade offer carries this code (upper case). */
export async function orderIdsByOfferCode(db: Kysely<Database>, code: string): Promise<number[]> {
  const offers = await db.selectFrom('trade_offers').select('order_id').where('code', '=', code).execute();
  return offers.map((offer) => Number(offer.order_id));
}

/** Customers with this SteamID64, typed or proven by Steam sign-in. */
export async function userIdsBySteamId(db: Kysely<Database>, steamId: string): Promise<number[]> {
  const users = await db.selectFrom('users').select('id').where((eb) => eb.or([eb('steam_id', '=', steamId), eb('steam_login_id', '=', steamId)])).execute();
  return users.map((user) => Number(user.id));
}

/** Customers with this e-mail in any case (`email` lower case). */
export async function userIdsByEmail(db: Kysely<Database>, email: string): Promise<number[]> {
  const users = await db.selectFrom('users').select('id').where((eb) => eb(eb.fn('lower', ['email']), '=', email)).execute();
  return users.map((user) => Number(user.id));
}

export interface OrderSearch {
  status?: OrderStatus;
  /** Orders with one of these ids or of one of these customers; both empty: no narrowing. */
  orderIds: number[];
  userIds: number[];
  /** Newest first along the customer's (user_id, created_at) index instead of by id. */
  byCustomer: boolean;
  limit: number;
}

/** Orders with their customer and line count, newest first. */
export function searchOrderRows(db: Kysely<Database>, search: OrderSearch) {
  const { orderIds, userIds } = search;
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
  if (search.status) query = query.where('o.status', '=', search.status);
  if (orderIds.length > 0 || userIds.length > 0) {
    query = query.where((eb) => eb.or([...(orderIds.length > 0 ? [eb('o.id', 'in', orderIds)] : []), ...(userIds.length > 0 ? [eb('o.user_id', 'in', userIds)] : [])]));
  }
  query = search.byCustomer ? query.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc') : query.orderBy('o.id', 'desc');
  return query.limit(search.limit).execute();
}
