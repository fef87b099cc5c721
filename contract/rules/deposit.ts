import { isValidRate, toDisplayMinor } from './money';

/**
 * settings.min_top_up is in EUR; a top-up is typed in whole units of the chosen currency: the
 * smallest whole amount of that currency worth at least the minimum (rounded to cents first, as
 * prices are, so 10 EUR at 1.1 is 11, not 12). Never less than 1.
 */
export function minimumTopUp(minTopUpEur: number, rate: number): number {
  if (!Number.isFinite(minTopUpEur) || minTopUpEur <= 0) return 1;
  const cents = Math.round(minTopUpEur * 100);
  const minor = isValidRate(rate) ? toDisplayMinor(cents, rate) : cents;
  return Math.max(1, Math.ceil(minor / 100));
}

/** Spec §5: the message for an amount under the minimum. */
export const minimumTopUpMessage = (minimum: number, currency: string) => `The minimum top-up amount is ${minimum} ${currency}`;
