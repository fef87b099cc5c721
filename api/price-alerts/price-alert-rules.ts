import { ApiError } from '../http/api-error';
import { AT_MOST_TWO_DECIMALS, fromDisplayMinor, fromWireAmount, toDisplayMinor } from '../lib/money';
import { MAX_ALERT_TARGET, MAX_PRICE_ALERTS } from '../../contract/price-alerts.contract';

export const TARGET_REQUIRED = 'Please enter a target price.';
export const TARGET_NOT_A_NUMBER = 'The target price must be a number.';
export const TARGET_NOT_POSITIVE = 'The target price must be greater than 0.';
export const targetTooHigh = (ceiling: string) => `The target price must be at most ${ceiling}.`;
export const ALERT_ITEM_NOT_FOUND = 'Item not found';
export const ALERT_NOT_FOUND = 'Price alert not found';
export const TOO_MANY_ALERTS = `You can keep at most ${MAX_PRICE_ALERTS} price alerts. Delete one first.`;

/** The ceiling: MAX_ALERT_TARGET EUR. */
export const MAX_TARGET_CENTS = MAX_ALERT_TARGET * 100;

const invalid = (message: string) => new ApiError('VALIDATION_FAILED', message, { target_price: [message] });

/**
 * A target price as the customer sent it (a number or decimal text in major units of `currency`, whose
 * rate is `rate` per EUR) → EUR cents, or a 422 on `target_price` saying what is wrong, in that order:
 * missing, not a number, not above 0, far above the ceiling, more than two decimals, above the ceiling.
 */
export function targetCentsOf(value: unknown, currency: { code: string; value: number }): number {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) throw invalid(TARGET_REQUIRED);
  const raw = typeof value === 'string' ? value.trim() : value;
  if (typeof raw === 'string' && !/^[+]?(\d+\.?\d*|\.\d+)$/.test(raw)) throw invalid(TARGET_NOT_A_NUMBER);
  const amount = Number(raw);
  if (!Number.isFinite(amount)) throw invalid(TARGET_NOT_A_NUMBER);
  if (amount <= 0) throw invalid(TARGET_NOT_POSITIVE);
  const ceilingMinor = toDisplayMinor(MAX_TARGET_CENTS, currency.value);
  const tooHigh = () => invalid(targetTooHigh(`${(ceilingMinor / 100).toFixed(2)} ${currency.code}`));
  // Past the ceiling by far, the amount in cents is no longer a safe integer: say the ceiling, not the decimals.
  if (amount * 100 > ceilingMinor + 1) throw tooHigh();
  const minor = fromWireAmount(amount);
  if (minor === undefined) throw invalid(AT_MOST_TWO_DECIMALS);
  if (minor > ceilingMinor) throw tooHigh();
  // A target that converts to less than a cent is still a wish for the cheapest copy: one cent.
  return Math.max(1, Math.min(fromDisplayMinor(minor, currency.value), MAX_TARGET_CENTS));
}
