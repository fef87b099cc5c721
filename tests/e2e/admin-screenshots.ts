// Screenshots of every console screen at 1366 and 390 px wide, for a person to look at (issue 43):
//   npx tsx tests/e2e/admin-screenshots.ts [outDir=/tmp/admin-shots]
// Starts the built shop (dist/) on a fresh data directory, makes an owner with `npm run ops`, and
// walks the console as that owner.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '../support/browser';
import { startShop } from '../support/shop-process';
import type { Page } from 'playwright-core';
import { acceptInvitation, invitedByOps, registeredCustomer, shopDatabase, signInToConsole, STAFF_PASSWORD } from './admin-steps';
import { ops } from './ops';

const outDir = process.argv[2] ?? '/tmp/admin-shots';
const WIDTHS = [1366, 390];

async function main() {
  mkdirSync(outDir, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'admin-shots-'));
  const shop = await startShop({ dataDir, quiet: true, env: { REQUIRE_EMAIL_VERIFICATION: '0', TRADE_POLL_SECONDS: '1' } });
  const browser = await launchChromium();
  try {
    const email = 'owner@example.com';
    await invitedByOps(dataDir, 'finance@example.com', 'finance');
    const token = await invitedByOps(dataDir, email, 'owner');
    await ops(dataDir, 'staff:invite', 'support@example.com', '--role', 'support');
    for (const width of WIDTHS) {
      const context = await browser.newContext({ baseURL: shop.baseUrl, viewport: { width, height: width > 500 ? 900 : 844 } });
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error(`page error at ${page.url()}: ${error.message}`));
      const shot = async (name: string) => {
        await page.waitForTimeout(400);
        await page.screenshot({ path: join(outDir, `${name}-${width}.png`), fullPage: true });
      };
      if (width === WIDTHS[0]) {
        await page.goto('/admin/login');
        await someWork(page, dataDir);
        await page.goto(`/admin/invite/${token}`);
        await shot('invite-password');
        // The enrolment step, shown once: another invitation's, accepted by hand up to its codes.
        const second = await invitedByOps(dataDir, 'second.owner@example.com', 'owner');
        await page.goto(`/admin/invite/${second}`);
        await page.getByLabel(/^Password/).fill(STAFF_PASSWORD);
        await page.getByLabel('The same password again').fill(STAFF_PASSWORD);
        await page.getByRole('button', { name: 'Set password' }).click();
        await page.getByAltText('QR code of the authenticator address').waitFor();
        await shot('invite-enrol');
        const totp = await acceptInvitation(page, token);
        await page.goto('/admin/login');
        await shot('sign-in');
        await signInToConsole(page, email, totp);
        await context.storageState({ path: join(dataDir, 'owner.json') });
      } else {
        await context.close();
        const signedIn = await browser.newContext({ baseURL: shop.baseUrl, viewport: { width, height: 844 }, storageState: join(dataDir, 'owner.json') });
        const phone = await signedIn.newPage();
        await walk(phone, (name) => phone.waitForTimeout(400).then(() => phone.screenshot({ path: join(outDir, `${name}-${width}.png`), fullPage: true })).then(() => {}));
        await phone.context().clearCookies();
        // The invitation's two steps at phone width: another invitation, accepted by hand up to its codes.
        const phoneInvite = await invitedByOps(dataDir, 'phone.owner@example.com', 'owner');
        await phone.goto(`/admin/invite/${phoneInvite}`);
        await phone.waitForTimeout(400);
        await phone.screenshot({ path: join(outDir, `invite-password-${width}.png`), fullPage: true });
        await phone.getByLabel(/^Password/).fill(STAFF_PASSWORD);
        await phone.getByLabel('The same password again').fill(STAFF_PASSWORD);
        await phone.getByRole('button', { name: 'Set password' }).click();
        await phone.getByAltText('QR code of the authenticator address').waitFor();
        await phone.waitForTimeout(400);
        await phone.screenshot({ path: join(outDir, `invite-enrol-${width}.png`), fullPage: true });
        await phone.goto('/admin/login');
        await phone.waitForTimeout(400);
        await phone.screenshot({ path: join(outDir, `sign-in-${width}.png`), fullPage: true });
        await signedIn.close();
        continue;
      }
      await walk(page, shot);
      await context.close();
    }
  } finally {
    await browser.close();
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** An order being delivered, an offer to quote and a SEPA payout to complete, so the screens show rows. */
async function someWork(page: Page, dataDir: string) {
  const buyer = await registeredCustomer(page, dataDir, 'ExpireXX');
  const db = shopDatabase(dataDir);
  const item = db.prepare("SELECT id FROM items WHERE status = 'available' ORDER BY id LIMIT 1").get() as { id: number };
  db.close();
  await ops(dataDir, 'balance:credit', buyer.email, '500', '--reason', 'screenshots');
  await buyer.request.post('/api/cart/add', { data: { id: item.id, lang_id: 10 } });
  await buyer.request.post('/api/purchase/product', { data: { lang_id: 10 } });
  const offer = { title: 'AWP | Asiimov \u202Eevil', price: 25.5, quality: 'Field-Tested', item_url: 'https://steamcommunity.com/id/seller/inventory/#730_2_123456', currency: 'EUR', lang_id: 10 };
  await buyer.request.post('/api/offer/create', { data: offer });
  const sold = (await (await buyer.request.post('/api/offer/create', { data: { ...offer, title: 'AK-47 | Redline' } })).json()).payload.id as number;
  await ops(dataDir, 'offers:quote', String(sold), '40');
  await buyer.request.post('/api/offer/accept', { data: { id: sold, lang_id: 10 } });
  await ops(dataDir, 'offers:receive', String(sold));
  await buyer.request.post('/api/offer/request-payout/sepa-direct', { data: { id: sold, currency: 'EUR', first_name: 'Erika', last_name: 'Mustermann', account_number: 'DE89 3704 0044 0532 0130 00', lang_id: 10 } });
  await buyer.context.close();
  await new Promise((resolve) => setTimeout(resolve, 4000)); // the trade offer goes out
}

async function walk(page: import('playwright-core').Page, shot: (name: string) => Promise<void>) {
  const screens: [string, string][] = [
    ['today', '/admin'],
    ['orders', '/admin/orders?q=customer'],
    ['order', '/admin/orders/1'],
    ['customers', '/admin/customers?q=customer'],
    ['customer', '/admin/customers/1'],
    ['offers', '/admin/offers'],
    ['payouts', '/admin/payouts'],
    ['disputes', '/admin/disputes'],
    ['prices', '/admin/prices?q=AK-47'],
    ['bots', '/admin/bots'],
    ['content', '/admin/content'],
    ['settings', '/admin/settings'],
    ['audit', '/admin/audit'],
    ['staff', '/admin/staff'],
  ];
  for (const [name, path] of screens) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await shot(name);
  }
  const burger = page.getByRole('button', { name: 'Open the menu' });
  if (await burger.isVisible()) {
    await burger.click();
    await shot('menu');
  }
}

await main();
