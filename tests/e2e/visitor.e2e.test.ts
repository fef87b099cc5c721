// A visitor's journey through the built shop in Debian's Chromium: the real server process
// (server/main.ts) on a free port with a fresh data directory, so every layer takes part.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { cardTitles, choose, expectListing, open, priceValues, useShopInBrowser } from './shop-in-browser';

const shop = useShopInBrowser();

const cards = (page: Page) => page.getByTestId('product-card');
const prices = (page: Page) => page.getByTestId('product-price');
const firstTitle = async (page: Page) => (await cardTitles(page))[0] ?? '';

describe('a visitor', () => {
  test('starts on the home page and START NOW opens the login modal', async () => {
    const page = shop.page;
    await open(page, '/');
    await expect.poll(() => page.getByRole('button', { name: 'START NOW' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('typing-word').innerText()).toMatch(/CS2|Dota 2/);
    await expect.poll(() => cards(page).count()).toBeGreaterThan(3);
    await page.getByRole('button', { name: 'START NOW' }).click();
    await page.getByTestId('login-modal').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('login-modal').waitFor({ state: 'detached' });
  });

  test('browses, filters, sorts and pages the listing, then opens a product and a similar one', async () => {
    const page = shop.page;
    await open(page, '/');
    await page.getByRole('link', { name: 'BUY SKINS' }).first().click();
    await expect.poll(() => page.url()).toContain('/products/all');
    await expect.poll(() => cards(page).count()).toBe(15);
    await page.getByTestId('pagination').waitFor();

    // Game: CS2 only.
    await page.getByTestId('game-select').click();
    await page.getByRole('option', { name: 'CS2' }).click();
    await expect.poll(() => page.url()).toContain('/products/cs2');
    await expectListing(page, { category: 'cs2' });

    // Type: Rifle.
    await page.getByRole('radio', { name: 'Rifle', exact: true }).check();
    await expect.poll(() => page.url()).toMatch(/\/products\/cs2\/rifle/);
    await expectListing(page, { category: 'cs2', type: 'rifle' });

    // Price range, debounced.
    await page.getByTestId('price-from').fill('20');
    await page.getByTestId('price-till').fill('400');
    await expectListing(page, { category: 'cs2', type: 'rifle', price_from: 20, price_till: 400 });
    expect((await priceValues(page)).every((p) => p >= 20 && p <= 400)).toBe(true);

    // Search by the weapon of the first card.
    const weapon = (await firstTitle(page)).split(' | ')[0]!.toLowerCase();
    await page.getByTestId('listing-search').fill(weapon);
    await expectListing(page, { category: 'cs2', type: 'rifle', price_from: 20, price_till: 400, search: weapon });
    expect((await cards(page).allInnerTexts()).every((text) => text.toLowerCase().includes(weapon))).toBe(true);
    await page.getByTestId('listing-search').fill('');
    await expectListing(page, { category: 'cs2', type: 'rifle', price_from: 20, price_till: 400 });

    // Sort: high-cost first.
    await page.getByTestId('sort-toggle').click();
    await expect.poll(() => page.getByTestId('sort-toggle').innerText()).toBe('High-cost first');
    await expectListing(page, { category: 'cs2', type: 'rifle', price_from: 20, price_till: 400, sort: 'desc' });
    // Compared with its own sorted copy, a failure shows the prices (and the titles they were under).
    const values = await priceValues(page);
    expect(values, `prices of ${JSON.stringify(await cardTitles(page))}`).toEqual([...values].sort((a, b) => b - a));

    // Page 2.
    await page.getByTestId('pagination').getByRole('button', { name: /2$/ }).click();
    await expectListing(page, { category: 'cs2', type: 'rifle', price_from: 20, price_till: 400, sort: 'desc', page: 2 });

    // Detail page of the first card.
    const title = await firstTitle(page);
    await cards(page).first().getByRole('link').first().click();
    await expect.poll(() => page.url()).toMatch(/\/product\/\d+$/);
    await expect.poll(() => page.getByTestId('product-title').innerText()).toBe(title);
    await expect.poll(() => page.getByText('Rarity', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Exterior', { exact: true }).isVisible()).toBe(true);

    // The zoomed image closes with Esc.
    await page.getByRole('button', { name: /zoom/i }).click();
    await page.getByTestId('image-zoom').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('image-zoom').waitFor({ state: 'detached' });

    // A similar product.
    const similar = page.getByTestId('similar-products').getByTestId('product-card').first();
    const similarTitle = (await similar.locator('img').getAttribute('alt'))!;
    await similar.getByRole('link').first().click();
    await expect.poll(() => page.getByTestId('product-title').innerText()).toBe(similarTitle);
  });

  test('switching the currency changes every price on the page', async () => {
    const page = shop.page;
    await open(page, '/products/all');
    await expect.poll(() => prices(page).count()).toBeGreaterThan(10);
    const euros = await prices(page).allInnerTexts();
    expect(euros.every((text) => text.startsWith('€'))).toBe(true);

    await choose(page, 'currency-select', /USD/);
    await expect.poll(async () => (await prices(page).allInnerTexts()).every((text) => text.startsWith('$'))).toBe(true);
    const dollars = await prices(page).allInnerTexts();
    expect(dollars).toHaveLength(euros.length);
    dollars.forEach((text, i) => expect(text).not.toBe(euros[i]));
    expect(dollars.every((text) => /^\$\d{1,3}(,\d{3})*\.\d{2}$/.test(text))).toBe(true);

    // The choice persists across a reload.
    await open(page, '/products/all');
    await expect.poll(async () => (await prices(page).allInnerTexts()).every((text) => text.startsWith('$'))).toBe(true);

    // The product page refetches in the new currency too.
    await cards(page).first().getByRole('link').first().click();
    await expect.poll(() => page.getByTestId('product-price').first().innerText()).toMatch(/^\$/);
    await choose(page, 'currency-select', /GBP/);
    await expect.poll(() => page.getByTestId('product-price').first().innerText()).toMatch(/^£/);
  });

  test('switching the language changes the texts', async () => {
    const page = shop.page;
    await open(page, '/');
    await expect.poll(() => page.getByRole('link', { name: 'BUY SKINS' }).first().isVisible()).toBe(true);
    await choose(page, 'language-select', /Deutsch/);
    await expect.poll(() => page.getByRole('link', { name: 'SKINS KAUFEN' }).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'JETZT STARTEN' }).isVisible()).toBe(true);
    expect(await page.getByText('BUY SKINS').count()).toBe(0);
    await open(page, '/products/all');
    await expect.poll(() => page.getByTestId('sort-toggle').innerText()).toBe('Günstigste zuerst');
  });

  test('reads a static page from the footer and accepts cookies', async () => {
    const page = shop.page;
    await open(page, '/');
    const consent = page.getByTestId('cookie-consent');
    await consent.waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and Conditions' }).click();
    await expect.poll(() => page.url()).toContain('/pages/terms-and-conditions');
    await expect.poll(() => page.locator('main').innerText()).toMatch(/Terms and Conditions/);
    expect((await page.locator('main').innerText()).length).toBeGreaterThan(500);

    await consent.getByRole('button', { name: 'Got It' }).click();
    await consent.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('cookiesAccepted'))).toBe('true');
    await open(page, '/');
    await page.getByRole('button', { name: 'START NOW' }).waitFor();
    expect(await consent.count()).toBe(0);
  });

  test('sees no cookie banner on the cookie notice and cookie policy pages', async () => {
    const page = shop.page;
    await open(page, '/pages/cookie-notice');
    await expect.poll(() => page.locator('main').innerText()).toMatch(/Cookie/);
    expect(await page.getByTestId('cookie-consent').count()).toBe(0);
    await open(page, '/pages/cookie-policy');
    await expect.poll(() => page.locator('main').innerText()).toMatch(/Cookie/);
    expect(await page.getByTestId('cookie-consent').count()).toBe(0);
    // Still not accepted, so any other page asks.
    await open(page, '/pages/privacy-policy');
    await page.getByTestId('cookie-consent').waitFor();
  });

  test('gets the 404 page for unknown paths and missing text pages', async () => {
    const page = shop.page;
    await open(page, '/no-such-page');
    await expect.poll(() => page.locator('main').innerText()).toMatch(/not found/i);
    await open(page, '/pages/no-such-slug');
    await expect.poll(() => page.locator('main').innerText()).toMatch(/not found/i);
    expect(page.url()).not.toContain('no-such-slug');
    // The missing page was replaced in history, so Back returns to the page before it.
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe('/no-such-page');
  });

  test('deep links to a listing load directly, with upper-case params lower-cased', async () => {
    const page = shop.page;
    await open(page, '/products/CS2/All');
    await expect.poll(() => page.url()).toContain('/products/cs2/all');
    await expect.poll(() => cards(page).count()).toBe(15);
  });

  test('sees a trade-locked CS2 item: its badge and the date it becomes tradable, buttons disabled; its float, pattern and stickers', async () => {
    const page = shop.page;
    // Steam's trade lock as the stock sync writes it (issue 25), straight into the shop's SQLite file.
    const db = new Database(join(shop.dataDir, 'shop.sqlite'));
    const item = db.prepare("select id, title from items where category = 'cs2' and status = 'available' order by id limit 1").get() as { id: number; title: string };
    const until = Math.floor(Date.now() / 1000) + 3 * 86_400;
    const setLock = (tradableAfter: number | null, stickers: string | null) =>
      db.prepare('update items set tradable_after = ?, stickers = ? where id = ?').run(tradableAfter, stickers, item.id);
    setLock(until, JSON.stringify(['Sticker | Crown (Foil)', 'Sticker | Titan | Katowice 2014']));
    try {
      await open(page, `/product/${item.id}`);
      await expect.poll(() => page.getByTestId('product-title').innerText()).toBe(item.title);
      await expect.poll(() => page.getByTestId('trade-locked').innerText()).toMatch(/trade-locked/i);
      expect(await page.getByRole('button', { name: 'Buy Now' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Add to cart' }).first().isDisabled()).toBe(true);
      const year = String(new Date(until * 1000).getFullYear());
      await expect.poll(() => page.getByTestId('tradable-after').first().innerText()).toMatch(new RegExp(`^Tradable after .*${year}`));
      expect(await page.getByTestId('float-pattern').innerText()).toMatch(/^Float [01]\.\d{4} · Pattern \d+$/);
      expect(await page.getByTestId('stickers').innerText()).toMatch(/Crown \(Foil\)[\s\S]*Titan \| Katowice 2014/);

      // Its card in the listing says so too, in the chosen language.
      await choose(page, 'language-select', /Deutsch/);
      await open(page, `/products/all?search=${encodeURIComponent(item.title.toLowerCase())}`);
      const card = cards(page).filter({ has: page.locator(`img[alt="${item.title}"]`) });
      await expect.poll(() => card.getByTestId('trade-locked').innerText()).toMatch(/handelssperre/i);
      expect(await card.getByRole('button').isDisabled()).toBe(true);
      await expect.poll(() => card.getByTestId('tradable-after').innerText()).toMatch(new RegExp(`^Handelbar ab .*${year}`));
    } finally {
      setLock(null, null);
      db.close();
    }
  });
});
