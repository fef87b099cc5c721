// The sandbox dispute card end to end in the browser (issue 41): a customer tops up with Stripe's
// dispute test number 4000 0000 0000 0259 and buys; the sandbox bank disputes the deposit
// SANDBOX_DISPUTE_AFTER_MS later through the signed webhook; the customer's account is on hold (the
// top-up form says so), and the console's Disputes and refunds screen lists the dispute with its state,
// amount, reason and deadline, its evidence page shows the order, and the evidence is staged from there.
// A deposit number that is none is answered under its field. Screenshots at 1366 and 390 px.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';
import { shown, textOf } from './account-steps';
import { acceptInvitation, invitedByOps, registeredCustomer, shopDatabase, signInToConsole } from './admin-steps';
import { seriousViolations } from './axe-scan';
import { topUp } from './deposit-steps';
import { buyFirstSkin, topUpWithCard } from './review-and-dispute-steps';
import { keepScreenshots, useShopInBrowser } from './shop-in-browser';

let port = 0;
beforeAll(async () => {
  port = await freePort();
});
// The bank speaks 8 s after the payment settles: time enough to buy first.
const shop = useShopInBrowser({
  env: () => ({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, REQUIRE_EMAIL_VERIFICATION: '0', SANDBOX_SETTLE_MS: '300', SANDBOX_DISPUTE_AFTER_MS: '8000', SANDBOX_TRADE_ACCEPT_MS: '500', TRADE_POLL_SECONDS: '1' }),
});

const SHOTS = '/tmp/admin-shots';

/** The page at 1366 and 390 px, kept beside the other e2e screenshots and in the console's folder. */
async function shots(page: Page, name: string) {
  await keepScreenshots(page, name);
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

const holdOf = (userId: number) => {
  const db = shopDatabase(shop.dataDir);
  const hold = db.prepare('SELECT reason FROM customer_holds WHERE user_id = ?').get(userId) as { reason: string } | undefined;
  db.close();
  return hold?.reason ?? null;
};

describe('the dispute card in the browser', () => {
  it('top up with 4000 0000 0000 0259 and buy; the dispute arrives: the account is on hold, the console lists the dispute with its evidence', async () => {
    await shop.page.goto('/');
    const customer = await registeredCustomer(shop.page, shop.dataDir, 'AcceptXX');
    const page = await customer.context.newPage();
    const staffContext = await shop.page.context().browser()!.newContext({ baseURL: new URL(shop.page.url()).origin, viewport: { width: 1366, height: 900 } });
    try {
      await page.goto('/');
      await topUpWithCard(page, '50', '4000 0000 0000 0259');
      const orderId = await buyFirstSkin(page);

      // The bank disputes the deposit: the customer is frozen and told so where they would spend.
      await expect.poll(() => holdOf(customer.id), { timeout: 30_000, interval: 250 }).toBe('card dispute');
      await page.goto('/');
      const form = await topUp(page, '50');
      await textOf(form.getByTestId('form-error')).toMatch(/^Your account is on hold\. Please contact support@[\w.-]+ to resolve it\.$/);
      await page.keyboard.press('Escape');

      const staff = await staffContext.newPage();
      const email = `finance.${Date.now()}@example.com`;
      const totp = await acceptInvitation(staff, await invitedByOps(shop.dataDir, email, 'finance'));
      await signInToConsole(staff, email, totp);
      await staff.goto('/admin/disputes');
      const row = staff.getByTestId('disputes').getByRole('row').filter({ hasText: customer.email });
      await shown(row);
      await textOf(row).toMatch(/Dispute/);
      await textOf(row).toMatch(/needs response/i);
      await textOf(row).toMatch(/€50\.00/);
      await textOf(row).toMatch(/fraudulent/);
      expect(await row.getByRole('link', { name: customer.email }).getAttribute('href')).toBe(`/admin/customers/${customer.id}`);
      expect(await seriousViolations(staff)).toEqual([]);

      // A deposit number that is none is answered under its field.
      await staff.getByLabel('Deposit number').fill('abc');
      await staff.getByLabel('Reason').fill('customer asked');
      await staff.getByRole('button', { name: 'Refund', exact: true }).click();
      await shown(staff.getByText('A deposit number, such as 42'));
      await shots(staff, 'admin-disputes');

      await row.getByRole('link', { name: 'Evidence' }).click();
      await staff.waitForURL((url) => url.pathname === '/admin/disputes' && url.searchParams.has('dispute'));
      await shown(staff.getByRole('heading', { name: /^Dispute #\d+$/ }));
      await textOf(staff.getByTestId('evidence-orders')).toContain(`#${orderId}`);
      await shown(staff.getByText('on hold: card dispute', { exact: false }));
      expect(await seriousViolations(staff)).toEqual([]);
      await staff.getByRole('button', { name: 'Stage evidence' }).click();
      await textOf(staff.getByTestId('notice')).toBe('Staged with the provider; nothing is submitted yet.');
      await shots(staff, 'admin-dispute-evidence');
    } finally {
      await staffContext.close();
      await customer.context.close();
    }
  });
});
