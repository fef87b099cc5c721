// Cart, checkout and order history in the browser (issue: cart and purchases): a balance credited by
// the ops command, two items added, one removed, Buy Now, checkout without a steamId, the trade
// link, the purchase, the order in the history and the receipt e-mail.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, modal, register, shown, signUp, textOf, toast, useMailedShop, verifyByMail } from './account-steps';
import { ops as runOps } from './ops';
import { seriousViolations } from './axe-scan';
import { keepScreenshots, open } from './shop-in-browser';

const { shop, mail } = useMailedShop();
const ops = (...args: string[]) => runOps(shop.dataDir, ...args);

const cards = (page: Page) => page.getByTestId('product-card');
// The partner is the account id of the Steam ID typed below (76561198000000123); the sandbox never
// answers an offer to a link whose token is ExpireXX, so the order stays processing while it is looked at.
const TRADE_LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=39734395&token=ExpireXX';

describe('cart and checkout in the browser', () => {
  it('credit → add two → remove one → Buy Now → steamId asked → trade link → buy → history and receipt', async () => {
    const { page } = shop;
    const email = 'buyer.e2e@example.com';
    await register(page, email);
    await verifyByMail(page, mail, email);
    await ops('balance:credit', email, '500', '--reason', 'e2e');
    await logIn(page, email);
    await page.waitForURL((url) => url.pathname === '/profile');
    await textOf(page.getByTestId('header-balance')).toBe('€500.00');

    await open(page, '/products/all');
    await expect.poll(() => cards(page).count()).toBeGreaterThan(3);
    await cards(page).nth(0).getByRole('button', { name: /add to cart/i }).click();
    await shown(toast(page, 'Item added to cart'));
    await cards(page).nth(1).getByRole('button', { name: /add to cart/i }).click();
    await textOf(page.getByTestId('cart-badge')).toContain('2');
    await cards(page).nth(0).getByRole('button', { name: /add to cart/i }).click();
    // A toast's close button is named for a screen reader.
    await shown(toast(page, 'Item already in cart').getByRole('button', { name: 'Close notification', exact: true }));

    await page.getByTestId('cart-button').click();
    await expect.poll(() => modal(page, 'cart').getByTestId('cart-line').count()).toBe(2);
    await modal(page, 'cart').getByRole('button', { name: /^Remove/ }).first().click();
    await expect.poll(() => modal(page, 'cart').getByTestId('cart-line').count()).toBe(1);
    await page.keyboard.press('Escape');

    await cards(page).nth(2).locator('a[href^="/product/"]').last().click();
    await page.getByRole('button', { name: /buy now/i }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(2);

    await page.getByTestId('checkout-trade-url').fill(TRADE_LINK);
    await page.getByRole('button', { name: 'Save' }).click();
    await shown(toast(page, 'Trade link updated successfully'));
    await page.getByTestId('checkout-submit').click();
    await textOf(modal(page, 'personalInfo').getByTestId('personal-info-notice')).toBe('Please add your steamId');
    await modal(page, 'personalInfo').getByLabel('Steam ID').fill('76561198000000123');
    await modal(page, 'personalInfo').getByRole('checkbox').check();
    await modal(page, 'personalInfo').getByRole('button', { name: 'Save' }).click();
    await shown(toast(page, 'Profile updated successfully'));

    const total = await page.getByTestId('checkout-total').innerText();
    await page.getByTestId('checkout-submit').click();
    await shown(toast(page, 'Purchased successfully'));
    await page.waitForURL((url) => url.pathname === '/profile' && url.search === '?tab=order-history');
    await expect.poll(() => page.getByTestId('order-row').count()).toBe(2);
    const rows = await page.getByTestId('order-row').allInnerTexts();
    expect(rows.every((row) => /processing/i.test(row))).toBe(true);
    const paid = rows.map((row) => Number(/€([\d.,]+)/.exec(row)![1]!.replace(/,/g, ''))).reduce((a, b) => a + b, 0);
    expect(paid.toFixed(2)).toBe(total.replace(/[^\d.]/g, ''));
    await textOf(page.getByTestId('header-balance')).toBe(`€${(500 - paid).toFixed(2)}`);
    // Spec §1's thank-you: where the details and the skins go, the support address, the order's page.
    const thanks = page.getByTestId('purchase-confirmation');
    await textOf(thanks).toMatch(/^Thank you for your order #\d+!/);
    await textOf(thanks).toContain(`We have e-mailed the details of your skins to ${email}.`);
    await textOf(thanks).toContain('Questions? Write to support@');
    await keepScreenshots(page, 'order-history-after-checkout');
    expect(await seriousViolations(page)).toEqual([]);
    // The purchase emptied the cart: the badge shows no count at all.
    await textOf(page.getByTestId('cart-badge')).not.toMatch(/\d/);
    // The order page: both items, processing with what happens next, the trade link they go to.
    await thanks.getByRole('link', { name: 'View order' }).click();
    await page.waitForURL((url) => /^\/orders\/\d+$/.test(url.pathname));
    await expect.poll(() => page.getByTestId('order-item').count()).toBe(2);
    await textOf(page.getByTestId('order-status')).toMatch(/processing/i);
    await textOf(page.getByTestId('order-next')).toBe('We are sending your skins: a trade offer arrives in Steam shortly. Accept it there.');
    await textOf(page.getByTestId('order-trade-link')).toBe(TRADE_LINK);
    await textOf(page.getByTestId('order-total')).toBe(total);
    await keepScreenshots(page, 'order-page');
    expect(await seriousViolations(page)).toEqual([]);
    // Opened by its address (a reload, a link in an e-mail), the page is the same.
    await page.reload();
    await expect.poll(() => page.getByTestId('order-item').count()).toBe(2);
    // No such order (or another customer's, or not a number): said plainly.
    for (const id of ['999999999', 'abc']) {
      await open(page, `/orders/${id}`);
      await shown(page.getByTestId('order-not-found'));
    }
    expect(await seriousViolations(page)).toEqual([]);
    // A history row's View opens its order, not the sold item's Buy Now.
    await open(page, '/profile?tab=order-history');
    await page.getByTestId('order-row').first().getByTestId('view-order').click();
    await page.waitForURL((url) => /^\/orders\/\d+$/.test(url.pathname));
    await expect.poll(() => page.getByTestId('order-item').count()).toBe(2);
    // The empty cart leads back to the skins.
    await page.getByTestId('cart-button').click();
    const empty = modal(page, 'cart').getByTestId('empty-cart');
    await textOf(empty).toContain('Your cart is empty');
    await keepScreenshots(page, 'cart-empty');
    await empty.getByRole('link', { name: 'BUY SKINS' }).click();
    await page.waitForURL((url) => url.pathname === '/products/all');

    const receipt = await mail.waitFor(email, (m) => m.body.includes(TRADE_LINK));
    expect(receipt.body).toContain(TRADE_LINK);
  });

  it('a cart that fails to load offers a retry; short of funds, the alert links to the balance in the profile', async () => {
    const { page } = shop;
    const email = 'short.e2e@example.com';
    await signUp(page, mail, email);
    await open(page, '/products/all');
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    await cards(page).nth(0).getByRole('button', { name: /add to cart/i }).click();
    await shown(toast(page, 'Item added to cart'));

    // Cart requests die on the way: the page says so instead of loading forever.
    let cartFails = true;
    await page.route('**/graphql', async (route) => {
      if (cartFails && (route.request().postDataJSON() as { operationName?: string }).operationName === 'Cart') return route.abort('failed');
      return route.continue();
    });
    await open(page, '/checkout');
    await shown(page.getByTestId('checkout-load-failed'));
    expect(await seriousViolations(page)).toEqual([]);
    cartFails = false;
    await page.getByTestId('checkout-load-failed').getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1);

    // No balance: 'Not enough funds', and its Top up balance link opens the profile's balance.
    await shown(page.getByTestId('not-enough-funds'));
    await page.getByTestId('checkout-top-up-link').click();
    await page.waitForURL((url) => url.pathname === '/profile' && url.search === '?tab=profile-settings');
    await textOf(page.getByTestId('profile-balance')).toBe('€0.00');
  });
});
