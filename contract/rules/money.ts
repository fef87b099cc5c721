// Exchange between EUR cents and a display currency, the one rule browser and server both apply to
// money (api/lib/money.ts holds the wire format and ranges; the browser converts a minimum top-up).
// A currency's rate (`value`, units per 1 EUR) lies in [MIN_RATE, MAX_RATE]: the database refuses
// anything else with a CHECK and the currencies service refuses it before writing.

export const RATE_SCALE = 1_000_000;
export const RATE_SCALE_BIG = 1_000_000n;

/** Spec §6: the listing's price range is 0 to 10000 major units of the display currency. */
export const MAX_PRICE_FILTER = 10_000;

/** The smallest rate: rates are taken to six decimals, so anything below would round to 0. */
export const MIN_RATE = 0.000001;
/** The largest rate, well above any currency's units per euro (and a bound for NaN and Infinity). */
export const MAX_RATE = 1_000_000;

/** True when `rate` can convert prices: a finite number in [MIN_RATE, MAX_RATE]. */
export function isValidRate(rate: number): boolean {
  return Number.isFinite(rate) && rate >= MIN_RATE && rate <= MAX_RATE;
}

/** The rate as an integer number of millionths; a rate outside [MIN_RATE, MAX_RATE] is a programming error. */
export function microRate(rate: number): number {
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

/** a / b rounded towards minus infinity (BigInt division truncates towards zero). */
export function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}
