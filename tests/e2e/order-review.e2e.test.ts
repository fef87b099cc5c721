// A new customer's order held for review, in the browser (issue 41): a customer tops up more than
// NEW_CUSTOMER_DEPOSIT_REVIEW_EUR (20 here) within their first hours and buys; the order page says the
// delivery is "being checked, usually within an hour" instead of sending an offer, at 1366 and 390 px.
import { beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';
import { textOf } from './account-steps';
import { registeredCustomer, shopDatabase } from './admin-steps';
import { seriousViolations } from './axe-scan';
import { buyFirstSkin, topUpWithCard } from './review-and-dispute-steps';
import { keepScreenshots, useShopInBrowser } from './shop-in-browser';

// The sandbox's payment page is at PUBLIC_URL: the shop's own address (chosen before the shop starts).
let port = 0;
beforeAll(async () => {
  port = await freePort();
});
const shop = useShopInBrowser({
  env: () => ({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, REQUIRE_EMAIL_VERIFICATION: '0', NEW_CUSTOMER_DEPOSIT_REVIEW_EUR: '20', SANDBOX_SETTLE_MS: '300', TRADE_POLL_SECONDS: '1' }),
});

describe('an order held for review', () => {
  it('the order page says the delivery is being checked, usually within an hour, and sends no offer', async () => {
    await shop.page.goto('/');
    const customer = await registeredCustomer(shop.page, shop.dataDir, 'AcceptXX');
    const page = await customer.context.newPage();
    try {
      await page.goto('/');
      await topUpWithCard(page, '50', '4242 4242 4242 4242');
      const orderId = await buyFirstSkin(page);

      const delivery = page.getByTestId('delivery');
      await textOf(delivery.getByTestId('delivery-state')).toBe('Being checked, usually within an hour');
      await expect.poll(() => delivery.getAttribute('data-review')).toBe('true');
      await textOf(delivery.locator('.mantine-Badge-root')).toMatch(/^being checked$/i);
      await textOf(page.getByTestId('order-status')).toMatch(/processing/i);
      await textOf(page.getByTestId('order-next')).toBe('Your order is being checked, usually within an hour. Then a trade offer arrives in Steam: accept it there.');
      // No offer went to Steam: it waits in the console's Today queue.
      const db = shopDatabase(shop.dataDir);
      const offer = db.prepare('SELECT state, steam_offer_id FROM trade_offers WHERE order_id = ?').get(orderId) as { state: string; steam_offer_id: string | null };
      db.close();
      expect(offer).toEqual({ state: 'manual', steam_offer_id: null });
      await keepScreenshots(page, 'order-review');
      expect(await seriousViolations(page)).toEqual([]);

      // Order history says the same of the order's line, not "Delivered by hand".
      await page.goto('/profile?tab=order-history');
      const row = page.getByTestId('order-row').filter({ hasText: String(orderId) }).first();
      await textOf(row.getByTestId('order-row-delivery')).toMatch(/^being checked$/i);
      await keepScreenshots(page, 'order-review-history');
    } finally {
      await customer.context.close();
    }
  });
});
