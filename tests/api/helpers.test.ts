import { afterEach, describe, expect, it, vi } from 'vitest';
import { sanitizePageHtml } from '../../api/lib/page-html';
import { slugify } from '../../api/lib/slug';
import { ttlCache } from '../../api/lib/ttl-cache';

describe('slugify', () => {
  it('lower-cases, trims and turns spaces into hyphens', () => {
    expect(slugify('Terms and Conditions')).toBe('terms-and-conditions');
    expect(slugify('  Cookie   Policy ')).toBe('cookie-policy');
    expect(slugify('Privacy Policy')).toBe('privacy-policy');
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
