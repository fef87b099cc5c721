// Issue 45: checkout shows the balance, the total and what remains; cart, checkout and the order page
// show each copy's float on its wear bar, pattern and stickers; the order page counts down to the trade
// offer's expiry while it waits and, once accepted, to the end of Steam's reversal window.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { modal, shown, signUp, textOf, toast, useMailedShop } from './account-steps';
import { ops as runOps } from './ops';
import { keepScreenshots, open } from './shop-in-browser';

// The sandbox partner answers 6 s after the offer is sent: long enough to watch the expiry count down.
const { shop, mail } = useMailedShop(() => ({ SANDBOX_TRADE_ACCEPT_MS: '6000', TRADE_POLL_SECONDS: '1' }));
const ops = (...args: string[]) => runOps(shop.dataDir, ...args);
const tradeLink = (steamId: string) => `https://steamcommunity.com/tradeoffer/new/?partner=${BigInt(steamId) - 76561197960265728n}&token=AcceptXX`;
const clockOf = (text: string) => /(\d\d:\d\d(?::\d\d)?)$/.exec(text)?.[1] ?? '';

async function addStickeredSkin(page: Page) {
  await open(page, '/products/cs2/all');
  const card = page.getByTestId('product-card').filter({ has: page.getByTestId('mark-stickers') }).first();
  await card.getByRole('button', { name: /add to cart/i }).click();
  await shown(toast(page, 'Item added to cart'));
}

describe('checkout with balance and the copy facts; the order page counts down', () => {
  it('balance, total and remaining; float, pattern and stickers in checkout and on the order; the offer expiry then the reversal window count down', async () => {
    const { page } = shop;
    const email = 'facts.e2e@example.com';
    const steamId = '76561198000000451';
    await signUp(page, mail, email);
    await ops('balance:credit', email, '500', '--reason', 'e2e');
    await addStickeredSkin(page);
    await open(page, '/checkout');
    const line = page.getByTestId('cart-line');
    await expect.poll(() => line.count()).toBe(1);
    await textOf(line.getByTestId('float-value')).toMatch(/^0\.\d+$/);
    await textOf(line.getByTestId('pattern')).toMatch(/^Pattern \d+$/);
    expect(await line.getByTestId('stickers').locator('.mantine-Badge-root').count()).toBeGreaterThan(0);
    const total = Number((await page.getByTestId('checkout-total').innerText()).replace(/[^\d.]/g, ''));
    await textOf(page.getByTestId('checkout-balance')).toBe('€500.00');
    await textOf(page.getByTestId('checkout-remaining')).toBe(`€${(500 - total).toFixed(2)}`);
    await page.getByTestId('checkout-trade-url').fill(tradeLink(steamId));
    await page.getByRole('button', { name: 'Save' }).click();
    await shown(toast(page, 'Trade link updated successfully'));
    await keepScreenshots(page, 'checkout-balance-and-copy-facts');

    await page.getByTestId('checkout-submit').click();
    await modal(page, 'personalInfo').getByLabel('Steam ID').fill(steamId);
    await modal(page, 'personalInfo').getByRole('checkbox').check();
    await modal(page, 'personalInfo').getByRole('button', { name: 'Save' }).click();
    await shown(toast(page, 'Profile updated successfully'));
    await page.getByTestId('checkout-submit').click();
    await shown(toast(page, 'Purchased successfully'));
    await page.getByTestId('purchase-confirmation').getByRole('link', { name: 'View order' }).click();
    await page.waitForURL((url) => /^\/orders\/\d+$/.test(url.pathname));

    const item = page.getByTestId('order-item');
    await textOf(item.getByTestId('float-value')).toMatch(/^0\.\d+$/);
    await textOf(item.getByTestId('pattern')).toMatch(/^Pattern \d+$/);
    const expires = page.getByTestId('countdown-expires');
    await textOf(expires).toMatch(/^The offer expires in (59:[0-5]\d|1:00:00|01:00:00)$/);
    const first = clockOf(await expires.innerText());
    await expect.poll(async () => clockOf(await expires.innerText()), { timeout: 5_000 }).not.toBe(first);
    await keepScreenshots(page, 'order-copy-facts-expiry-countdown');

    // Accepted: Steam can reverse a CS2 trade for 7 days, counted down.
    await expect.poll(() => page.getByTestId('delivery-state').innerText(), { timeout: 20_000 }).toBe('Delivered');
    const reversible = page.getByTestId('countdown-reversible');
    await textOf(reversible).toMatch(/^Steam can reverse this trade for another \d d \d\d:\d\d:\d\d$/);
    const before = await reversible.innerText();
    await expect.poll(() => reversible.innerText(), { timeout: 5_000 }).not.toBe(before);
    await expect.poll(() => page.getByTestId('countdown-expires').count()).toBe(0);
    await keepScreenshots(page, 'order-reversal-countdown');
  });
});
