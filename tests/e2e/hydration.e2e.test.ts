// The server renders the home page, listings, products and text pages before it knows the customer's
// own data (their balance, their cart): signed in, React must take each of them over without finding
// other text than the server wrote (error #418 on the console), and then show that data.
import { expect, test } from 'vitest';
import { PASSWORD } from './account-steps';
import { choose, keepScreenshots, open, useShopInBrowser } from './shop-in-browser';

const shop = useShopInBrowser({ env: () => ({ REQUIRE_EMAIL_VERIFICATION: '0' }) });

test('signed in, every page the server renders hydrates without an error, then shows the balance; a toast opens below the header', async () => {
  const page = shop.page;
  // The page's request context shares the browser's cookies: the session it gets is the page's.
  const registered = await page.request.post('/api/register', {
    data: { name: 'Erika', surname: 'Muster', email: `hydrate-${Date.now()}@example.com`, phone: '+4915112345678', password: PASSWORD, passConfirm: PASSWORD },
  });
  expect(registered.status()).toBe(200);
  for (const path of ['/', '/products/all', '/product/5', '/pages/privacy-policy', '/fail-payment?reason=declined']) {
    await open(page, path);
    await expect.poll(() => page.getByTestId('header-balance').first().innerText(), { message: path }).toBe('€0.00');
  }
  // useShopInBrowser fails the test on any console error, React's hydration errors included.

  // On a phone the toast opens below the header, leaving the cart and the menu in reach.
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/products/all');
  await page.getByTestId('product-card').first().getByRole('button', { name: /add to cart/i }).click();
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Item added to cart' });
  await toast.waitFor();
  const header = (await page.locator('header').first().boundingBox())!;
  expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
});

test("on a phone the header shows the balance; a modal opened from the menu closes the menu", async () => {
  const page = shop.page;
  await page.setViewportSize({ width: 390, height: 844 });
  const registered = await page.request.post('/api/register', {
    data: { name: 'Erika', surname: 'Muster', email: `phone-${Date.now()}@example.com`, phone: '+4915112345678', password: PASSWORD, passConfirm: PASSWORD },
  });
  expect(registered.status()).toBe(200);
  await open(page, '/');
  await expect.poll(() => page.getByTestId('phone-header-balance').innerText()).toBe('€0.00');
  const header = (await page.locator('header').first().boundingBox())!;
  const balance = (await page.getByTestId('phone-balance-menu').boundingBox())!;
  expect(balance.x + balance.width).toBeLessThanOrEqual(header.x + header.width);
  await keepScreenshots(page, 'header-signed-in');

  await page.getByTestId('mobile-menu-toggle').click();
  const menu = page.getByTestId('mobile-menu');
  await menu.waitFor();
  await menu.getByTestId('sell-skin').click();
  await page.getByTestId('sellSkin-modal').waitFor();
  await expect.poll(() => menu.isVisible()).toBe(false);
  await keepScreenshots(page, 'sell-skin-from-menu');
});

test('signed in, the header keeps to one row at 1366 px in every language, German the longest', async () => {
  const page = shop.page;
  await page.setViewportSize({ width: 1366, height: 850 });
  const registered = await page.request.post('/api/register', {
    data: { name: 'Erika', surname: 'Muster', email: `header-${Date.now()}@example.com`, phone: '+4915112345678', password: PASSWORD, passConfirm: PASSWORD },
  });
  expect(registered.status()).toBe(200);
  await open(page, '/products/all');
  for (const language of [/English/, /Deutsch/, /Français/, /Español/, /Polski/, /Português/]) {
    await choose(page, 'language-select', language);
    await expect.poll(() => page.getByTestId('header-balance').innerText()).toMatch(/\d/);
    // Every control inside the header's bar, each on one line.
    const misplaced = await page.locator('header').first().evaluate((header) => {
      const bar = header.getBoundingClientRect();
      return [...header.querySelectorAll('a, button')]
        .map((element) => ({ text: element.textContent?.trim() ?? '', box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.top < bar.top || box.bottom > bar.bottom || box.right > bar.right || box.height > 44))
        .map(({ text }) => text);
    });
    expect(misplaced, String(language)).toEqual([]);
    if (String(language) === String(/Deutsch/)) await keepScreenshots(page, 'header-german');
  }
});
