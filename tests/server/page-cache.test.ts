import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCache, matchesEtag, preferredEncoding, type ComputedPage, type PageCacheOptions } from '../../server/page-cache';
import type { DataVersions } from '../../api/reference-data/site-version.repository';

// The page cache alone (server/page-cache.ts), with versions and clock the tests set.
function cacheWith(options: Partial<PageCacheOptions> = {}) {
  const state = { versions: { catalogue: 1, site: 1 } as DataVersions, expiry: null as number | null, now: 1_000 };
  const cache = createPageCache({
    readVersions: async () => ({ ...state.versions }),
    readExpiry: async () => state.expiry,
    maxBytes: 1024 * 1024,
    maxEntries: 100,
    now: () => state.now,
    ...options,
  });
  let computed = 0;
  const compute = (html = 'page', keep = true) => async (): Promise<ComputedPage> => {
    computed++;
    return { html: `${html} ${computed}`, keep };
  };
  return { cache, state, compute, computed: () => computed };
}

describe('the page cache', () => {
  it('keeps a page until the catalogue or the site version changes', async () => {
    const { cache, state, compute, computed } = cacheWith();
    const first = await cache.get('/a', compute());
    expect((await cache.get('/a', compute()))?.html.toString()).toBe(first?.html.toString());
    expect(computed()).toBe(1);
    state.versions.catalogue = 2;
    expect((await cache.get('/a', compute()))?.html.toString()).toBe('page 2');
    state.versions.site = 2;
    expect((await cache.get('/a', compute()))?.html.toString()).toBe('page 3');
    expect(await cache.get('/a', compute())).toBeDefined();
    expect(computed()).toBe(3);
  });

  it('keeps a page until the trade lock ending first has passed', async () => {
    const { cache, state, compute, computed } = cacheWith();
    state.expiry = 5_000;
    await cache.get('/a', compute());
    state.now = 4_999;
    await cache.get('/a', compute());
    expect(computed()).toBe(1);
    state.now = 5_000;
    await cache.get('/a', compute());
    expect(computed()).toBe(2);
  });

  it('shares one computation between concurrent misses of one key, and keys pages apart', async () => {
    const { cache, compute, computed } = cacheWith();
    const pages = await Promise.all([cache.get('/a', compute()), cache.get('/a', compute()), cache.get('/b', compute())]);
    expect(pages.map((page) => page?.html.toString())).toEqual(['page 1', 'page 1', 'page 2']);
    expect(computed()).toBe(2);
  });

  it('answers a page not to be kept (its first view failed) without keeping it', async () => {
    const { cache, compute, computed } = cacheWith();
    expect((await cache.get('/a', compute('partial', false)))?.html.toString()).toBe('partial 1');
    expect((await cache.get('/a', compute()))?.html.toString()).toBe('page 2');
    expect(await cache.get('/none', async () => undefined)).toBeUndefined();
    expect(computed()).toBe(2);
  });

  it('does not keep a page computed at versions older than one already seen', async () => {
    const { cache, state, compute, computed } = cacheWith();
    let finish!: () => void;
    const slow = cache.get('/a', async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return { html: 'old', keep: true };
    });
    await new Promise((resolve) => setImmediate(resolve));
    state.versions.catalogue = 2;
    expect((await cache.get('/b', compute()))?.html.toString()).toBe('page 1');
    finish();
    expect((await slow)?.html.toString()).toBe('old');
    expect((await cache.get('/a', compute()))?.html.toString()).toBe('page 2');
    expect(computed()).toBe(2);
  });

  it('drops the least recently used pages past its bytes or entries, copies counted', async () => {
    const { cache, compute, computed: computedAll } = cacheWith({ maxEntries: 2 });
    await cache.get('/a', compute());
    await cache.get('/b', compute());
    await cache.get('/a', compute()); // a use: /b is now the oldest
    await cache.get('/c', compute());
    expect(cache.size).toBe(2);
    await cache.get('/a', compute());
    expect(computedAll()).toBe(3);
    await cache.get('/b', compute());
    expect(computedAll()).toBe(4);
    const { cache: small, compute: computeSmall, computed } = cacheWith({ maxBytes: 3000 });
    const big = 'x'.repeat(1000);
    const first = await small.get('/a', computeSmall(big));
    await small.get('/b', computeSmall(big));
    expect(small.bytes).toBeLessThanOrEqual(3000);
    await first!.encoded('gzip');
    await small.get('/c', computeSmall(big));
    expect(small.size).toBe(2);
    expect(small.bytes).toBeLessThanOrEqual(3000);
    await small.get('/a', computeSmall(big));
    expect(computed()).toBe(4);
  });

  it('makes each compressed copy once, and each decodes to the HTML; a strong ETag per copy', async () => {
    const { cache, compute } = cacheWith();
    const page = (await cache.get('/a', compute('<p>'.repeat(500))))!;
    const br = await page.encoded('br');
    expect(await page.encoded('br')).toBe(br);
    expect(brotliDecompressSync(br).equals(page.html)).toBe(true);
    expect(gunzipSync(await page.encoded('gzip')).equals(page.html)).toBe(true);
    expect(new Set([page.etag(undefined), page.etag('br'), page.etag('gzip')]).size).toBe(3);
    expect(page.etag(undefined)).toMatch(/^"[\w-]+"$/);
  });
});

describe('choosing a copy and revalidating', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });

  it('matches If-None-Match weakly, in a list, or *', () => {
    expect(matchesEtag('"a", W/"b"', '"b"')).toBe(true);
    expect(matchesEtag('*', '"b"')).toBe(true);
    expect(matchesEtag('"a"', '"b"')).toBe(false);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
  });
});
