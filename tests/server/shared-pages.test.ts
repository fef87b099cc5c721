import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionId } from '../../api/accounts/sessions.service';
import { startOneProcessShop, type OneProcessShop } from '../gateway/shop-fixture';
import { answerOf, copyrightOf, pageVisits, priceOf, type OpenedPage } from './page-visits';

// Whole pages from memory (server/page-cache.ts), one per address for visitors and one for signed-in
// customers: served again without a GraphQL operation
// until the catalogue or the site version changes, which the next request then shows.
const INDEX_HTML = '<!doctype html><html><head><title>shop</title></head><body><div id="root"></div></body></html>';

let shop: OneProcessShop;

beforeAll(async () => {
  shop = await startOneProcessShop({ indexHtml: INDEX_HTML, env: { REQUIRE_EMAIL_VERIFICATION: '0' } });
});

afterAll(async () => {
  await shop?.close();
});

const { open, keptPage, nextPageWithData } = pageVisits(() => shop.app, () => shop.apiSaw.length);

describe('anonymous pages from memory', () => {
  it('serves a repeated page without running its first view again, no-cache with a strong ETag', async () => {
    await keptPage('/products/all');
    const again = await open('/products/all');
    expect(again.restRequests).toBe(0);
    expect(again.status).toBe(200);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(again.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(again.headers.vary).toBe('accept-encoding');
    expect(again.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(again.answers?.map((answer) => answer.operation).sort()).toEqual(['ListingFilterData', 'ListingProducts', 'Startup']);
  });

  it('keys pages by path and query string', async () => {
    const all = await keptPage('/products/all');
    const sorted = await open('/products/all?sort=desc');
    expect(sorted.restRequests).toBeGreaterThan(0);
    expect(sorted.html).not.toBe(all.html);
  });

  it('answers If-None-Match with 304 while the page is current', async () => {
    const page = await keptPage('/pages/privacy-policy');
    const revalidated = await open('/pages/privacy-policy', { 'if-none-match': String(page.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.html).toBe('');
    expect(revalidated.headers.etag).toBe(page.headers.etag);
    expect((await open('/pages/privacy-policy', { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('sends the brotli, gzip and plain copies of one page, each with its own ETag', async () => {
    const plain = await keptPage('/');
    const br = await shop.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await shop.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.html);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.html);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
  });
});

describe("start-up's answer", () => {
  const restAsked = async (url: string, cookie?: string) => {
    const before = shop.apiSaw.length;
    const page = await open(url, cookie ? { cookie } : {});
    return { page, urls: shop.apiSaw.slice(before).map((seen) => seen.url.split('?')[0]) };
  };

  it('is asked once per site version, not for every new address', async () => {
    await restAsked('/products/all?price_from=1.01');
    const { page, urls } = await restAsked('/products/all?price_from=1.02');
    expect(urls.length).toBeGreaterThan(0); // the listing itself is new
    expect(urls.filter((url) => /^\/api\/(settings|localizations|languages|social-links|is-auth)$/.test(url))).toEqual([]);
    expect(answerOf<{ isAuthenticated: boolean }>(page, 'Startup').isAuthenticated).toBe(false);
  });

  it('is asked again once the site version changes', async () => {
    await restAsked('/products/all?price_from=1.03');
    await shop.db.updateTable('settings').set({ value: JSON.stringify('© Start-up asked again 5c1e') }).where('key', '=', 'copyright').execute();
    const { page } = await restAsked('/products/all?price_from=1.04');
    expect(copyrightOf(page)).toBe('© Start-up asked again 5c1e');
  });
});

describe('a change shows on the next request', () => {
  it('a reprice of an item (the items table changed in the database)', async () => {
    const before = await keptPage('/product/42');
    await shop.db.updateTable('items').set({ price: sql`price + 1234` }).where('id', '=', 42).execute();
    const after = await nextPageWithData('/product/42');
    expect(priceOf(after)).toBeCloseTo(priceOf(before) + 12.34, 2);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await open('/product/42', { 'if-none-match': String(before.headers.etag) })).status).toBe(200);
  });

  it('a settings change', async () => {
    await keptPage('/profile');
    await shop.db.updateTable('settings').set({ value: JSON.stringify('© Changed copyright 91b2') }).where('key', '=', 'copyright').execute();
    const after = await nextPageWithData('/profile');
    expect(copyrightOf(after)).toBe('© Changed copyright 91b2');
  });

  it("a static page's text", async () => {
    await keptPage('/pages/privacy-policy');
    await shop.db.updateTable('static_pages').set({ content: '<p>Privacy changed 7f3a</p>' }).where('slug', '=', 'privacy-policy').execute();
    expect((await nextPageWithData('/pages/privacy-policy')).html).toContain('Privacy changed 7f3a');
  });

  it('a translation', async () => {
    await keptPage('/checkout');
    await shop.db.updateTable('localizations').set({ text: 'Privacy label c4d1' }).where('key', '=', 'personal.privacyPolicy').where('lang_id', '=', 10).execute();
    const translations = answerOf<{ translations: { key: string; text: string }[] }>(await nextPageWithData('/checkout'), 'Startup').translations;
    expect(translations.find((entry) => entry.key === 'personal.privacyPolicy')?.text).toBe('Privacy label c4d1');
  });

  it('a trade lock passing (no change to the catalogue)', async () => {
    const lockEnd = Math.floor(Date.now() / 1000) + 2;
    await shop.db.updateTable('items').set({ tradable_after: lockEnd }).where('id', '=', 42).execute();
    await keptPage('/product/42');
    await new Promise((resolve) => setTimeout(resolve, lockEnd * 1000 - Date.now() + 50));
    expect((await open('/product/42')).restRequests).toBeGreaterThan(0);
  });
});

describe('signed-in customers', () => {
  const password = 'Shared-pages-1234';
  /** A new customer (the shop signs them in at once), by their session cookie. */
  async function register(name: string): Promise<string> {
    const registered = await shop.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: { name, surname: 'Schmidt', email: `${name.toLowerCase()}.${Date.now()}@example.com`, phone: '+49 151 23456789', password, passConfirm: password, lang_id: 10, currency: 'EUR' },
    });
    expect(registered.statusCode).toBe(200);
    return registered.cookies.find((entry) => entry.name === 'sid')!.value;
  }
  const signedInOf = (page: OpenedPage) => answerOf<{ isAuthenticated: boolean }>(page, 'Startup').isAuthenticated;
  let anna: string;
  let ben: string;
  beforeAll(async () => {
    anna = await register('Anna');
    ben = await register('Ben');
  });

  it('share one page among them, from memory, answered privately with a strong ETag', async () => {
    // The page once computed for Anna (a page that came late is not kept: asked until one is).
    for (let attempt = 0; attempt < 10 && (await open('/products/all', { cookie: `sid=${anna}` })).restRequests > 0; attempt++);
    const forBen = await open('/products/all', { cookie: `theme=dark; sid=${ben}` });
    expect(forBen.restRequests).toBe(0);
    expect(signedInOf(forBen)).toBe(true);
    expect(forBen.headers['cache-control']).toBe('private, no-cache');
    expect(forBen.headers.etag).toMatch(/^"[\w-]+"$/);
    expect((await open('/products/all', { cookie: `sid=${anna}`, 'if-none-match': String(forBen.headers.etag) })).status).toBe(304);
  });

  it('and the visitors theirs: neither ever gets the other\'s', async () => {
    const visitors = await keptPage('/pages/terms-and-conditions');
    const customers = await open('/pages/terms-and-conditions', { cookie: `sid=${anna}` });
    expect(signedInOf(visitors)).toBe(false);
    expect(signedInOf(customers)).toBe(true);
    expect(customers.html).not.toBe(visitors.html);
    expect(signedInOf(await open('/pages/terms-and-conditions'))).toBe(false);
  });

  it('a cookie that names no live session gets the visitors\' page, privately', async () => {
    const visitors = await keptPage('/product/43');
    const stale = await open('/product/43', { cookie: 'sid=no-such-session' });
    expect(stale.restRequests).toBe(0);
    expect(stale.html).toBe(visitors.html);
    expect(stale.headers['cache-control']).toBe('private, no-cache');
  });

  it('a customer who signs out gets the visitors\' page on the next request', async () => {
    const carl = await register('Carl');
    expect(signedInOf(await open('/', { cookie: `sid=${carl}` }))).toBe(true);
    const out = await shop.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: `sid=${carl}`, 'x-requested-with': 'fetch' } });
    expect(out.statusCode).toBe(200);
    expect(signedInOf(await open('/', { cookie: `sid=${carl}` }))).toBe(false);
  });

  it("a session past its end gets the visitors' page, privately", async () => {
    const dana = await register('Dana');
    expect(signedInOf(await open('/product/44', { cookie: `sid=${dana}` }))).toBe(true);
    await shop.db.updateTable('sessions').set({ expires_at: Math.floor(Date.now() / 1000) - 1 }).where('id', '=', hashSessionId(dana)).execute();
    const visitors = await keptPage('/product/44');
    const ended = await open('/product/44', { cookie: `sid=${dana}` });
    expect(ended.restRequests).toBe(0);
    expect(ended.html).toBe(visitors.html);
    expect(ended.headers['cache-control']).toBe('private, no-cache');
  });
});
