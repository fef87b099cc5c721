// The listing remembers where you are: every filter, sort and page in the URL, so reload,
// Back/Forward and a shared link show the same listing; an unknown category is the 404 page.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectListing, keepScreenshots, open, useShopInBrowser } from './shop-in-browser';

const shop = useShopInBrowser();

const here = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** The controls show the listing state too, not only the cards. */
async function expectControls(page: Page, state: { search?: string; from?: string; till?: string; quality?: string }) {
  await expect.poll(() => page.getByTestId('listing-search').inputValue()).toBe(state.search ?? '');
  if (state.from) expect(await page.getByTestId('price-from').inputValue()).toContain(state.from);
  if (state.till) expect(await page.getByTestId('price-till').inputValue()).toContain(state.till);
  if (state.quality) expect(await page.getByRole('radio', { name: state.quality, exact: true }).isChecked()).toBe(true);
}

describe('listing state in the URL', () => {
  test('each change is in the query string, lower-cased, and a reload restores the same listing', async () => {
    const { page } = shop;
    await open(page, '/products/cs2/all');
    await page.getByRole('radio', { name: 'Rifle', exact: true }).check();
    await expect.poll(() => here(page)).toBe('/products/cs2/rifle');
    await page.getByRole('radio', { name: 'Classified', exact: true }).check();
    await expect.poll(() => here(page)).toBe('/products/cs2/rifle?quality=classified');
    await page.getByTestId('sort-toggle').click();
    await expect.poll(() => here(page)).toBe('/products/cs2/rifle?quality=classified&sort=desc');
    await page.getByTestId('price-till').fill('400');
    await page.getByTestId('listing-search').fill('AK');
    await expect.poll(() => here(page)).toBe('/products/cs2/rifle?search=ak&price_till=400&quality=classified&sort=desc');
    const query = { category: 'cs2', type: 'rifle', quality: 'classified', sort: 'desc', search: 'ak', price_till: 400 };
    await expectListing(page, query);

    await page.reload();
    await page.getByTestId('page-shown').waitFor({ state: 'attached' });
    expect(here(page)).toBe('/products/cs2/rifle?search=ak&price_till=400&quality=classified&sort=desc');
    await expectListing(page, query);
    await expectControls(page, { search: 'ak', till: '400', quality: 'Classified' });
  });

  test('Back and Forward step through the listings the visitor saw', async () => {
    const { page } = shop;
    await open(page, '/products/all');
    await expectListing(page, {});
    await page.getByTestId('sort-toggle').click();
    await expect.poll(() => here(page)).toBe('/products/all?sort=desc');
    await expectListing(page, { sort: 'desc' });
    await page.getByTestId('pagination').getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => here(page)).toBe('/products/all?sort=desc&page=2');
    await expectListing(page, { sort: 'desc', page: 2 });

    await page.goBack();
    await expect.poll(() => here(page)).toBe('/products/all?sort=desc');
    await expectListing(page, { sort: 'desc' });
    await page.goBack();
    await expect.poll(() => here(page)).toBe('/products/all');
    await expectListing(page, {});
    await page.goForward();
    await expectListing(page, { sort: 'desc' });
    await page.goForward();
    await expectListing(page, { sort: 'desc', page: 2 });
    expect(here(page)).toBe('/products/all?sort=desc&page=2');
  });

  test('a shared link opens the same listing, and a link spelled in capitals is lower-cased', async () => {
    const { page } = shop;
    await open(page, '/Products/DOTA2/all?SORT=DESC&Price_From=5&page=2');
    await expect.poll(() => here(page)).toBe('/products/dota2/all?price_from=5&sort=desc&page=2');
    await expectListing(page, { category: 'dota2', sort: 'desc', price_from: 5, page: 2 });
    await expectControls(page, { from: '5' });
    // Making the link canonical did not add a history entry: Back leaves the listing.
    expect(await page.evaluate(() => history.length)).toBe(2);
  });

  test("a search that finds nothing says so, with Clear filters beside it", async () => {
    const { page } = shop;
    await open(page, '/products/all?search=zzqxnothing');
    const clear = page.getByTestId('no-items-clear');
    await clear.waitFor();
    await keepScreenshots(page, 'listing-no-items');
    await clear.click();
    await expect.poll(() => here(page)).toBe('/products/all');
    await expect.poll(() => page.getByTestId('product-card').count()).toBeGreaterThan(0);
  });

  test('an unknown category shows the 404 page instead of an empty listing', async () => {
    const { page } = shop;
    for (const path of ['/products/minecraft', '/products/minecraft/all?page=2']) {
      await open(page, path);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Page not found');
      expect(await page.getByTestId('product-card').count()).toBe(0);
    }
  });
});
