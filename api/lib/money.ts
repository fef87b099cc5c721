const RATE_SCALE = 1_000_000;

/**
 * EUR cents → minor units of a display currency whose `rate` is units per 1 EUR, rounded half up.
 * The rate is taken to six decimals and multiplied as an integer: in floating point 850 × 1.17 is
 * 994.4999…, which Math.round would take down instead of up to 995.
 */
export function toDisplayMinor(eurCents: number, rate: number): number {
  const scaled = eurCents * Math.round(rate * RATE_SCALE);
  return Math.floor((scaled + RATE_SCALE / 2) / RATE_SCALE);
}

/**
 * The EUR-cent range of items whose displayed price lies within [from, till] whole display units,
 * exact with respect to toDisplayMinor's rounding.
 */
export function displayRangeToEurCents(
  from: number | undefined,
  till: number | undefined,
  rate: number,
): { fromCents?: number; tillCents?: number } {
  const range: { fromCents?: number; tillCents?: number } = {};
  if (from !== undefined) {
    const target = from * 100;
    let cents = Math.ceil((target - 0.5) / rate);
    while (toDisplayMinor(cents - 1, rate) >= target) cents--;
    while (toDisplayMinor(cents, rate) < target) cents++;
    range.fromCents = cents;
  }
  if (till !== undefined) {
    const target = till * 100;
    let cents = Math.ceil((target + 0.5) / rate) - 1;
    while (toDisplayMinor(cents + 1, rate) <= target) cents++;
    while (toDisplayMinor(cents, rate) > target) cents--;
    range.tillCents = cents;
  }
  return range;
}
