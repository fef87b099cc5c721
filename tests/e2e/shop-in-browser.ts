// The fixture every e2e file shares: the real server process (server/main.ts) on a free port with a
// fresh data directory, Debian's Chromium, and a fresh browser context per test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { launchChromium } from '../support/browser';
import { startShop, type RunningShop } from '../support/shop-process';

export interface ShopInBrowser {
  /** The current test's page (a new context for every test). */
  readonly page: Page;
  /** The shop's data directory (its SQLite file), for ops commands run beside it. */
  readonly dataDir: string;
}

export interface ShopInBrowserOptions {
  /** Extra environment for the shop, computed once its test servers (SMTP, Steam) are up. */
  env?: () => Record<string, string>;
}

export function useShopInBrowser({ env }: ShopInBrowserOptions = {}): ShopInBrowser {
  let shop: RunningShop;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let dataDir: string;
  let cspViolations: string[] = [];
  let consoleErrors: string[] = [];
  /** Whether the test aborted a request yet (what follows from it is expected on the console). */
  let requestsAborted = false;
  let sentAsText: string[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
    shop = await startShop({ dataDir, env: env?.() });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    context = await browser.newContext({ baseURL: shop.baseUrl, viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    cspViolations = [];
    consoleErrors = [];
    requestsAborted = false;
    sentAsText = [];
    // Chromium reports every resource or script the Content-Security-Policy blocked on the console.
    // Any other error there (a failed request, React's hydration errors, an exception) fails the test.
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
      else if (message.type() === 'error' && !expectedFailure(message.text(), message.location().url)) consoleErrors.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    // The gateway runs only the app's persisted operations: every one must go by its documentId.
    page.on('request', (request) => {
      if (new URL(request.url()).pathname !== '/graphql') return;
      const body = (request.postDataJSON() ?? {}) as { documentId?: unknown; query?: unknown };
      if (typeof body.documentId !== 'string' || body.query !== undefined) sentAsText.push(request.postData() ?? request.url());
    });
  });
  /**
   * A request the test aborted on purpose (route.abort() is ERR_FAILED, context.setOffline() ERR_INTERNET_DISCONNECTED)
   * and, after one, the dynamic import it failed (which the page answers: load-failure.tsx), or a request
   * off this machine (no internet here: Steam's avatars).
   */
  function expectedFailure(text: string, url: string): boolean {
    if (/net::ERR_(FAILED|INTERNET_DISCONNECTED)/.test(text)) {
      requestsAborted = true;
      return true;
    }
    if (requestsAborted && /Failed to fetch dynamically imported module/.test(text)) return true;
    return /net::ERR_NAME_NOT_RESOLVED/.test(text) && !url.startsWith(shop.baseUrl);
  }

  afterEach(async ({ task }) => {
    // A failed test leaves the page as it was when it gave up: the first failure of a flaky one says why.
    if (task.result?.state === 'fail') await keepFailure(page, task.name);
    await context.close();
    expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
    expect(consoleErrors, 'errors on the console').toEqual([]);
    expect(sentAsText, 'GraphQL requests not sent by documentId').toEqual([]);
  });

  return {
    get page() {
      return page;
    },
    get dataDir() {
      return dataDir;
    },
  };
}

/** Opens `path` and waits until the app has taken the page over (a server-rendered page is readable before). */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await page.getByTestId('page-shown').waitFor({ state: 'attached' });
}

/** Card titles, read from their images' alt text. */
export function cardTitles(page: Page, scope = page.locator('body')): Promise<string[]> {
  return scope
    .getByTestId('product-card')
    .locator('img')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).alt));
}

/** Numbers of every visible item price, e.g. "$12.34" → 12.34. */
export async function priceValues(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('product-price').allInnerTexts();
  return texts.map((text) => Number(text.replace(/[^0-9.]/g, '')));
}

/** Waits until the cards show exactly the items the REST API lists for this query. */
export async function expectListing(page: Page, query: Record<string, string | number>) {
  const params = new URLSearchParams(
    Object.entries({ currency: 'EUR', limit: 15, ...query }).map(([key, value]) => [key, String(value)]),
  );
  const response = await page.request.get(`/api/items/list?${params}`);
  const expected = ((await response.json()) as { payload: { title: string }[] }).payload.map((item) => item.title);
  expect(expected.length).toBeGreaterThan(0);
  await expect.poll(() => cardTitles(page), { timeout: 10_000 }).toEqual(expected);
}

/** Picks an option of a header dropdown (currency, language). */
export async function choose(page: Page, testId: string, option: RegExp) {
  await page.getByTestId(testId).click();
  await page.getByRole('menuitem', { name: option }).click();
}

/** Where `npm test` keeps the screenshots the e2e suite takes (README: "Screenshots"). */
export const SCREENSHOT_DIR = 'test-results/screenshots';
export const SCREEN_SIZES = [
  { width: 1366, height: 850 },
  { width: 390, height: 844 },
] as const;

/** What the customer sees now at the page's own size, as `<name>-<width>.png`. */
export async function keepScreenshot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${width}.png`, animations: 'disabled' });
}

/** What the customer sees now, at a desktop's and a phone's size, as `<name>-1366.png` and `<name>-390.png`; the page's own size is restored. */
export const FAILURE_DIR = 'test-results/failures';

async function keepFailure(page: Page, testName: string) {
  const name = `${testName.replace(/[^\w]+/g, '-').slice(0, 80)}-${Date.now()}`;
  await page.screenshot({ path: `${FAILURE_DIR}/${name}.png`, fullPage: true, timeout: 5_000 }).catch(() => undefined);
}

export async function keepScreenshots(page: Page, name: string) {
  const own = page.viewportSize();
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${size.width}.png`, animations: 'disabled' });
  }
  if (own) await page.setViewportSize(own);
}
