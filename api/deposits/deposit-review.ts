import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import { rateLimited } from '../http/rate-limited';
import { nowSeconds } from '../lib/secrets';
import type { Tx } from '../db/transaction';
import { bumpOrderVersion } from '../deliveries/trade-offers.repository';
import { DEPOSIT_PAID } from './deposits.table';

/** What a held delivery says, to the customer's order page and the console's Today queue. */
export const REVIEW_NOTE = 'being checked, usually within an hour';
const RISKY_LEVELS = ['elevated', 'highest'];

export interface ReviewRules {
  /** EUR cents a customer may top up within `newCustomerHours` of signing up before their deliveries wait for staff. */
  newCustomerCents: number;
  newCustomerHours: number;
  /** Checkouts one customer may start per hour (DEPOSITS_PER_HOUR); more answer 429. */
  depositsPerHour: number;
}

export const DEPOSIT_VELOCITY_MESSAGE = 'Too many top-ups. Please try again later.';

/** A customer's checkouts in the last hour, whatever became of them: at the limit, a 429 until the oldest is an hour old. */
export async function checkVelocity(db: Kysely<Database>, userId: number, perHour: number): Promise<void> {
  const since = nowSeconds() - 3600;
  const recent = await db.selectFrom('deposits').select('created_at').where('user_id', '=', userId).where('created_at', '>', since).orderBy('created_at').limit(perHour).execute();
  if (recent.length < perHour) return;
  throw rateLimited((Number(recent[0]!.created_at) - since) * 1000, DEPOSIT_VELOCITY_MESSAGE);
}

/**
 * Whether a purchase's deliveries wait for staff (issue 41): the customer signed up less than
 * NEW_CUSTOMER_REVIEW_HOURS ago and has topped up more than NEW_CUSTOMER_DEPOSIT_REVIEW_EUR since,
 * or a paid deposit of theirs not wholly refunded was marked elevated risk by the provider.
 */
export async function needsReview(tx: Tx, userId: number, rules: ReviewRules, now: number): Promise<boolean> {
  const user = await tx.selectFrom('users').select('created_at').where('id', '=', userId).executeTakeFirstOrThrow();
  const windowEnd = Number(user.created_at) + rules.newCustomerHours * 3600;
  if (now < windowEnd) {
    const paid = await tx
      .selectFrom('deposits')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('eur_cents'), eb.lit(0)).as('total'))
      .where('user_id', '=', userId)
      .where('status', '=', DEPOSIT_PAID)
      .where('created_at', '<', windowEnd)
      .executeTakeFirstOrThrow();
    if (Number(paid.total) > rules.newCustomerCents) return true;
  }
  const risky = await tx
    .selectFrom('deposits')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', DEPOSIT_PAID)
    .where('risk_level', 'in', RISKY_LEVELS)
    .where(sql<boolean>`refunded_minor < amount_minor`)
    .executeTakeFirst();
  return risky !== undefined;
}

/** The order's queued offers wait for staff: `manual` (the Today queue), with the note; the send job already queued finds nothing to send. */
export async function holdForReview(tx: Tx, orderId: number, now: number): Promise<number> {
  const result = await tx.updateTable('trade_offers').set({ state: 'manual', last_error: REVIEW_NOTE, updated_at: now }).where('order_id', '=', orderId).where('state', '=', 'queued').executeTakeFirst();
  const held = Number(result.numUpdatedRows);
  if (held > 0) await bumpOrderVersion(tx, orderId, now);
  return held;
}
