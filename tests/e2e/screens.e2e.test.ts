// Every modal and every signed-in screen, as a customer meets them, at 1366 and 390 px: each is
// scanned by axe (no serious or critical violation) and its screenshots are kept for a person to look
// at (`screen-<name>-<width>.png`; the routes a visitor opens are kept by accessibility.e2e.test.ts).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, logOut, modal, shown, signUp, useMailedShop } from './account-steps';
import { seriousViolations, type AxeProblem } from './axe-scan';
import { ops as runOps } from './ops';
import { keepScreenshots, open } from './shop-in-browser';

const { shop, mail } = useMailedShop();
const found: Record<string, AxeProblem[]> = {};

/** `ready` on screen, then axe and the screenshots at both sizes. */
async function look(page: Page, name: string, ready: Locator) {
  await shown(ready);
  const problems = await seriousViolations(page);
  if (problems.length > 0) found[name] = problems;
  await keepScreenshots(page, `screen-${name}`);
}

async function closeModal(page: Page) {
  await page.keyboard.press('Escape');
  await expect.poll(() => page.locator('[role="dialog"]').count()).toBe(0);
}

describe('every modal and signed-in screen', () => {
  it('signed out: login, register and forgot-password modals', async () => {
    const { page } = shop;
    await open(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await look(page, 'login', modal(page, 'login').getByLabel('E-mail'));
    await modal(page, 'login').getByRole('button', { name: 'Create new' }).click();
    await look(page, 'register', modal(page, 'register').getByLabel('First name'));
    await closeModal(page);
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await modal(page, 'login').getByRole('button', { name: /forgot/i }).click();
    await look(page, 'forgot-password', modal(page, 'forgotPassword').getByLabel('E-mail'));
    await open(page, '/reset-password?token=screens');
    await look(page, 'reset-password', page.getByRole('heading', { level: 1 }));
    expect(found).toEqual({});
  }, 120_000);

  it('signed in: profile tabs, account modals, top-up, cart, checkout and the two-factor modal', async () => {
    const { page } = shop;
    const email = 'screens.e2e@example.com';
    await signUp(page, mail, email);
    await look(page, 'profile', page.getByTestId('profile-balance'));
    // On a phone the five tabs are one row (it scrolls sideways), not two.
    await page.setViewportSize({ width: 390, height: 844 });
    const tabTops = await page.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => tab.getBoundingClientRect().top));
    expect(tabTops).toHaveLength(5);
    expect(new Set(tabTops).size).toBe(1);
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const tab of ['transactions', 'order-history', 'my-offers', 'wishlist']) {
      await open(page, `/profile?tab=${tab}`);
      await look(page, `profile-${tab}`, page.getByRole('tab', { selected: true }));
    }

    await open(page, '/profile');
    const modals: [testId: string, name: string, id: string][] = [
      ['edit-personal-info', 'personal-info', 'personalInfo'],
      ['change-email', 'change-email', 'changeEmail'],
      ['edit-trade-url', 'trade-url', 'tradeUrl'],
      ['profile-top-up', 'deposit', 'deposit'],
    ];
    for (const [testId, name, id] of modals) {
      await page.getByTestId(testId).click();
      await look(page, name, modal(page, id).getByRole('button').last());
      await closeModal(page);
    }

    // A cart of two with no money: the cart modal and the checkout that asks for a top-up.
    await open(page, '/products/all');
    const cards = page.getByTestId('product-card');
    for (const index of [0, 1]) await cards.nth(index).getByRole('button', { name: /add to cart/i }).click();
    await expect.poll(() => page.getByTestId('cart-badge').innerText()).toContain('2');
    await page.getByTestId('cart-button').click();
    await look(page, 'cart', modal(page, 'cart').getByTestId('cart-line').first());
    await closeModal(page);
    await open(page, '/checkout');
    await look(page, 'checkout-not-enough-funds', page.getByTestId('not-enough-funds'));

    // Enough money: the checkout as it is before buying.
    await runOps(shop.dataDir, 'balance:credit', email, '10000', '--reason', 'e2e screens');
    await page.reload();
    await look(page, 'checkout', page.getByTestId('checkout-submit'));

    // Two-factor on: the next sign-in asks for the e-mailed code.
    await open(page, '/profile');
    await page.getByTestId('two-factor-switch').click();
    await expect.poll(() => page.getByTestId('two-factor-switch').isChecked()).toBe(true);
    await logOut(page);
    await logIn(page, email);
    await look(page, 'two-factor', modal(page, 'twoFactor').getByTestId('two-factor-countdown'));
    expect(found).toEqual({});
  }, 180_000);
});
