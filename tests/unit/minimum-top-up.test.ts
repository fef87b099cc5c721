// The minimum top-up in the chosen currency: one rule (contract/rules/deposit.ts) that the deposit form
// and POST /api/deposit/checkout both apply, so the browser never accepts what the API refuses.
import { describe, expect, it } from 'vitest';
import { minimumTopUp, minimumTopUpMessage } from '../../contract/rules/deposit';

describe('minimumTopUp', () => {
  it('is the smallest whole amount of the currency worth the minimum in EUR', () => {
    expect(minimumTopUp(10, 1)).toBe(10);
    // 10 EUR at 1.1 is 11.00 after rounding to cents: 11, not the 12 a float would give.
    expect(minimumTopUp(10, 1.1)).toBe(11);
    expect(minimumTopUp(10, 11.25)).toBe(113);
    // 8.50 EUR at 1.17 is 994.5 cents, rounded half up to 995: 10 units.
    expect(minimumTopUp(8.5, 1.17)).toBe(10);
  });

  it('is never below 1, whatever the setting or the rate', () => {
    expect(minimumTopUp(0, 1)).toBe(1);
    expect(minimumTopUp(Number.NaN, 1)).toBe(1);
    expect(minimumTopUp(0.1, 0.01)).toBe(1);
    expect(minimumTopUp(5, Number.NaN)).toBe(5);
  });

  it('says so in the spec words', () => {
    expect(minimumTopUpMessage(11, 'USD')).toBe('The minimum top-up amount is 11 USD');
  });
});
