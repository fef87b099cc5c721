// Delivery by trade offer, live on the order page (issue 25): a shopper buys, the order page shows the
// offer's code and "waiting", and turns to delivered by itself when the sandbox partner accepts; a
// trade link whose token is DeclineX has its offer declined: the page shows the refund and the header's
// balance is whole again. No operator command moves an order here.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { modal, shown, signUp, textOf, toast, useMailedShop } from './account-steps';
import { seriousViolations } from './axe-scan';
import { ops as runOps } from './ops';
import { keepScreenshots, open } from './shop-in-browser';

// The sandbox partner answers 1.5 s after an offer is sent (a decline that soon is no scam mark with a
// 1 s window); open offers are looked at every second.
const { shop, mail } = useMailedShop(() => ({ SANDBOX_TRADE_ACCEPT_MS: '1500', TRADE_POLL_SECONDS: '1', TRADE_SCAM_WINDOW_SECONDS: '1' }));
const ops = (...args: string[]) => runOps(shop.dataDir, ...args);

/** A trade link whose partner is the Steam ID's account id (SteamID64 − 76561197960265728), as the shop requires. */
const tradeLink = (steamId: string, token: string) => `https://steamcommunity.com/tradeoffer/new/?partner=${BigInt(steamId) - 76561197960265728n}&token=${token}`;
const cards = (page: Page) => page.getByTestId('product-card');

/**
 * A new shopper with €500, Steam ID `steamId` (one account each) and a trade link carrying `token`
 * buys the first skin listed; they end on the order's page.
 */
async function buyOne(page: Page, email: string, steamId: string, token: string): Promise<void> {
  await signUp(page, mail, email);
  await ops('balance:credit', email, '500', '--reason', 'e2e');
  await open(page, '/products/all');
  await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
  await cards(page).nth(0).getByRole('button', { name: /add to cart/i }).click();
  await shown(toast(page, 'Item added to cart'));
  await open(page, '/checkout');
  await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1);
  await page.getByTestId('checkout-trade-url').fill(tradeLink(steamId, token));
  await page.getByRole('button', { name: 'Save' }).click();
  await shown(toast(page, 'Trade link updated successfully'));
  await page.getByTestId('checkout-submit').click();
  await textOf(modal(page, 'personalInfo').getByTestId('personal-info-notice')).toBe('Please add your steamId');
  await modal(page, 'personalInfo').getByLabel('Steam ID').fill(steamId);
  await modal(page, 'personalInfo').getByRole('checkbox').check();
  await modal(page, 'personalInfo').getByRole('button', { name: 'Save' }).click();
  await shown(toast(page, 'Profile updated successfully'));
  await page.getByTestId('checkout-submit').click();
  await shown(toast(page, 'Purchased successfully'));
  await page.getByTestId('purchase-confirmation').getByRole('link', { name: 'View order' }).click();
  await page.waitForURL((url) => /^\/orders\/\d+$/.test(url.pathname));
}

describe('delivery by trade offer, live on the order page', () => {
  it('buy → the page shows the code and waits for the buyer → delivered by itself, in the history too', async () => {
    const { page } = shop;
    await buyOne(page, 'delivered.e2e@example.com', '76561198000000321', 'AcceptXX');
    const delivery = page.getByTestId('delivery');
    await textOf(delivery.getByTestId('delivery-state')).toBe('Waiting for you to accept the trade offer');
    const bot = (await delivery.getByTestId('delivery-bot').innerText()).replace(/^Trade offer from /i, '');
    await textOf(delivery.getByTestId('delivery-code')).toMatch(new RegExp(`^Accept only an offer from ${bot} carrying this code: \\S{4,}$`, 'i'));
    await textOf(page.getByTestId('order-status')).toMatch(/processing/i);
    await keepScreenshots(page, 'order-delivery-waiting');
    expect(await seriousViolations(page)).toEqual([]);

    // The sandbox partner accepts: the page shows it without a reload.
    await expect.poll(() => delivery.getByTestId('delivery-state').innerText(), { timeout: 20_000 }).toBe('Delivered');
    await textOf(page.getByTestId('order-status')).toMatch(/success/i);
    await textOf(delivery).toContain('Offer code:');
    await keepScreenshots(page, 'order-delivery-delivered');

    await open(page, '/profile?tab=order-history');
    await textOf(page.getByTestId('order-row').first().getByTestId('order-row-delivery')).toBe('Delivered');
  });

  it('a trade link with token DeclineX: the offer is declined, the page shows the refund and the balance is whole again', async () => {
    const { page } = shop;
    await buyOne(page, 'declined.e2e@example.com', '76561198000000322', 'DeclineX');
    const delivery = page.getByTestId('delivery');
    await expect.poll(() => delivery.getByTestId('delivery-state').innerText(), { timeout: 20_000 }).toBe('Refunded: the offer was declined');
    await textOf(page.getByTestId('order-status')).toMatch(/error/i);
    await textOf(page.getByTestId('header-balance')).toBe('€500.00');
    await keepScreenshots(page, 'order-delivery-refunded');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('an offer declined at once (CancelXX) pauses the delivery: the page warns of a stolen Web API key, and the buyer asks for the offer again', async () => {
    const { page } = shop;
    await buyOne(page, 'paused.e2e@example.com', '76561198000000323', 'CancelXX');
    const delivery = page.getByTestId('delivery');
    await expect.poll(() => delivery.getByTestId('delivery-state').innerText(), { timeout: 20_000 }).toBe('Paused: the offer was declined seconds after it was sent');
    const warning = delivery.getByTestId('delivery-paused');
    await textOf(warning).toContain('stolen Steam Web API key');
    const revoke = warning.getByRole('link', { name: 'Revoke your key on Steam' });
    expect(await revoke.getAttribute('href')).toBe('https://steamcommunity.com/dev/apikey');
    expect(await revoke.getAttribute('target')).toBe('_blank');
    expect(await revoke.getAttribute('rel')).toContain('noopener');
    await keepScreenshots(page, 'order-delivery-paused');
    expect(await seriousViolations(page)).toEqual([]);

    await warning.getByRole('button', { name: 'I revoked my key — send the offer again' }).click();
    await shown(toast(page, 'We will send the offer again'));
  });
});
