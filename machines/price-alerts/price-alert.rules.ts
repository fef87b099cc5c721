// The wishlist's rules in the browser (issue 27); the API applies the same (api/price-alerts/price-alert-rules.ts)
// and has the last word, with the same English messages so both translate alike.

export const TARGET_REQUIRED = 'Please enter a target price.';
export const TARGET_NOT_A_NUMBER = 'The target price must be a number.';
export const TARGET_NOT_POSITIVE = 'The target price must be greater than 0.';
export const AT_MOST_TWO_DECIMALS = 'Must have at most 2 decimals';
export const PRICE_ALERT_SAVED = 'Price alert saved.';
export const PRICE_ALERT_DELETED = 'Price alert deleted.';
export const PRICE_ALERT_ERROR = 'An error occurred. Please try again.';

/** The suggested target: 5 % below the price now, rounded down to the cent, at least one cent. */
export function defaultTarget(price: number): string {
  const cents = Math.max(1, Math.floor(Math.round(price * 100) * 0.95));
  return (cents / 100).toFixed(2);
}

/** A typed target as a plain decimal: a comma is read as the decimal point. */
const asDecimal = (text: string) => text.trim().replace(',', '.');

/** The first thing wrong with a typed target, or null; the ceiling is the API's to say. */
export function targetProblem(text: string): string | null {
  const value = asDecimal(text);
  if (value === '') return TARGET_REQUIRED;
  if (!/^\d*\.?\d*$/.test(value) || value === '.') return TARGET_NOT_A_NUMBER;
  if (Number(value) <= 0) return TARGET_NOT_POSITIVE;
  if (!/^\d*(\.\d{0,2})?$/.test(value)) return AT_MOST_TWO_DECIMALS;
  return null;
}

export const targetAmount = (text: string): number => Number(asDecimal(text));
