import { afterEach, describe, expect, it, vi } from 'vitest';
import { sanitizePageHtml } from '../../api/db/seed-data/static-pages';
import { displayRangeToEurCents, toDisplayMinor } from '../../api/lib/money';
import { slugify } from '../../api/lib/slug';
import { ttlCache } from '../../api/lib/ttl-cache';

describe('slugify', () => {
  it('lower-cases, trims and turns spaces into hyphens', () => {
    expect(slugify('Terms and Conditions')).toBe('terms-and-conditions');
    expect(slugify('  Cookie   Policy ')).toBe('cookie-policy');
    expect(slugify('Privacy Policy')).toBe('privacy-policy');
  });
});

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
      const micro = BigInt(rate.replace('.', '').padEnd(rate.indexOf('.') + 6, '0'));
      for (let cents = 0; cents < 20_000; cents++) {
        const exact = Number((BigInt(cents) * micro + 500_000n) / 1_000_000n);
        if (toDisplayMinor(cents, Number(rate)) !== exact) expect(`${cents} × ${rate} → ${toDisplayMinor(cents, Number(rate))}`).toBe(exact);
      }
    }
  });
});

describe('displayRangeToEurCents', () => {
  it('is the identity (×100) for EUR', () => {
    expect(displayRangeToEurCents(10, 5000, 1)).toEqual({ fromCents: 1000, tillCents: 500000 });
    expect(displayRangeToEurCents(undefined, undefined, 1)).toEqual({});
  });

  it('selects exactly the items whose displayed price is inside the range', () => {
    for (const rate of [1.08, 0.85, 4.3, 0.95, 11.4, 1 / 3]) {
      for (const [from, till] of [
        [0, 0],
        [1, 2],
        [10, 50],
        [99, 10000],
      ]) {
        const { fromCents, tillCents } = displayRangeToEurCents(from, till, rate);
        const inside = (cents: number) => toDisplayMinor(cents, rate) >= from * 100 && toDisplayMinor(cents, rate) <= till * 100;
        expect(inside(fromCents!) || fromCents! > tillCents!, `from ${rate}`).toBe(true);
        expect(inside(fromCents! - 1)).toBe(false);
        if (tillCents! >= fromCents!) expect(inside(tillCents!)).toBe(true);
        expect(inside(tillCents! + 1)).toBe(false);
      }
    }
  });
});

describe('sanitizePageHtml', () => {
  it('keeps content markup and strips scripts, handlers and javascript: links', () => {
    const dirty =
      '<h1 onclick="x()">Title</h1><p>Text <strong>bold</strong> <a href="javascript:alert(1)">bad</a> ' +
      '<a href="https://example.com">good</a></p><script>alert(1)</script><img src=x onerror=alert(1)><style>p{}</style>';
    const clean = sanitizePageHtml(dirty);
    expect(clean).toBe('<h1>Title</h1><p>Text <strong>bold</strong> <a>bad</a> <a href="https://example.com">good</a></p>');
  });
});

describe('ttlCache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shares one load between callers until the time is up', async () => {
    vi.useFakeTimers();
    let loads = 0;
    const cached = ttlCache(5_000, async () => ++loads);
    expect(await Promise.all([cached(), cached()])).toEqual([1, 1]);
    vi.advanceTimersByTime(4_999);
    expect(await cached()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await cached()).toBe(2);
  });

  it('does not keep a failed load', async () => {
    let loads = 0;
    const cached = ttlCache(5_000, async () => {
      loads++;
      if (loads === 1) throw new Error('database down');
      return loads;
    });
    await expect(cached()).rejects.toThrow('database down');
    expect(await cached()).toBe(2);
  });

  it('keeps a newer load when an older one fails late', async () => {
    vi.useFakeTimers();
    let fail!: (error: Error) => void;
    let loads = 0;
    const cached = ttlCache(5_000, () => {
      loads++;
      return loads === 1 ? new Promise<number>((_resolve, reject) => (fail = reject)) : Promise.resolve(loads);
    });
    const first = cached();
    vi.advanceTimersByTime(5_000);
    expect(await cached()).toBe(2);
    fail(new Error('slow failure'));
    await expect(first).rejects.toThrow('slow failure');
    expect(await cached()).toBe(2);
    expect(loads).toBe(2);
  });
});
