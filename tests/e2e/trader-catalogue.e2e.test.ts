// Issue 27 in the browser: the trader's float filter and sorts in the URL, the compact cards, and the
// product page's Steam price, copy details and price chart; with screenshots at 1366 and 390 px.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seriousViolations } from './axe-scan';
import { SCREENSHOT_DIR, SCREEN_SIZES, keepScreenshot, keepScreenshots, open, useShopInBrowser } from './shop-in-browser';

const shop = useShopInBrowser();

const cards = (page: Page) => page.getByTestId('product-card');
// Text content, not innerText: a card below the screen is not laid out yet (content-visibility), and innerText is then ''.
const floats = async (page: Page) => (await page.getByTestId('float-value').allTextContents()).map(Number);
const query = (page: Page) => new URL(page.url()).search;
/** A float as the cards print it: four decimals, cut rather than rounded. */
const printed = (float: number | null) => (float === null ? null : Number(float.toFixed(10).slice(0, 6)));

/** Waits for the listing to show a new page of cards (the machine has answered the URL). */
async function cardsSettled(page: Page) {
  await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
  await page.locator('[aria-live="polite"]').filter({ hasNotText: 'Loading' }).waitFor();
}

interface ListedItem {
  id: number;
  float_value: number | null;
  reference_price: number | null;
  discount: number;
}

async function listed(page: Page, search: string): Promise<ListedItem[]> {
  const response = await page.request.get(`/api/items/list?currency=EUR&${search}`);
  return ((await response.json()) as { payload: ListedItem[] }).payload;
}

describe('a trader on the listing', () => {
  test('chooses the Factory New preset: the URL carries it, every card is within 0–0.07, reload keeps it', async () => {
    const { page } = shop;
    await page.setViewportSize({ width: 1366, height: 850 });
    await open(page, '/products/cs2/all');
    await cardsSettled(page);
    await keepScreenshot(page, 'trader-listing');

    await page.getByTestId('float-preset-FN').click();
    await expect.poll(() => query(page)).toBe('?float_from=0&float_till=0.07');
    const expected = (await listed(page, 'category=cs2&float_from=0&float_till=0.07&limit=15')).map((item) => printed(item.float_value));
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(() => floats(page)).toEqual(expected);
    expect(expected.every((f) => f !== null && f >= 0 && f <= 0.07)).toBe(true);
    expect(await page.getByTestId('float-preset-FN').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByTestId('float-till').inputValue()).toBe('0.07');

    await page.reload();
    await page.getByTestId('page-shown').waitFor({ state: 'attached' });
    expect(query(page)).toBe('?float_from=0&float_till=0.07');
    await expect.poll(() => floats(page)).toEqual(expected);
    expect(await page.getByTestId('float-preset-FN').getAttribute('aria-pressed')).toBe('true');
    await keepScreenshot(page, 'trader-listing-factory-new');
    await cards(page).first().screenshot({ path: `${SCREENSHOT_DIR}/trader-card-1366.png` });
  });

  test('a bad float in the URL is left out, not a crash', async () => {
    const { page } = shop;
    await open(page, '/products/cs2/all?float_from=7&float_till=0.1&paint_seed=x');
    await expect.poll(() => query(page)).toBe('?float_till=0.1');
    await cardsSettled(page);
    await expect.poll(async () => (await floats(page)).length).toBeGreaterThan(0);
    expect((await floats(page)).every((f) => f <= 0.1)).toBe(true);
  });

  test('sorts by float low to high, then by discount; Back returns to the float order', async () => {
    const { page } = shop;
    await open(page, '/products/cs2/all');
    await cardsSettled(page);
    await page.getByTestId('sort-select').click();
    await page.getByRole('option', { name: 'Lowest float first' }).click();
    await expect.poll(() => query(page)).toBe('?sort=float_asc');
    const ascending = (await listed(page, 'category=cs2&sort=float_asc&limit=15')).map((item) => printed(item.float_value));
    await expect.poll(() => floats(page)).toEqual(ascending);
    expect(ascending).toEqual([...ascending].sort((a, b) => a! - b!));
    // The spec's price toggle belongs to the price sort.
    expect(await page.getByTestId('sort-toggle').count()).toBe(0);

    await page.getByTestId('sort-select').click();
    await page.getByRole('option', { name: 'Biggest discount' }).click();
    await expect.poll(() => query(page)).toBe('?sort=discount');
    const discounts = (await listed(page, 'category=cs2&sort=discount&limit=15')).map((item) => `\u2212${item.discount}%`);
    await expect.poll(() => page.getByTestId('discount').allInnerTexts()).toEqual(discounts.filter((d) => d !== '\u22120%'));

    await page.goBack();
    await expect.poll(() => query(page)).toBe('?sort=float_asc');
    await expect.poll(() => floats(page)).toEqual(ascending);
  });

  test('the Dota 2 listing has no float, pattern or sticker filters and no float sorts', async () => {
    const { page } = shop;
    await open(page, '/products/dota2/all?float_from=0&stattrak=1&sort=float_asc');
    await expect.poll(() => query(page)).toBe('');
    await cardsSettled(page);
    expect(await page.getByTestId('trader-filters').count()).toBe(0);
    expect(await page.getByTestId('wear').count()).toBe(0);
    await page.getByTestId('sort-select').click();
    const options = await page.getByRole('option').allInnerTexts();
    expect(options).toEqual(['Price', 'Biggest discount', 'Newest first']);
  });

  test('on a phone the filter drawer holds the float presets and filters the cards', async () => {
    const { page } = shop;
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/products/cs2/all');
    await cardsSettled(page);
    await page.getByTestId('filters-toggle').click();
    await page.getByTestId('float-preset-MW').click();
    await expect.poll(() => query(page)).toBe('?float_from=0.07&float_till=0.15');
    await keepScreenshot(page, 'trader-filter-drawer');
    // Nothing scrolls under "Show N results": the filters scroll above it (WCAG 2.2 target size).
    expect(await seriousViolations(page), 'axe: the filter drawer on a phone').toEqual([]);
    await page.getByTestId('show-results').click();
    await expect.poll(async () => (await floats(page)).length).toBeGreaterThan(0);
    expect((await floats(page)).every((f) => f >= 0.07 && f <= 0.15)).toBe(true);
    await keepScreenshot(page, 'trader-listing-minimal-wear');

    // StatTrak™ copies with stickers: each card carries both marks.
    await page.getByTestId('filters-toggle').click();
    await page.getByTestId('flag-statTrak').check();
    await page.getByTestId('flag-hasStickers').check();
    await expect.poll(() => query(page)).toBe('?float_from=0.07&float_till=0.15&stattrak=1&has_stickers=1');
    await page.getByTestId('show-results').click();
    await expect.poll(() => page.getByTestId('mark-stattrak').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('mark-stattrak').count()).toBe(await cards(page).count());
    expect(await page.getByTestId('mark-stickers').count()).toBe(await cards(page).count());
    await cards(page).first().screenshot({ path: `${SCREENSHOT_DIR}/trader-card-390.png` });
  });
});

describe('a trader on the product page', () => {
  test('sees the Steam price as money, the discount, the wear bar, and a chart that 7/30/90 days re-fetch', async () => {
    const { page } = shop;
    const [item] = await listed(page, 'category=cs2&sort=discount&limit=1');
    expect(item!.reference_price).not.toBeNull();
    await open(page, `/product/${item!.id}`);
    await expect.poll(() => page.getByTestId('steam-price').innerText()).toMatch(/^€\d[\d,]*\.\d{2}$/);
    expect(await page.getByTestId('price-panel').getByTestId('discount').innerText()).toBe(`\u2212${item!.discount}%`);
    if (item!.float_value !== null) {
      const meter = page.getByTestId('copy-details').getByRole('meter');
      expect(Number(await meter.getAttribute('aria-valuenow'))).toBe(item!.float_value);
    }

    // The chart is drawn when the customer scrolls near it, not with the page's first view.
    // Scrolled in one step in the page: the placeholder a locator found may be replaced by the chart before it scrolls.
    await page.evaluate(() => document.querySelector('[data-testid="price-history-placeholder"], [data-testid="price-history"]')?.scrollIntoView({ block: 'center' }));
    const chart = page.getByTestId('history-chart');
    await expect.poll(() => chart.getAttribute('data-days'), { timeout: 10_000 }).toBe('30');
    const thirty = Number(await chart.getAttribute('data-points'));
    expect(thirty).toBeGreaterThan(0);
    expect(await chart.locator('.recharts-area-area').count()).toBeGreaterThan(0);

    for (const [label, days] of [['7 days', 7], ['90 days', 90]] as const) {
      const asked = page.waitForRequest((request) => {
        const body = request.url().endsWith('/graphql') ? (request.postDataJSON() as { variables?: { days?: number } } | null) : null;
        return body?.variables?.days === days;
      });
      await page.getByText(label, { exact: true }).click();
      await asked;
      // The span is chosen at once; the old points stay drawn (dimmed, busy) until the new ones arrive.
      await expect.poll(() => chart.getAttribute('data-days')).toBe(String(days));
      await expect.poll(() => page.getByTestId('price-history').getAttribute('aria-busy')).toBe('false');
    }
    const ninety = Number(await chart.getAttribute('data-points'));
    expect(ninety).toBeGreaterThan(thirty);
    expect(await seriousViolations(page), 'axe: the product page with its details and chart').toEqual([]);
    await keepScreenshots(page, 'trader-product');
    await page.getByRole('button', { name: 'Got It' }).click();
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize(size);
      await page.getByTestId('copy-details').scrollIntoViewIfNeeded();
      await keepScreenshot(page, 'trader-product-details');
      await page.getByTestId('price-history').screenshot({ path: `${SCREENSHOT_DIR}/trader-product-chart-${size.width}.png` });
    }
  });

  test('an item the price source does not know keeps the spec\'s "—" and no discount', async () => {
    const { page } = shop;
    const db = new Database(join(shop.dataDir, 'shop.sqlite'));
    const item = db.prepare("select id, reference_price from items where status = 'available' and reference_price is not null order by id limit 1").get() as {
      id: number;
      reference_price: number;
    };
    db.prepare('update items set reference_price = null where id = ?').run(item.id);
    try {
      await open(page, `/product/${item.id}`);
      await expect.poll(() => page.getByTestId('steam-price').innerText()).toBe('—');
      expect(await page.getByTestId('price-panel').getByTestId('discount').count()).toBe(0);
    } finally {
      db.prepare('update items set reference_price = ? where id = ?').run(item.reference_price, item.id);
      db.close();
    }
  });

  test("a Dota 2 item shows the gems and style its inventory reports, and no wear bar", async () => {
    const { page } = shop;
    const response = await page.request.get('/api/items/list?currency=EUR&category=dota2&limit=100');
    const items = ((await response.json()) as { payload: { id: number; gems: string[]; style: string | null }[] }).payload;
    const item = items.find((i) => i.gems.length > 0 && i.style !== null) ?? items.find((i) => i.gems.length > 0);
    if (!item) throw new Error('the seed has no Dota 2 item with gems');
    await open(page, `/product/${item.id}`);
    await expect.poll(() => page.getByTestId('gems').innerText()).toContain(item.gems[0]!);
    if (item.style) expect(await page.getByTestId('copy-facts').innerText()).toContain(item.style);
    expect(await page.getByTestId('copy-details').getByRole('meter').count()).toBe(0);
    await page.getByTestId('copy-details').scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'trader-product-dota');
  });

  test('the home page still shows its carousels of compact cards', async () => {
    const { page } = shop;
    await open(page, '/');
    await expect.poll(() => cards(page).count()).toBeGreaterThan(3);
    await page.getByRole('button', { name: 'Got It' }).click();
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize(size);
      await cards(page).first().scrollIntoViewIfNeeded();
      await keepScreenshot(page, 'trader-home');
    }
  });
});
