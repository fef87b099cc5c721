// The shopper's language everywhere they read: prices as that language writes them (Intl.NumberFormat:
// thousands separators, two decimals, the symbol where that locale puts it) from the REST API's major
// units, a struck-through old price announced as the old price, and the words items are described
// with (types, rarities, exteriors, classes) and their descriptions in that language while the URL
// keeps the English value.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { choose, keepScreenshots, open, useShopInBrowser } from './shop-in-browser';

const shop = useShopInBrowser();

interface WireItem {
  id: number;
  price: number;
  old_price: number;
}

/** Chromium writes U+00A0 / U+202F inside formatted numbers; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').trim();

async function items(page: Page, query: string): Promise<WireItem[]> {
  const response = await page.request.get(`/api/items/list?${query}`);
  return ((await response.json()) as { payload: WireItem[] }).payload;
}

const priceText = async (page: Page, testId: string) => plain(await page.getByTestId(testId).first().innerText());

test('the dearest item in kronor and zloty: thousands separators, two decimals, symbol placed by the language', async () => {
  const page = shop.page;
  const [dearSek] = await items(page, 'currency=SEK&sort=desc&limit=1');
  const [dearPln] = await items(page, 'currency=PLN&sort=desc&limit=1');
  expect(dearSek.price, 'the seed has an item above 1,000 kr').toBeGreaterThan(1000);

  await open(page, `/product/${dearSek.id}`);
  await choose(page, 'currency-select', /SEK/);
  const sek = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(dearSek.price);
  await expect.poll(() => priceText(page, 'product-price')).toBe(`kr ${sek}`);
  expect(sek).toMatch(/^\d{1,3}(,\d{3})+\.\d{2}$/);

  await choose(page, 'currency-select', /PLN/);
  await choose(page, 'language-select', /Polski/);
  const pln = plain(new Intl.NumberFormat('pl', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(dearPln.price));
  await expect.poll(() => priceText(page, 'product-price')).toBe(`${pln} zł`);
  expect(pln).toMatch(/^\d{1,3}( \d{3})+,\d{2}$/);
});

test('German writes euros as 1.234,50 € on the cards and in the price range', async () => {
  const page = shop.page;
  await open(page, '/products/all');
  await choose(page, 'language-select', /Deutsch/);
  const [first] = await items(page, 'currency=EUR&limit=1');
  const expected = plain(new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(first.price));
  await expect.poll(() => priceText(page, 'product-price')).toBe(expected);
  expect(expected).toMatch(/^\d{1,3}(\.\d{3})*,\d{2} €$/);
  // The price range is written the same way (it showed "€0" beside "0,03 €").
  await expect.poll(async () => plain(await page.getByTestId('price-till').inputValue())).toBe('10.000 €');
  expect(plain(await page.getByTestId('price-from').inputValue())).toBe('0 €');
});

test('the struck-through old price is announced as the old price', async () => {
  const page = shop.page;
  const discounted = (await items(page, 'currency=EUR&limit=100')).find((item) => item.old_price > 0);
  expect(discounted, 'the seed has a discounted item').toBeDefined();
  await open(page, `/product/${discounted!.id}`);
  const old = page.getByTestId('product-old-price').first();
  await old.waitFor();
  const formatted = plain(new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(discounted!.old_price));
  expect(plain((await old.textContent()) ?? '')).toBe(`Old price: ${formatted}`);
  expect(await old.evaluate((element) => element.tagName)).toBe('S');
  // Only the amount is seen; "Old price" is for screen readers.
  const hidden = old.getByText('Old price:');
  const box = await hidden.evaluate((element) => element.getBoundingClientRect());
  expect(box.width * box.height).toBeLessThanOrEqual(1);
});

const here = (page: Page) => decodeURIComponent(new URL(page.url()).pathname + new URL(page.url()).search);
const GERMAN_EXTERIORS = ['Fabrikneu', 'Minimale Gebrauchsspuren', 'Einsatzerprobt', 'Abgenutzt', 'Kampfspuren'];

test('German names types, rarities and exteriors in German on filters, cards, title and product page; the URL keeps English', async () => {
  const page = shop.page;
  await open(page, '/products/cs2/all');
  await choose(page, 'language-select', /Deutsch/);
  await page.getByRole('radio', { name: 'Gewehr', exact: true }).check();
  await expect.poll(() => here(page)).toBe('/products/cs2/rifle');
  await page.getByRole('radio', { name: 'Vertraulich', exact: true }).check();
  await expect.poll(() => here(page)).toBe('/products/cs2/rifle?quality=classified');
  await page.getByRole('heading', { level: 1, name: 'Gewehr' }).waitFor();
  expect(await page.getByRole('radio', { name: 'Einsatzerprobt', exact: true }).count()).toBe(1);
  expect(await page.getByRole('radio', { name: 'Rifle', exact: true }).count()).toBe(0);

  const card = page.getByTestId('product-card').first();
  await expect.poll(() => card.innerText()).toContain('Gewehr · Vertraulich');
  expect(GERMAN_EXTERIORS).toContain(await card.getByTestId('card-exterior').innerText());
  await keepScreenshots(page, 'listing-german');

  await card.getByRole('link').first().click();
  await page.waitForURL(/\/product\/\d+$/);
  const attributes = page.getByTestId('product-attributes');
  await expect.poll(() => attributes.innerText()).toContain('Vertraulich');
  const text = await attributes.innerText();
  expect(text).toContain('Gewehr');
  expect(GERMAN_EXTERIORS.some((exterior) => text.includes(exterior))).toBe(true);
  expect(text).not.toMatch(/Classified|Rifle/);
  // The description too, asked again in the language the customer picks on the page.
  const description = page.getByTestId('product-description');
  await expect.poll(() => description.innerText()).toContain('Typ: Gewehr, Seltenheit: Vertraulich, Zustand: ');
  await keepScreenshots(page, 'product-german');
  await choose(page, 'language-select', /Polski/);
  await expect.poll(() => description.innerText(), { timeout: 10_000 }).toContain('typ: Karabin, rzadkość: Utajnione, stan: ');
});

test('toasts speak the chosen language too (a failed Steam sign-in, in German)', async () => {
  const page = shop.page;
  await open(page, '/');
  await choose(page, 'language-select', /Deutsch/);
  // A language is kept once its texts are in (the header reads German), so the next page opens in it.
  await page.getByRole('link', { name: 'SKINS KAUFEN' }).first().waitFor();
  await open(page, '/?steam_login=failed');
  const toast = page.locator('.mantine-Notification-root');
  // The page starts in the server's English and turns German when the saved language's texts arrive.
  await expect
    .poll(() => toast.first().innerText(), { timeout: 10_000 })
    .toContain('Die Anmeldung mit Steam ist fehlgeschlagen. Bitte versuchen Sie es erneut.');
  await keepScreenshots(page, 'toast-german');
});
