// Payouts in the console (issue 43): a finance member completes a SEPA payout; a large one (above
// PAYOUT_APPROVAL_EUR) is only prepared by them, their own approval is refused (four eyes), and a
// second finance member's approval pays it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { acceptInvitation, invitedByOps, registeredCustomer, shopDatabase, signInToConsole } from './admin-steps';
import { ops } from './ops';
import { useShopInBrowser } from './shop-in-browser';

const shop = useShopInBrowser({ env: () => ({ REQUIRE_EMAIL_VERIFICATION: '0', PAYOUT_APPROVAL_EUR: '500' }) });

/** A seller's offer quoted at `price` EUR, accepted, received by hand, and a SEPA payout requested: its id. */
async function sepaPayoutRequested(page: Page, price: string): Promise<number> {
  const seller = await registeredCustomer(page, shop.dataDir, 'AcceptXX');
  try {
    const created = await seller.request.post('/api/offer/create', {
      data: { title: 'AK-47 | Redline', price: 25.5, quality: 'Field-Tested', item_url: 'https://steamcommunity.com/id/seller/inventory/#730_2_123456', currency: 'EUR', lang_id: 10 },
    });
    const id = (await created.json()).payload.id as number;
    await ops(shop.dataDir, 'offers:quote', String(id), price);
    expect((await seller.request.post('/api/offer/accept', { data: { id, lang_id: 10 } })).status()).toBe(200);
    await ops(shop.dataDir, 'offers:receive', String(id));
    const requested = await seller.request.post('/api/offer/request-payout/sepa-direct', {
      data: { id, currency: 'EUR', first_name: 'Erika', last_name: 'Mustermann', account_number: 'DE89 3704 0044 0532 0130 00', lang_id: 10 },
    });
    expect(requested.status(), await requested.text()).toBe(200);
    return id;
  } finally {
    await seller.context.close();
  }
}

const statusOf = (offerId: number) => {
  const db = shopDatabase(shop.dataDir);
  const row = db.prepare('SELECT status FROM offers WHERE id = ?').get(offerId) as { status: string };
  db.close();
  return row.status;
};

describe('payouts in the console', () => {
  it('finance completes a SEPA payout; a large one waits for a second person, who approves it', async () => {
    const { page } = shop;
    await page.goto('/admin/login');
    const small = await sepaPayoutRequested(page, '40');
    const large = await sepaPayoutRequested(page, '600');

    const first = `finance.one.${Date.now()}@example.com`;
    const firstTotp = await acceptInvitation(page, await invitedByOps(shop.dataDir, first, 'finance'));
    await signInToConsole(page, first, firstTotp);
    await page.getByRole('link', { name: 'Payouts' }).click();

    const smallRow = page.getByTestId(`payout-${small}`);
    await smallRow.getByRole('button', { name: 'Complete' }).click();
    await page.getByTestId('notice').getByText('Payout completed.').waitFor();
    await smallRow.waitFor({ state: 'detached' });
    expect(statusOf(small)).toBe('paid');

    await page.getByTestId(`payout-${large}`).getByRole('button', { name: 'Complete' }).click();
    await page.getByTestId('notice').getByText(/takes effect once another person/).waitFor();
    expect(statusOf(large)).toBe('payout_pending');
    const approvalOf = (offerId: number) => page.getByTestId('approvals').getByRole('row').filter({ hasText: `#${offerId}` }).getByRole('button', { name: 'Approve' });
    await approvalOf(large).click();
    const refusal = page.getByTestId('refusal');
    await refusal.waitFor();
    expect(await refusal.innerText()).toMatch(/^Another person must approve\s+You prepared this change/);
    expect(statusOf(large)).toBe('payout_pending');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');

    const second = `finance.two.${Date.now()}@example.com`;
    const secondTotp = await acceptInvitation(page, await invitedByOps(shop.dataDir, second, 'finance'));
    await signInToConsole(page, second, secondTotp);
    await page.getByRole('link', { name: 'Payouts' }).click();
    await approvalOf(large).click();
    await page.getByTestId('notice').getByText('Approved.').waitFor();
    await expect.poll(() => statusOf(large)).toBe('paid');
  });
});
