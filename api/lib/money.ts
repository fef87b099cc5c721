// Money, written down once.
// - Inside the database and the services every amount is an integer number of EUR cents (bigint on
//   PostgreSQL).
// - On the REST wire every amount, in queries, bodies and answers alike, is a decimal number in MAJOR
//   units of the requested currency with at most two decimals (`price: 10.78`, `price_from=10.5`).
// - The conversion happens here, at the edge, with exact integer rounding (half up); EUR cents to a
//   display currency is contract/rules/money.ts (the browser converts with it too).
import { floorDiv, microRate, RATE_SCALE_BIG, toDisplayMinor } from '../../contract/rules/money';

export { isValidRate, MAX_PRICE_FILTER, MAX_RATE, MIN_RATE, toDisplayMinor } from '../../contract/rules/money';

export const AT_MOST_TWO_DECIMALS = 'Must have at most 2 decimals';

/**
 * Minor units of a display currency whose `rate` is units per 1 EUR → EUR cents, rounded half up
 * (a deposit of 54 USD at 1.08 is 5000 cents). Integer arithmetic on the six-decimal rate, as in toDisplayMinor.
 */
export function fromDisplayMinor(minor: number, rate: number): number {
  const micro = BigInt(microRate(rate));
  // round(a / b) half up = floor((2a + b) / 2b), with a = minor · SCALE and b = micro.
  return Number(floorDiv(2n * BigInt(minor) * RATE_SCALE_BIG + micro, 2n * micro));
}

/** EUR cents → the wire amount: major units of the display currency, at most two decimals. */
export function toWireAmount(eurCents: number, rate: number): number {
  return minorToWireAmount(toDisplayMinor(eurCents, rate));
}

/** Integer minor units of a currency → its wire amount (major units): 1078 → 10.78. */
export function minorToWireAmount(minor: number): number {
  return minor / 100;
}

/**
 * A wire amount (major units) → integer minor units of the same currency, or undefined when it has more
 * than two decimals or is not a finite number. 10.78 → 1078; 10.5 → 1050; 10.785 → undefined.
 * Exact: a decimal with at most two places parses to the same double as its cents divided by 100.
 */
export function fromWireAmount(amount: number): number | undefined {
  if (!Number.isFinite(amount)) return undefined;
  const minor = Math.round(amount * 100);
  return Number.isSafeInteger(minor) && minor / 100 === amount ? minor : undefined;
}

/**
 * The EUR-cent range of items whose displayed price (toDisplayMinor) lies within [fromMinor, tillMinor]
 * minor units of the display currency. Closed-form integer arithmetic: no loop, whatever the rate.
 * An empty range comes back with fromCents > tillCents.
 */
export function displayRangeToEurCents(
  fromMinor: number | undefined,
  tillMinor: number | undefined,
  rate: number,
): { fromCents?: number; tillCents?: number } {
  const micro = BigInt(microRate(rate));
  const half = RATE_SCALE_BIG / 2n;
  const range: { fromCents?: number; tillCents?: number } = {};
  // toDisplayMinor(c) >= t  ⇔  c·micro + half >= t·SCALE  ⇔  c >= ceil((t·SCALE − half) / micro)
  if (fromMinor !== undefined) range.fromCents = Number(ceilDiv(BigInt(fromMinor) * RATE_SCALE_BIG - half, micro));
  // toDisplayMinor(c) <= t  ⇔  c·micro + half < (t+1)·SCALE  ⇔  c <= floor(((t+1)·SCALE − half − 1) / micro)
  if (tillMinor !== undefined) {
    range.tillCents = Number(floorDiv((BigInt(tillMinor) + 1n) * RATE_SCALE_BIG - half - 1n, micro));
  }
  return range;
}

function ceilDiv(a: bigint, b: bigint): bigint {
  return -floorDiv(-a, b);
}

/** Minor units of a currency as the e-mails show them: "12.50 EUR". */
export const formatMinor = (minor: number | null, currency: string): string => `${(Number(minor ?? 0) / 100).toFixed(2)} ${currency}`;
