// Top-ups in the browser through the sandbox provider: personal information first, the hosted page
// with the good card → processing → success and the balance; the declined card and Cancel → failure.
// The sandbox settles 2 s after the card form, as by default: the processing page learns it from the
// account's change stream (GET /graphql/stream, accountChanged), not from the spec's 10 s poll.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { modal, shown, signUp, textOf, toast, useMailedShop } from './account-steps';
import { expectBalanceMenuAboveToasts, fillPersonalInfo, topUp } from './deposit-steps';
import { keepScreenshots } from './shop-in-browser';

const { shop, mail } = useMailedShop(() => ({ SANDBOX_SETTLE_MS: '2000' }));

async function pay(page: Page, card: string) {
  await page.waitForURL((url) => url.pathname.includes('/sandbox-pay/'));
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
}

describe('top-ups in the browser', () => {
  it('personal information first, then 50 € with the good card: processing → success → balance → transactions', async () => {
    const { page } = shop;
    // A fresh address per try, so the retry signs up anew instead of meeting the first try's account.
    const email = `payer.${Date.now()}@example.com`;
    await signUp(page, mail, email);

    await topUp(page, '50');
    // The terms accepted when registering: the personal information starts with them ticked (issue 45).
    await expect.poll(() => modal(page, 'personalInfo').getByRole('checkbox').isChecked()).toBe(true);
    await fillPersonalInfo(page);
    await expectBalanceMenuAboveToasts(page);
    await topUp(page, '50');
    const statusChecks: number[] = [];
    const streams: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/graphql/stream') streams.push(request.url());
      else if (pathname === '/graphql' && (request.postDataJSON() as { operationName?: string } | null)?.operationName === 'OrderStatus') statusChecks.push(Date.now());
    });
    await pay(page, '4242 4242 4242 4242');
    await page.waitForURL((url) => url.pathname === '/processing-payment');
    await shown(page.getByText('Your order is currently processing, please wait!'));
    // Issue 45: the page says it is a top-up, not an order.
    expect(await page.getByTestId('processing-top-up').innerText()).toMatch(/^Balance top-up #\d+$/);
    await page.waitForURL((url) => url.pathname === '/success-payment', { timeout: 30_000 });
    // One stream for the page. One check on arrival (still processing), one more if the stream came up
    // after it (what it may have missed), one when the stream said the deposit changed: all well
    // before the 10 s poll, which rests while the stream is up.
    expect(streams).toHaveLength(1);
    expect(statusChecks.length).toBeGreaterThanOrEqual(2);
    expect(statusChecks.length).toBeLessThanOrEqual(3);
    expect(statusChecks.at(-1)! - statusChecks[0]).toBeLessThan(9_000);
    await shown(toast(page, 'Your balance has been successfully topped up'));
    await textOf(page.getByTestId('header-balance')).toBe('€50.00');

    await page.goto('/profile?tab=transactions');
    await expect.poll(() => page.getByTestId('transaction-row').count()).toBe(1);
    await textOf(page.getByTestId('transaction-row')).toMatch(/success/i);
    // Dates are typed as the table writes them, DD.MM.YYYY, whatever the browser's language.
    const dateFrom = page.getByTestId('history-date-from');
    const two = (n: number) => String(n).padStart(2, '0');
    const tomorrow = new Date(Date.now() + 86_400_000);
    await dateFrom.fill('31.02.2026');
    await shown(page.getByText('Enter a date as DD.MM.YYYY'));
    await keepScreenshots(page, 'transactions-date-filter');
    await dateFrom.fill(`${two(tomorrow.getDate())}.${two(tomorrow.getMonth() + 1)}.${tomorrow.getFullYear()}`);
    await expect.poll(() => page.getByTestId('transaction-row').count()).toBe(0);
    await dateFrom.fill('');
    await expect.poll(() => page.getByTestId('transaction-row').count()).toBe(1);

    await topUp(page, '20');
    await pay(page, '4000 0000 0000 0002');
    await page.waitForURL((url) => url.pathname === '/fail-payment', { timeout: 30_000 });
    await textOf(page.getByTestId('payment-failed')).toBe('Unfortunately, we were unable to process your payment. Please try again later');
    // Why, and a way to try again at once.
    await textOf(page.getByTestId('payment-failed-reason')).toBe('The card was declined or the payment provider could not take the payment. No money was taken.');
    await keepScreenshots(page, 'fail-payment-declined');
    await page.getByTestId('payment-try-again').click();
    await shown(modal(page, 'deposit'));
    await page.keyboard.press('Escape');

    await page.goto('/profile');
    await topUp(page, '20');
    await page.waitForURL((url) => url.pathname.includes('/sandbox-pay/'));
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === '/fail-payment', { timeout: 30_000 });
    await textOf(page.getByTestId('payment-failed')).toBe('Unfortunately, we were unable to process your payment. Please try again later');
    await textOf(page.getByTestId('payment-failed-reason')).toBe('The payment was cancelled or not completed in time. No money was taken.');
    await textOf(page.getByTestId('header-balance')).toBe('€50.00');
  });
});
