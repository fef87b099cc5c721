// How a cold load reaches its first view: the start-up leaves with the page (a GET that index.html
// preloads) and is asked for once, and the page replaces the preloader without a loading spinner
// in between (a route that suspends would keep React's fallback up for 300 ms more).
import type { Page, Request } from 'playwright-core';
import { expect, test } from 'vitest';
import { open, useShopInBrowser } from './shop-in-browser';

const shop = useShopInBrowser();

/** Every start-up request the page makes, as `GET lang 10` or `POST lang 11`. */
function watchStartup(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/graphql') return;
    const body = request.method() === 'POST' ? (request.postDataJSON() as { query: string; variables: { languageId?: number } }) : null;
    const query = body?.query ?? url.searchParams.get('query') ?? '';
    if (!/query Startup\b/.test(query)) return;
    const variables = body?.variables ?? (JSON.parse(url.searchParams.get('variables') ?? '{}') as { languageId?: number });
    seen.push(`${request.method()} lang ${variables.languageId}`);
  });
  return seen;
}

test('the start-up is asked for once, by the GET the page preloads with itself', async () => {
  const startup = watchStartup(shop.page);
  await open(shop.page, '/products/all');
  await expect.poll(() => shop.page.getByTestId('product-card').count()).toBeGreaterThan(0);
  expect(startup).toEqual(['GET lang 10']);
});

test("the page's own code is named with the page and fetched once", async () => {
  const page = shop.page;
  const chunkRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/product-listing-page-[\w-]+\.js$/.test(request.url())) chunkRequests.push(request.url());
  });
  const response = await page.goto('/products/all');
  expect(response!.headers()['link']).toMatch(/<\/assets\/product-listing-page-[\w-]+\.js>; rel=modulepreload/);
  await expect.poll(() => page.getByTestId('product-card').count()).toBeGreaterThan(0);
  expect(chunkRequests).toHaveLength(1);
});

test('a saved language gets its own start-up, in that language', async () => {
  const page = shop.page;
  await page.addInitScript(() => localStorage.setItem('lang_id', '11'));
  const startup = watchStartup(page);
  await open(page, '/');
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
  // The preload still leaves with the page; the app asks for German instead of waiting on it.
  expect(startup).toEqual(['GET lang 10', 'POST lang 11']);
});

/**
 * Watches every page the test opens, from before its own scripts run, for an element matching
 * `selector`; the function returned tells whether the page now open ever showed one.
 */
async function watchForElement(page: Page, selector: string): Promise<() => Promise<boolean>> {
  await page.addInitScript((watched: string) => {
    const flags = window as unknown as { elementSeen: boolean };
    flags.elementSeen = false;
    new MutationObserver(() => {
      if (document.querySelector(watched)) flags.elementSeen = true;
    }).observe(document, { subtree: true, childList: true });
  }, selector);
  return () => page.evaluate(() => (window as unknown as { elementSeen: boolean }).elementSeen);
}

test('a cold load goes from the preloader straight to the page, never through the route fallback', async () => {
  const page = shop.page;
  // The page's own chunk arrives well after the start-up, as on a slow connection.
  await page.route(/\/assets\/[a-z-]+-page-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  const routeFallbackSeen = await watchForElement(page, '[data-testid="route-fallback"]');
  for (const path of ['/', '/products/all', '/pages/terms-and-conditions']) {
    await open(page, path);
    await expect.poll(() => page.locator('main').innerText()).not.toBe('');
    expect(await routeFallbackSeen(), path).toBe(false);
  }
});

/** The operation a /graphql request carries (POST body or preloaded GET), e.g. `Startup`. */
function operationName(request: Request): string | undefined {
  const url = new URL(request.url());
  if (url.pathname !== '/graphql') return undefined;
  const query = request.method() === 'POST' ? (request.postDataJSON() as { query: string }).query : (url.searchParams.get('query') ?? '');
  return /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '?';
}

/** A promise and the function that settles it. */
function signal(): { happened: Promise<void>; fire: () => void } {
  let fire!: () => void;
  const happened = new Promise<void>((resolve) => (fire = resolve));
  return { happened, fire };
}

/**
 * Holds the answers to the requests `url` matches (those `which` picks) until `happened` settles, or
 * for 5 s at most. `inTime()` then tells whether it settled while they were held.
 */
async function holdUntil(page: Page, url: string | RegExp, happened: Promise<void>, which = (_request: Request) => true) {
  let settledInTime = false;
  await page.route(url, async (route) => {
    if (which(route.request())) {
      const gaveUp = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000));
      settledInTime = await Promise.race([happened.then(() => true), gaveUp]);
    }
    await route.continue();
  });
  return { inTime: () => settledInTime };
}

/** The name of every operation the page sends to /graphql, as it sends them. */
function watchOperations(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const name = operationName(request);
    if (name) seen.push(name);
  });
  return seen;
}

test('the first view\'s data comes with the page: the browser asks for none of it, and shows it without a loading state', async () => {
  const page = shop.page;
  const skeletonSeen = await watchForElement(page, 'main .mantine-Skeleton-root');
  const asked = watchOperations(page);
  await open(page, '/products/all');
  await expect.poll(() => page.getByTestId('product-card').count()).toBeGreaterThan(0);
  const productPath = await page.getByTestId('product-card').first().locator('a').first().getAttribute('href');
  expect(await skeletonSeen()).toBe(false);

  // A shared link with its own search, filters, sort and page.
  await open(page, '/products/cs2/rifle?sort=asc&page=2');
  await expect.poll(() => page.getByTestId('product-card').count()).toBeGreaterThan(0);
  expect(await skeletonSeen()).toBe(false);

  await open(page, productPath!);
  await expect.poll(() => page.getByTestId('product-title').count()).toBe(1);
  expect(await skeletonSeen()).toBe(false);

  await open(page, '/pages/terms-and-conditions');
  await expect.poll(() => page.locator('article').innerText()).not.toBe('');
  expect(asked.filter((name) => ['ListingFilterData', 'ListingProducts', 'ProductDetail', 'TextPageContent'].includes(name))).toEqual([]);
});

test('a currency saved in the browser, which the server cannot see: the listing asks for its page in that currency', async () => {
  const page = shop.page;
  await page.addInitScript(() => localStorage.setItem('currency', 'USD'));
  const asked: string[] = [];
  page.on('request', (request) => {
    if (operationName(request) === 'ListingProducts') asked.push(JSON.stringify(request.postDataJSON()));
  });
  await open(page, '/products/all');
  const prices = page.getByTestId('product-price');
  await expect.poll(async () => (await prices.allInnerTexts()).length > 0 && (await prices.allInnerTexts()).every((text) => text.startsWith('$'))).toBe(true);
  expect(asked).toHaveLength(1);
  expect(asked[0]).toContain('"USD"');
});

test('a language saved in the browser: the page asks for its own data, in that language, not what the server sent', async () => {
  const page = shop.page;
  await page.addInitScript(() => localStorage.setItem('lang_id', '11'));
  const asked = watchOperations(page);
  await open(page, '/pages/terms-and-conditions');
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
  await expect.poll(() => page.locator('article').innerText()).not.toBe('');
  expect(asked).toContain('TextPageContent');
  // The server asked in English: none of its answers is taken, the listing's included.
  await open(page, '/products/all');
  await expect.poll(() => page.getByTestId('product-card').count()).toBeGreaterThan(0);
  expect(asked).toContain('ListingProducts');
});

test("the home page's hero is painted before its carousels are built", async () => {
  const page = shop.page;
  // Runs before the page's scripts: when the first carousel is attached, and when the hero's
  // pitch (the largest text of the first view) was painted.
  await page.addInitScript(() => {
    const marks = window as unknown as { carouselAt?: number; heroPaintedAt?: number };
    new MutationObserver(() => {
      marks.carouselAt ??= document.querySelector('[data-testid="new-arrivals-carousel"]') ? performance.now() : undefined;
    }).observe(document, { subtree: true, childList: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; renderTime: number })[]) {
        if (entry.element?.closest('[data-testid="home-hero"]')) marks.heroPaintedAt ??= entry.renderTime || entry.startTime;
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await open(page, '/');
  await expect.poll(() => page.getByTestId('new-arrivals-carousel').count()).toBe(1);
  const { carouselAt, heroPaintedAt } = await page.evaluate(() => {
    const { carouselAt, heroPaintedAt } = window as unknown as { carouselAt: number; heroPaintedAt: number };
    return { carouselAt, heroPaintedAt };
  });
  expect(heroPaintedAt).toBeGreaterThan(0);
  expect(heroPaintedAt).toBeLessThan(carouselAt);
});

test("the listing's leading pictures are fetched before its page's code has arrived", async () => {
  const page = shop.page;
  const pictures: string[] = [];
  const twoPicturesAsked = signal();
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/images/')) return;
    if (pictures.push(request.url()) === 2) twoPicturesAsked.fire();
  });
  // Without the listing's code there is no card, so no card can have asked for them.
  const listingCode = await holdUntil(page, /\/assets\/product-listing-page-[\w-]+\.js$/, twoPicturesAsked.happened);
  await open(page, '/products/all');
  await expect.poll(() => page.getByTestId('product-card').count()).toBeGreaterThan(2);
  expect(listingCode.inTime()).toBe(true);
  // They are the first two cards' own pictures, which the cards then take from the preload.
  const leading = await page.getByTestId('product-card').locator('img').evaluateAll((images) => images.slice(0, 2).map((image) => (image as HTMLImageElement).src));
  expect(pictures.slice(0, 2)).toEqual(leading);
  expect(new Set(pictures).size).toBe(pictures.length);
});
