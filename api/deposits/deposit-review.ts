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
  /** Distinct cards (by fingerprint) one customer may pay with in a day; CARDS_PER_DAY when unset. */
  cardsPerDay?: number;
}

export const DEPOSIT_VELOCITY_MESSAGE = 'Too many top-ups. Please try again later.';
export const CARD_VELOCITY_MESSAGE = 'Too many different cards. Please try again later.';
/** Distinct cards one customer may pay with within a day: stolen card numbers tried one after another look like this. */
export const CARDS_PER_DAY = 3;
const DAY_SECONDS = 86_400;

/**
 * A customer's distinct cards (Stripe's fingerprints, known once a payment's charge is) in the last
 * day: at the limit, the next checkout answers 429 until the card paid with longest ago is a day old.
 */
export async function checkCardVelocity(db: Kysely<Database>, userId: number, cardsPerDay: number = CARDS_PER_DAY): Promise<void> {
  const since = nowSeconds() - DAY_SECONDS;
  const cards = await db
    .selectFrom('deposits')
    .select((eb) => ['card_fingerprint', eb.fn.max('created_at').as('last_used')])
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .where('card_fingerprint', 'is not', null)
    .groupBy('card_fingerprint')
    .orderBy('last_used')
    .execute();
  if (cards.length < cardsPerDay) return;
  // One card fewer than the limit once this many of them have not been used for a day.
  const freeing = cards[cards.length - cardsPerDay]!;
  throw rateLimited((Number(freeing.last_used) - since) * 1000, CARD_VELOCITY_MESSAGE);
}

/**
 * More distinct cards paid in the last day than the limit: checkouts started before their cards were
 * known (the fingerprint comes with the charge) got past the 429, so what they bought waits for staff.
 */
async function tooManyCards(tx: Tx, userId: number, cardsPerDay: number, now: number): Promise<boolean> {
  const cards = await tx
    .selectFrom('deposits')
    .select('card_fingerprint')
    .distinct()
    .where('user_id', '=', userId)
    .where('status', '=', DEPOSIT_PAID)
    .where('created_at', '>', now - DAY_SECONDS)
    .where('card_fingerprint', 'is not', null)
    .execute();
  return cards.length > cardsPerDay;
}

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
 * or a paid deposit of theirs not wholly refunded was marked elevated risk by the provider, or in the
 * last day they paid with more distinct cards than CARDS_PER_DAY.
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
  if (risky !== undefined) return true;
  return tooManyCards(tx, userId, rules.cardsPerDay ?? CARDS_PER_DAY, now);
}

/** The order's queued offers wait for staff: `manual` (the Today queue), with the note; the send job already queued finds nothing to send. */
export async function holdForReview(tx: Tx, orderId: number, now: number): Promise<number> {
  const result = await tx.updateTable('trade_offers').set({ state: 'manual', last_error: REVIEW_NOTE, updated_at: now }).where('order_id', '=', orderId).where('state', '=', 'queued').executeTakeFirst();
  const held = Number(result.numUpdatedRows);
  if (held > 0) await bumpOrderVersion(tx, orderId, now);
  return held;
}
