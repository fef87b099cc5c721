// A frozen customer in the browser (issue 43): the owner (made by `npm run ops -- staff:invite`) puts a
// customer's account on hold in the console with a reason; the customer's next top-up says so in the
// form, naming the support address, instead of going to the payment page, at 1366 and at 390 px; lifted
// in the console, the same top-up goes to the payment page.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';
import { textOf } from './account-steps';
import { acceptInvitation, invitedByOps, registeredCustomer, signInToConsole } from './admin-steps';
import { fillPersonalInfo, topUp } from './deposit-steps';
import { keepScreenshots, useShopInBrowser } from './shop-in-browser';

// The sandbox's payment page is at PUBLIC_URL: the shop's own address (chosen before the shop starts).
let port = 0;
beforeAll(async () => {
  port = await freePort();
});
const shop = useShopInBrowser({ env: () => ({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, REQUIRE_EMAIL_VERIFICATION: '0' }) });

/** The owner's console, in a browser context of its own: the customer's page, an action with a reason. */
async function ownerSets(staff: Page, customerId: number, action: 'Freeze' | 'Unfreeze', reason: string) {
  await staff.goto(`/admin/customers/${customerId}`);
  await staff.getByRole('button', { name: action, exact: true }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByLabel(/^Reason/).fill(reason);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('a frozen account in the browser', () => {
  it('a top-up says the account is on hold and names the support address; lifted, it goes to the payment page', async () => {
    await shop.page.goto('/');
    const customer = await registeredCustomer(shop.page, shop.dataDir, 'AcceptXX');
    const page = await customer.context.newPage();
    const staffContext = await shop.page.context().browser()!.newContext({ baseURL: new URL(shop.page.url()).origin });
    try {
      await page.goto('/');
      await topUp(page, '50');
      await fillPersonalInfo(page);
      await page.keyboard.press('Escape');

      const staff = await staffContext.newPage();
      const email = `owner.${Date.now()}@example.com`;
      const totp = await acceptInvitation(staff, await invitedByOps(shop.dataDir, email, 'owner'));
      await signInToConsole(staff, email, totp);
      await ownerSets(staff, customer.id, 'Freeze', 'card dispute');

      const form = await topUp(page, '50');
      await textOf(form.getByTestId('form-error')).toMatch(/^Your account is on hold\. Please contact support@[\w.-]+ to resolve it\.$/);
      expect(new URL(page.url()).pathname).toBe('/');
      await keepScreenshots(page, 'deposit-frozen');
      await page.keyboard.press('Escape');

      await ownerSets(staff, customer.id, 'Unfreeze', 'dispute won');
      await topUp(page, '50');
      await page.waitForURL((url) => url.pathname.includes('/sandbox-pay/'));
    } finally {
      await staffContext.close();
      await customer.context.close();
    }
  });
});
