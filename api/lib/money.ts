// Money, written down once.
// - Inside the database and the services every amount is an integer number of EUR cents (bigint on
//   PostgreSQL).
// - On the REST wire every amount, in queries, bodies and answers alike, is a decimal number in MAJOR
//   units of the requested currency with at most two decimals (`price: 10.78`, `price_from=10.5`).
// - The conversion happens here, at the edge, with exact integer rounding (half up).
// - A currency's rate (`value`, units per 1 EUR) lies in [MIN_RATE, MAX_RATE]: the database refuses
//   anything else with a CHECK and the currencies service refuses it before writing.

const RATE_SCALE = 1_000_000;
const RATE_SCALE_BIG = 1_000_000n;

/** The smallest rate: rates are taken to six decimals, so anything below would round to 0. */
export const MIN_RATE = 0.000001;
/** The largest rate, well above any currency's units per euro (and a bound for NaN and Infinity). */
export const MAX_RATE = 1_000_000;

/** The listing's price range is 0 to 10000 major units of the display currency (spec §6). */
export const MAX_PRICE_FILTER = 10_000;

export const AT_MOST_TWO_DECIMALS = 'Must have at most 2 decimals';

/** True when `rate` can convert prices: a finite number in [MIN_RATE, MAX_RATE]. */
export function isValidRate(rate: number): boolean {
  return Number.isFinite(rate) && rate >= MIN_RATE && rate <= MAX_RATE;
}

/** The rate as an integer number of millionths; a rate outside [MIN_RATE, MAX_RATE] is a programming error. */
function microRate(rate: number): number {
  if (!isValidRate(rate)) throw new RangeError(`Currency rate ${rate} is outside [${MIN_RATE}, ${MAX_RATE}]`);
  return Math.round(rate * RATE_SCALE);
}

/**
 * EUR cents → minor units of a display currency whose `rate` is units per 1 EUR, rounded half up.
 * The rate is taken to six decimals and multiplied as an integer: in floating point 850 × 1.17 is
 * 994.4999…, which Math.round would take down instead of up to 995. Products beyond 2^53 (dear items
 * in a currency with a large rate) are computed with BigInt so no cent is lost.
 */
export function toDisplayMinor(eurCents: number, rate: number): number {
  const micro = microRate(rate);
  const scaled = eurCents * micro;
  if (Math.abs(scaled) <= Number.MAX_SAFE_INTEGER) return Math.floor((scaled + RATE_SCALE / 2) / RATE_SCALE);
  return Number(floorDiv(BigInt(eurCents) * BigInt(micro) + RATE_SCALE_BIG / 2n, RATE_SCALE_BIG));
}

/**
 * Minor units of a display currency whose `rate` is units per 1 EUR → EUR cents, rounded half up
 * (a deposit of 54 USD at 1.08 is 5000 cents). Integer arithmetic on the six-decimal rate, as above.
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

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

function ceilDiv(a: bigint, b: bigint): bigint {
  return -floorDiv(-a, b);
}

/** Minor units of a currency as the e-mails show them: "12.50 EUR". */
export const formatMinor = (minor: number | null, currency: string): string => `${(Number(minor ?? 0) / 100).toFixed(2)} ${currency}`;
