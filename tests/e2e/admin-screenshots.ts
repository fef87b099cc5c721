// Screenshots of every console screen at 1366 and 390 px wide, for a person to look at (issue 43):
//   npx tsx tests/e2e/admin-screenshots.ts [outDir=/tmp/admin-shots]
// Starts the built shop (dist/) on a fresh data directory, makes an owner with `npm run ops`, and
// walks the console as that owner.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '../support/browser';
import { startShop } from '../support/shop-process';
import { acceptInvitation, invitedByOps, signInToConsole } from './admin-steps';
import { ops } from './ops';

const outDir = process.argv[2] ?? '/tmp/admin-shots';
const WIDTHS = [1366, 390];

async function main() {
  mkdirSync(outDir, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'admin-shots-'));
  const shop = await startShop({ dataDir, quiet: true });
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
        await page.goto(`/admin/invite/${token}`);
        await shot('invite-password');
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
        await phone.goto('/admin/login');
        await phone.context().clearCookies();
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

async function walk(page: import('playwright-core').Page, shot: (name: string) => Promise<void>) {
  const screens: [string, string][] = [
    ['today', '/admin'],
    ['orders', '/admin/orders?q=example.com'],
    ['order', '/admin/orders/1'],
    ['customers', '/admin/customers?q=example'],
    ['customer', '/admin/customers/1'],
    ['offers', '/admin/offers'],
    ['payouts', '/admin/payouts'],
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
