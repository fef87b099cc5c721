import { describe, expect, it } from 'vitest';
import { countInRange } from '../../api/catalogue/items.service';

// The listing counts a price range with two binary searches over a filter's sorted prices; it must
// agree with `from <= price <= till` for every range, duplicates and fractional bounds included.
describe('countInRange', () => {
  const bruteForce = (prices: number[], from?: number, till?: number) =>
    prices.filter((price) => (from === undefined || price >= from) && (till === undefined || price <= till)).length;

  it('agrees with a filter on random lists with repeated prices', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 200; round++) {
      const prices = Array.from({ length: Math.floor(random() * 40) }, () => Math.floor(random() * 20)).sort((a, b) => a - b);
      const sorted = Float64Array.from(prices);
      const bound = () => (random() < 0.2 ? undefined : Math.floor(random() * 44) / 2 - 1);
      for (let i = 0; i < 20; i++) {
        const from = bound();
        const till = bound();
        expect(countInRange(sorted, from, till), `${prices} [${from}, ${till}]`).toBe(bruteForce(prices, from, till));
      }
    }
  });

  it('counts nothing in an empty list or an inverted range', () => {
    expect(countInRange(new Float64Array(), 1, 5)).toBe(0);
    expect(countInRange(Float64Array.from([1, 2, 3]), 3, 1)).toBe(0);
    expect(countInRange(Float64Array.from([1, 2, 3]), undefined, undefined)).toBe(3);
  });
});
