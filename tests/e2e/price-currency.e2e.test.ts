// A price names the currency it was converted to. After a currency switch the cards keep showing
// the old amounts until the refetch answers (and for good if it fails); those amounts must keep
// their own symbol rather than take the newly chosen one.
import type { Route } from 'playwright-core';
import { expect, test } from 'vitest';
import { choose, open, useShopInBrowser } from './shop-in-browser';

const shop = useShopInBrowser();

test('prices keep their own currency symbol while a refetch in a new currency runs', async () => {
  const page = shop.page;
  const prices = page.getByTestId('product-price');
  await open(page, '/products/all');
  await expect.poll(() => prices.count()).toBeGreaterThan(0);
  const euros = await prices.allInnerTexts();
  expect(euros.every((text) => /^€\d{1,3}(,\d{3})*\.\d{2}$/.test(text))).toBe(true);

  // Hold every GraphQL request made in dollars until the old prices have been checked.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let heldRequests = 0;
  await page.route('**/graphql', async (route: Route) => {
    if ((route.request().postData() ?? '').includes('"USD"')) {
      heldRequests += 1;
      await held;
    }
    await route.continue();
  });

  await choose(page, 'currency-select', /USD/);
  await expect.poll(() => heldRequests).toBeGreaterThan(0);
  await expect.poll(() => page.getByTestId('currency-select').innerText()).toContain('USD');
  expect(await prices.allInnerTexts()).toEqual(euros);

  release();
  await expect.poll(async () => (await prices.allInnerTexts()).every((text) => /^\$\d{1,3}(,\d{3})*\.\d{2}$/.test(text))).toBe(true);
  expect(await prices.count()).toBe(euros.length);
});
