import { describe, expect, it } from 'vitest';
import {
  displayRangeToEurCents,
  fromWireAmount,
  isValidRate,
  MAX_RATE,
  MIN_RATE,
  toDisplayMinor,
  toWireAmount,
} from '../../api/lib/money';

/** The exact half-up product of EUR cents and a rate written with at most six decimals. */
function exactMinor(cents: bigint, rate: string): bigint {
  const [whole, fraction = ''] = rate.split('.');
  const micro = BigInt(whole + fraction.padEnd(6, '0'));
  return (cents * micro + 500_000n) / 1_000_000n;
}

describe('toDisplayMinor', () => {
  it('converts EUR cents with the currency value and rounds to whole minor units', () => {
    expect(toDisplayMinor(1234, 1)).toBe(1234);
    expect(toDisplayMinor(1000, 1.08)).toBe(1080);
    expect(toDisplayMinor(999, 0.85)).toBe(849);
    expect(toDisplayMinor(150, 4.3)).toBe(645);
    expect(toDisplayMinor(0, 11.4)).toBe(0);
  });

  it('rounds exact halves up although the floating-point product falls just below them', () => {
    expect(toDisplayMinor(850, 1.17)).toBe(995); // 994.5; 850 * 1.17 === 994.4999999999999
    expect(toDisplayMinor(170, 11.45)).toBe(1947); // 1946.5
    for (const rate of ['1.17', '11.45', '0.123457', '1.08']) {
      for (let cents = 0; cents < 20_000; cents++) {
        const exact = Number(exactMinor(BigInt(cents), rate));
        if (toDisplayMinor(cents, Number(rate)) !== exact) expect(`${cents} × ${rate} → ${toDisplayMinor(cents, Number(rate))}`).toBe(exact);
      }
    }
  });

  it('stays exact where the product passes 2^53 (a dear item in a currency with a large rate)', () => {
    for (const [cents, rate] of [
      [987_654_321, '45000.123457'],
      [100_000_000_00, '999999.999999'],
      [123_456_789, '27123.5'],
    ] as const) {
      expect(toDisplayMinor(cents, Number(rate))).toBe(Number(exactMinor(BigInt(cents), rate)));
    }
  });

  it('refuses a rate that cannot convert instead of answering 0', () => {
    for (const rate of [0, -1, 4.9e-7, Number.NaN, Number.POSITIVE_INFINITY, MAX_RATE * 2]) {
      expect(() => toDisplayMinor(100, rate), String(rate)).toThrow(RangeError);
    }
  });
});

describe('wire amounts (major units, at most two decimals)', () => {
  it('toWireAmount is toDisplayMinor / 100', () => {
    expect(toWireAmount(1078, 1)).toBe(10.78);
    expect(toWireAmount(0, 1.08)).toBe(0);
    expect(toWireAmount(4630, 1.08)).toBe(50);
    expect(toWireAmount(980_000, 11.4)).toBe(111_720);
    for (let cents = 0; cents < 5_000; cents++) {
      const amount = toWireAmount(cents, 4.3);
      expect(fromWireAmount(amount)).toBe(toDisplayMinor(cents, 4.3));
      expect(String(amount)).toMatch(/^\d+(\.\d{1,2})?$/);
    }
  });

  it('fromWireAmount accepts up to two decimals and refuses more', () => {
    expect(fromWireAmount(10.5)).toBe(1050);
    expect(fromWireAmount(10.78)).toBe(1078);
    expect(fromWireAmount(0.29)).toBe(29); // 0.29 * 100 === 28.999999999999996
    expect(fromWireAmount(10000)).toBe(1_000_000);
    expect(fromWireAmount(0)).toBe(0);
    expect(fromWireAmount(10.785)).toBeUndefined();
    expect(fromWireAmount(0.001)).toBeUndefined();
    expect(fromWireAmount(10.780000000001)).toBeUndefined();
    expect(fromWireAmount(Number.NaN)).toBeUndefined();
    expect(fromWireAmount(Number.POSITIVE_INFINITY)).toBeUndefined();
  });
});

describe('isValidRate', () => {
  it('accepts rates in [MIN_RATE, MAX_RATE] only', () => {
    expect([MIN_RATE, 1, 11.4, MAX_RATE].every(isValidRate)).toBe(true);
    expect([0, -0.5, 4.9e-7, MAX_RATE + 1, Number.NaN, Number.NEGATIVE_INFINITY].some(isValidRate)).toBe(false);
  });
});

describe('displayRangeToEurCents', () => {
  it('is the identity for EUR', () => {
    expect(displayRangeToEurCents(1000, 500000, 1)).toEqual({ fromCents: 1000, tillCents: 500000 });
    expect(displayRangeToEurCents(1050, 1050, 1)).toEqual({ fromCents: 1050, tillCents: 1050 });
    expect(displayRangeToEurCents(undefined, undefined, 1)).toEqual({});
  });

  it('selects exactly the items whose displayed price is inside the range', () => {
    for (const rate of [1.08, 0.85, 4.3, 0.95, 11.4, 1 / 3, MIN_RATE, 0.000123, 45000.5, MAX_RATE]) {
      for (const [from, till] of [
        [0, 0],
        [100, 200],
        [1050, 1099],
        [1000, 5000],
        [9900, 1_000_000],
      ]) {
        const { fromCents, tillCents } = displayRangeToEurCents(from, till, rate);
        const inside = (cents: number) => toDisplayMinor(cents, rate) >= from && toDisplayMinor(cents, rate) <= till;
        const label = `${rate} [${from}, ${till}] → [${fromCents}, ${tillCents}]`;
        expect(inside(fromCents!) || fromCents! > tillCents!, label).toBe(true);
        expect(inside(fromCents! - 1), label).toBe(false);
        if (tillCents! >= fromCents!) expect(inside(tillCents!), label).toBe(true);
        expect(inside(tillCents! + 1), label).toBe(false);
      }
    }
  });

  it('answers at once for the smallest rate, which used to loop for ever below 5e-7', () => {
    const started = performance.now();
    const { fromCents, tillCents } = displayRangeToEurCents(1, 1_000_000, MIN_RATE);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(toDisplayMinor(fromCents!, MIN_RATE)).toBe(1);
    expect(toDisplayMinor(fromCents! - 1, MIN_RATE)).toBe(0);
    expect(toDisplayMinor(tillCents!, MIN_RATE)).toBe(1_000_000);
    expect(toDisplayMinor(tillCents! + 1, MIN_RATE)).toBe(1_000_001);
  });

  it('refuses a rate below MIN_RATE instead of looping', () => {
    expect(() => displayRangeToEurCents(1, 2, 4e-7)).toThrow(RangeError);
    expect(() => displayRangeToEurCents(1, 2, 0)).toThrow(RangeError);
  });
});
