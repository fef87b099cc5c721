import { validationFailed } from '../http/api-error';
import { AT_MOST_TWO_DECIMALS, fromWireAmount } from './money';

/**
 * A query or body amount (major units, as the route schema let through) → integer minor units of the
 * same currency. The schema's `multipleOf: 0.01` has a floating-point tolerance; this check is exact,
 * so 10.780000000001 is a 422 on `field` too.
 */
export function wireAmountToMinor(field: string, amount: number | undefined): number | undefined {
  if (amount === undefined) return undefined;
  const minor = fromWireAmount(amount);
  if (minor === undefined) throw validationFailed({ [field]: [AT_MOST_TWO_DECIMALS] });
  return minor;
}
