// Issue 45 in the browser: every action answered where the customer is looking. Checkout offline
// toasts what failed with a Retry that completes it; the order-history tab Checkout lands on is live
// (the row's trade code, then SUCCESS when the sandbox partner accepts, without a reload); an expired
// session says so and signing in returns to the page; a confirmed e-mail opens the login filled in; a
// page whose code does not arrive says so with a Reload instead of going blank.
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, modal, register, shown, signUp, textOf, toast, useMailedShop } from './account-steps';
import { seriousViolations } from './axe-scan';
import { ops as runOps } from './ops';
import { keepScreenshots, open } from './shop-in-browser';
import { tokenIn } from '../support/mail-catcher';

// The partner accepts 8 s after the offer is sent: long enough to see the row wait, then move.
const { shop, mail } = useMailedShop(() => ({ SANDBOX_TRADE_ACCEPT_MS: '8000', TRADE_POLL_SECONDS: '1' }));
const ops = (...args: string[]) => runOps(shop.dataDir, ...args);
const tradeLink = (steamId: string, token: string) => `https://steamcommunity.com/tradeoffer/new/?partner=${BigInt(steamId) - 76561197960265728n}&token=${token}`;

/** A new shopper with €500, a Steam ID and a trade link, one skin in the cart, on Checkout. */
async function readyToCheckOut(page: Page, email: string, steamId: string) {
  await signUp(page, mail, email);
  await ops('balance:credit', email, '500', '--reason', 'e2e');
  await open(page, '/products/all');
  await expect.poll(() => page.getByTestId('product-card').count()).toBeGreaterThan(0);
  await page.getByTestId('product-card').nth(0).getByRole('button', { name: /add to cart/i }).click();
  await shown(toast(page, 'Item added to cart'));
  await open(page, '/checkout');
  await page.getByTestId('checkout-trade-url').fill(tradeLink(steamId, 'AcceptXX'));
  await page.getByRole('button', { name: 'Save' }).click();
  await shown(toast(page, 'Trade link updated successfully'));
  await page.getByTestId('checkout-submit').click();
  await modal(page, 'personalInfo').getByLabel('Steam ID').fill(steamId);
  await modal(page, 'personalInfo').getByRole('checkbox').check();
  await modal(page, 'personalInfo').getByRole('button', { name: 'Save' }).click();
  await shown(toast(page, 'Profile updated successfully'));
}

describe('every action answered where the customer is looking (issue 45)', () => {
  it('Checkout offline toasts what failed with Retry; Retry buys; the order-history row shows the code, then SUCCESS without a reload', async () => {
    const { page } = shop;
    await readyToCheckOut(page, 'answers.checkout@example.com', '76561198000000451');
    const purchases: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.postData()?.includes('"operationName":"Purchase"')) purchases.push(request.url());
    });

    await page.context().setOffline(true);
    await page.getByTestId('checkout-submit').click();
    const failed = toast(page, 'Checkout failed: the shop could not be reached. Check your connection and retry.');
    await shown(failed);
    await keepScreenshots(page, 'checkout-offline-retry');
    await page.context().setOffline(false);
    await failed.getByRole('button', { name: 'Retry' }).click();
    await shown(toast(page, 'Purchased successfully'));
    expect(purchases.length).toBeGreaterThanOrEqual(2);

    // Spec §4: Checkout ends on the order-history tab, with the thank-you linking the live order page.
    await page.waitForURL((url) => url.pathname === '/profile' && url.searchParams.get('tab') === 'order-history');
    await shown(page.getByTestId('purchase-confirmation').getByRole('link', { name: 'View order' }));
    // Marks this document: a reload or a navigation would drop the mark.
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    const row = page.getByTestId('order-row').first();
    await textOf(row.getByTestId('order-row-code')).toMatch(/^Offer code: \S{4,}$/);
    await textOf(row.getByTestId('order-row-delivery')).toBe('Offer sent');
    await keepScreenshots(page, 'order-history-live-waiting');
    await expect.poll(() => row.getByTestId('order-row-delivery').innerText(), { timeout: 30_000 }).toBe('Delivered');
    await textOf(row).toMatch(/success/i);
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await keepScreenshots(page, 'order-history-live-delivered');
  });

  it('an expired session says so, and signing in again returns to the page the customer was on', async () => {
    const { page } = shop;
    const email = 'answers.expired@example.com';
    await signUp(page, mail, email);
    await open(page, '/profile?tab=order-history');
    // A new customer's tabs are empty: the table's place says so.
    await shown(page.getByText('No data found'));
    // The session ends under the customer (the cookie gone is what the server sees of an expired one).
    await page.context().clearCookies();
    await page.getByRole('tab', { name: 'Transactions' }).click();
    await shown(toast(page, 'Your session has expired. Please sign in again.'));
    await shown(modal(page, 'login'));
    // One answer: the tab's own failure toast stays quiet for a 401.
    expect(await toast(page, 'Failed to fetch deposit history').count()).toBe(0);
    await keepScreenshots(page, 'session-expired');
    await logIn(page, email);
    await page.waitForURL((url) => url.pathname === '/profile' && url.searchParams.get('tab') === 'transactions');
    await expect.poll(() => page.getByRole('tab', { name: 'Transactions' }).getAttribute('aria-selected')).toBe('true');
    await shown(page.getByText('No data found'));
  });

  it('the e-mail confirmation link says the e-mail is confirmed and opens the login with the address filled in', async () => {
    const { page } = shop;
    const email = 'answers.confirm@example.com';
    await register(page, email);
    const token = tokenIn(await mail.waitFor(email, (m) => m.body.includes('/verify-email?token=')), '/verify-email');
    await page.goto(`/verify-email?token=${encodeURIComponent(token)}`);
    await shown(toast(page, 'Your email has been verified!'));
    await page.waitForURL((url) => url.pathname === '/');
    await shown(modal(page, 'login'));
    await expect.poll(() => modal(page, 'login').getByLabel('E-mail').inputValue()).toBe(email);
    await keepScreenshots(page, 'email-confirmed-login');
    await modal(page, 'login').getByRole('textbox', { name: /^Password/ }).fill('Secret123');
    await modal(page, 'login').getByRole('button', { name: 'LOGIN WITH E-MAIL' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
  });

  it('the link opened in another browser (the phone the e-mail was read on) fills in the address too', async () => {
    const { page } = shop;
    const email = 'answers.phone@example.com';
    await register(page, email);
    const token = tokenIn(await mail.waitFor(email, (m) => m.body.includes('/verify-email?token=')), '/verify-email');
    const phone = await page.context().browser()!.newContext({ baseURL: new URL(page.url()).origin, viewport: { width: 390, height: 844 } });
    try {
      const there = await phone.newPage();
      await there.goto(`/verify-email?token=${encodeURIComponent(token)}`);
      await shown(toast(there, 'Your email has been verified!'));
      await shown(modal(there, 'login'));
      await expect.poll(() => modal(there, 'login').getByLabel('E-mail').inputValue()).toBe(email);
    } finally {
      await phone.close();
    }
  });

  it("a page whose code does not arrive says so in the page's place, and Reload brings it", async () => {
    const { page } = shop;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await open(page, '/');
    // The connection drops as the customer opens a text page: its code never arrives.
    const dropScripts = (route: Route) => route.abort('internetdisconnected');
    await page.route(/\/assets\/.+\.js$/, dropScripts);
    const link = page.locator('footer a[href^="/pages/"]').first();
    const path = await link.getAttribute('href');
    await link.click();
    const failure = page.getByTestId('load-failure');
    await shown(failure);
    await textOf(failure.getByRole('heading')).toBe('This page could not be loaded');
    await shown(page.getByRole('banner')); // the header stays: the customer can go elsewhere
    expect(errors).toEqual([]); // caught, not an uncaught error that blanks the app
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshots(page, 'page-code-failed');

    await page.unroute(/\/assets\/.+\.js$/, dropScripts);
    await failure.getByRole('button', { name: 'Reload' }).click();
    await page.getByTestId('page-shown').waitFor({ state: 'attached' });
    expect(new URL(page.url()).pathname).toBe(path);
    await expect.poll(() => page.getByTestId('load-failure').count()).toBe(0);
    await shown(page.locator('main h1').first());
  });
});
