import type { Tx } from '../db/transaction';
import type { TradeOfferState } from '../deliveries/trade-offers.table';

// What a review hold or a customer's hold reads and writes in tables api/deliveries and api/offers own
// (trade_offers, payouts); these queries live here until those repositories take them.

/** Sets the order's queued trade offers to `manual` with `note` (they wait for staff); how many it held. */
export async function holdQueuedOffersOfOrder(tx: Tx, orderId: number, note: string, now: number): Promise<number> {
  const result = await tx.updateTable('trade_offers').set({ state: 'manual', last_error: note, updated_at: now }).where('order_id', '=', orderId).where('state', '=', 'queued').executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The customer's trade offers (of all their orders) in one of `states`, oldest first. */
export function offersOfCustomerIn(tx: Tx, userId: number, states: TradeOfferState[]) {
  return tx
    .selectFrom('trade_offers as t')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .selectAll('t')
    .where('o.user_id', '=', userId)
    .where('t.state', 'in', states)
    .orderBy('t.id')
    .execute();
}

/** How many of the customer's payouts are not paid yet (awaiting a card, or pending). */
export async function countUnpaidPayouts(tx: Tx, userId: number): Promise<number> {
  const held = await tx.selectFrom('payouts').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('status', 'in', ['awaiting_card', 'pending']).executeTakeFirstOrThrow();
  return Number(held.n);
}
