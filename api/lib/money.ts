/** EUR cents → minor units of a display currency whose `rate` is units per 1 EUR. */
export function toDisplayMinor(eurCents: number, rate: number): number {
  return Math.round(eurCents * rate);
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
