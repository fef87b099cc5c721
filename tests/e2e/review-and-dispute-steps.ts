// A customer's top-up with a sandbox card and a purchase in the browser, shared by the review-hold and
// dispute-card tests (issue 41): the hosted card page, then the first skin listed bought from the balance.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { shown, toast } from './account-steps';
import { fillPersonalInfo, topUp } from './deposit-steps';
import { open } from './shop-in-browser';

/** Tops up `amount` EUR with `card` on the sandbox's hosted page and waits for the success page. */
export async function topUpWithCard(page: Page, amount: string, card: string) {
  await topUp(page, amount);
  await fillPersonalInfo(page);
  await topUp(page, amount);
  await page.waitForURL((url) => url.pathname.includes('/sandbox-pay/'));
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL((url) => url.pathname === '/success-payment', { timeout: 30_000 });
}

/** Buys the first skin listed from the balance (Steam id and trade link already on the profile); ends on the order's page. */
export async function buyFirstSkin(page: Page) {
  await open(page, '/products/all');
  const cards = page.getByTestId('product-card');
  await expect.poll(() => cards.count()).toBeGreaterThan(0);
  await cards.nth(0).getByRole('button', { name: /add to cart/i }).click();
  await shown(toast(page, 'Item added to cart'));
  await open(page, '/checkout');
  await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1);
  await page.getByTestId('checkout-submit').click();
  await shown(toast(page, 'Purchased successfully'));
  await page.getByTestId('purchase-confirmation').getByRole('link', { name: 'View order' }).click();
  await page.waitForURL((url) => /^\/orders\/\d+$/.test(url.pathname));
  return Number(new URL(page.url()).pathname.split('/').pop());
}
