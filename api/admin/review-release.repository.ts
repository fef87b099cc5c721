import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { Tx } from '../db/transaction';

export function findOrderOwner(db: Kysely<Database>, orderId: number) {
  return db.selectFrom('orders').select(['id', 'user_id']).where('id', '=', orderId).executeTakeFirst();
}

/** The order's deliveries handed to a person with `note` as their error (held for review). */
export function heldDeliveries(db: Kysely<Database>, orderId: number, note: string) {
  return db.selectFrom('trade_offers').select('id').where('order_id', '=', orderId).where('state', '=', 'manual').where('last_error', '=', note).orderBy('id').execute();
}

/** A delivery held by a person goes back to the queue (only while it is still manual). */
export async function requeueManualDelivery(tx: Tx, offerId: number, now: number): Promise<void> {
  await tx.updateTable('trade_offers').set({ state: 'queued', last_error: null, updated_at: now }).where('id', '=', offerId).where('state', '=', 'manual').execute();
}
