import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { writeTransaction } from '../db/transaction';
import { REVIEW_NOTE } from '../deposits/deposit-review';
import { DELIVERY_SEND_JOB } from '../deliveries/delivery-plan';
import { bumpOrderVersion } from '../deliveries/trade-offers.repository';
import { notFound } from '../http/api-error';
import { insertJob } from '../jobs/jobs.repository';
import { nowSeconds } from '../lib/secrets';
import type { Actor } from './actor';
import { conflict } from './admin-errors';
import { appendAudit } from './audit.repository';
import { findHold } from './customers.repository';
import { findOrderOwner, heldDeliveries, requeueManualDelivery } from './review-release.repository';

/** Staff release an order's deliveries held for review (a new customer's large top-up, a risky payment): they are queued to be sent. */
export async function releaseOrder(db: Kysely<Database>, actor: Actor, orderId: number) {
  return writeTransaction(db, async (tx) => {
    const order = await findOrderOwner(tx, orderId);
    if (!order) throw notFound(`Order ${orderId} not found`);
    if (await findHold(tx, order.user_id)) throw conflict(`Order ${orderId}'s customer is on hold: lift the hold first`);
    const held = await heldDeliveries(tx, orderId, REVIEW_NOTE);
    if (held.length === 0) throw conflict(`Order ${orderId} has no delivery waiting for review`);
    const now = nowSeconds();
    for (const offer of held) {
      await requeueManualDelivery(tx, offer.id, now);
      await insertJob(tx, DELIVERY_SEND_JOB, { offerId: offer.id }, Date.now());
    }
    await bumpOrderVersion(tx, orderId, now);
    await appendAudit(tx, actor, { action: 'order.release', entity: 'order', entityId: orderId, before: { state: 'manual' }, after: { state: 'queued', offers: held.map((offer) => offer.id) } }, now);
    return { order_id: orderId, released: held.length };
  });
}
