import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { rateLimited } from '../http/rate-limited';
import { nowSeconds } from '../lib/secrets';
import type { Tx } from '../db/transaction';
import { bumpOrderVersion, holdQueuedOffersOfOrder } from '../deliveries/trade-offers.repository';
import { findUserById } from '../accounts/users.repository';
import { cardsUsedSince, checkoutTimesSince, countPaidCardsSince, hasRiskyPaidDeposit, paidEurCentsBefore } from './deposits.repository';

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
  const cards = await cardsUsedSince(db, userId, since);
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
  return (await countPaidCardsSince(tx, userId, now - DAY_SECONDS)) > cardsPerDay;
}

/** A customer's checkouts in the last hour, whatever became of them: at the limit, a 429 until the oldest is an hour old. */
export async function checkVelocity(db: Kysely<Database>, userId: number, perHour: number): Promise<void> {
  const since = nowSeconds() - 3600;
  const recent = await checkoutTimesSince(db, userId, since, perHour);
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
  const user = await findUserById(tx, userId);
  if (!user) throw new Error(`user ${userId} not found`);
  const windowEnd = Number(user.created_at) + rules.newCustomerHours * 3600;
  if (now < windowEnd) {
    if ((await paidEurCentsBefore(tx, userId, windowEnd)) > rules.newCustomerCents) return true;
  }
  if (await hasRiskyPaidDeposit(tx, userId, RISKY_LEVELS)) return true;
  return tooManyCards(tx, userId, rules.cardsPerDay ?? CARDS_PER_DAY, now);
}

/** The order's queued offers wait for staff: `manual` (the Today queue), with the note; the send job already queued finds nothing to send. */
export async function holdForReview(tx: Tx, orderId: number, now: number): Promise<number> {
  const held = await holdQueuedOffersOfOrder(tx, orderId, REVIEW_NOTE, now);
  if (held > 0) await bumpOrderVersion(tx, orderId, now);
  return held;
}
