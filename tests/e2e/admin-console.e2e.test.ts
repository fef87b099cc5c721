// The operator console in Chromium (issue 43): the owner (made by `npm run ops -- staff:invite`)
// invites a support agent from the Staff screen; the agent sets a password, enrols the authenticator
// (its secret read off the page, codes computed with otpauth), signs in, sees no Payouts, finds an order
// by its trade offer's Steam id and resends it with a reason, which the audit log keeps.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { acceptInvitation, invitedByOps, navigationOf, registeredCustomer, shopDatabase, signInToConsole, tokenOf } from './admin-steps';
import { seriousViolations } from './axe-scan';
import { ops } from './ops';
import { useShopInBrowser } from './shop-in-browser';

// ExpireXX: the sandbox partner never answers, so the order's offer stays sent (and can be resent).
const shop = useShopInBrowser({ env: () => ({ REQUIRE_EMAIL_VERIFICATION: '0', TRADE_POLL_SECONDS: '1' }) });
const dist = new URL('../../dist/', import.meta.url).pathname;

/** A customer who bought one skin through the API; answers the order id and its trade offer's Steam id once sent. */
async function customerWithAnOrder(page: Page): Promise<{ orderId: number; steamOfferId: string }> {
  const customer = await registeredCustomer(page, shop.dataDir, 'ExpireXX');
  try {
    const db = shopDatabase(shop.dataDir);
    const item = db.prepare("SELECT id FROM items WHERE status = 'available' ORDER BY id LIMIT 1").get() as { id: number };
    db.close();
    await ops(shop.dataDir, 'balance:credit', customer.email, '500', '--reason', 'e2e');
    expect((await customer.request.post('/api/cart/add', { data: { id: item.id, lang_id: 10 } })).status()).toBe(200);
    const purchase = await customer.request.post('/api/purchase/product', { data: { lang_id: 10 } });
    const orderId = (await purchase.json()).payload.order_id as number;
    let steamOfferId: string | null = null;
    await expect
      .poll(() => {
        const reader = shopDatabase(shop.dataDir);
        steamOfferId = (reader.prepare('SELECT steam_offer_id FROM trade_offers WHERE order_id = ?').get(orderId) as { steam_offer_id: string | null } | undefined)?.steam_offer_id ?? null;
        reader.close();
        return steamOfferId;
      })
      .not.toBeNull();
    return { orderId, steamOfferId: steamOfferId! };
  } finally {
    await customer.context.close();
  }
}

describe('the operator console', () => {
  it('is its own bundle: every script of /admin is named admin-*, and no shop page names one', async () => {
    const { page } = shop;
    const html = await (await page.request.get('/admin/orders/5')).text();
    expect(html).toContain('<title>Console');
    const scripts = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toMatch(/^\/admin\/assets\/admin-[\w-]+\.js$/);
    const served = await page.request.get(scripts[0]!);
    expect(served.headers()['content-type']).toMatch(/javascript/);
    expect(served.headers()['cache-control']).toContain('immutable');
    const consoleFiles = readdirSync(join(dist, 'admin', 'assets')).filter((name) => /\.(js|css)$/.test(name));
    for (const name of consoleFiles) expect(name).toMatch(/^admin-/);
    expect(consoleFiles.length).toBeGreaterThan(0);
    const shopPages = [readFileSync(join(dist, 'index.html'), 'utf8'), readFileSync(join(dist, '.vite', 'page-links.json'), 'utf8'), await (await page.request.get('/')).text()];
    for (const text of shopPages) for (const name of consoleFiles) expect(text).not.toContain(name);
    // None of the console's code is in the shop's scripts.
    for (const name of readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'))) {
      const code = readFileSync(join(dist, 'assets', name), 'utf8');
      expect(code.includes('/admin/graphql') || code.includes('adminConsole'), name).toBe(false);
    }
  });

  it('the owner invites a support agent, who enrols, signs in, sees no payouts, finds an order by its trade offer and resends it', async () => {
    const { page } = shop;
    const ownerEmail = `owner.${Date.now()}@example.com`;
    const ownerToken = await invitedByOps(shop.dataDir, ownerEmail, 'owner');
    const ownerTotp = await acceptInvitation(page, ownerToken);
    await signInToConsole(page, ownerEmail, ownerTotp);
    expect(await navigationOf(page)).toEqual(['Today', 'Orders', 'Customers', 'Offers', 'Payouts', 'Disputes and refunds', 'Prices', 'Bots', 'Content', 'Settings', 'Audit log', 'Staff and roles']);

    await page.getByRole('link', { name: 'Staff and roles' }).click();
    const agentEmail = `agent.${Date.now()}@example.com`;
    await page.getByLabel(/^Invite by e-mail/).fill(agentEmail);
    await page.getByLabel('Role', { exact: true }).selectOption('support');
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const link = page.getByTestId('invite-url');
    await link.waitFor();
    const agentToken = tokenOf((await link.innerText()).trim());
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');

    const order = await customerWithAnOrder(page);

    const agentTotp = await acceptInvitation(page, agentToken);
    await signInToConsole(page, agentEmail, agentTotp);
    const navigation = await navigationOf(page);
    expect(navigation).toContain('Orders');
    expect(navigation).not.toContain('Payouts');
    expect(navigation).not.toContain('Staff and roles');

    await page.getByRole('link', { name: 'Orders' }).click();
    await page.getByLabel('Find an order').fill(order.steamOfferId);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: `#${order.orderId}` }).click();
    await page.getByRole('button', { name: 'Resend' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Resend' }).click();
    await dialog.getByText('Say why: the reason goes into the audit log.').waitFor();
    await dialog.getByLabel(/^Reason/).fill('Customer says the offer never arrived');
    await dialog.getByRole('button', { name: 'Resend' }).click();
    await page.getByTestId('notice').waitFor();
    await page.getByTestId('timeline').getByText('Reason: Customer says the offer never arrived').waitFor();

    const db = shopDatabase(shop.dataDir);
    const row = db.prepare("SELECT actor, reason FROM audit_log WHERE action = 'order.resend' AND entity_id = ?").get(String(order.orderId)) as { actor: string; reason: string };
    db.close();
    expect(row.reason).toBe('Customer says the offer never arrived');
    expect(row.actor).not.toMatch(/^cli:/);

    // A page the role may not open says so instead of showing anything.
    await page.goto('/admin/payouts');
    await page.getByText('Not for your role').waitFor();
  });

  it('asks before revoking, answers a wrong amount under its field, and has no serious axe violation on any screen at 1366 and 390 px', async () => {
    const { page } = shop;
    const ownerEmail = `owner.forms.${Date.now()}@example.com`;
    const ownerTotp = await acceptInvitation(page, await invitedByOps(shop.dataDir, ownerEmail, 'owner'));
    await signInToConsole(page, ownerEmail, ownerTotp);

    // Revoking asks first: Cancel leaves the member as they were.
    const leaving = `leaving.${Date.now()}@example.com`;
    await invitedByOps(shop.dataDir, leaving, 'support');
    await page.goto('/admin/staff');
    const row = page.getByTestId('staff').getByRole('row').filter({ hasText: leaving });
    await row.getByRole('button', { name: 'Revoke' }).click();
    const question = page.getByRole('dialog');
    await question.getByText(`Revoke ${leaving}? Their sessions end at once and they can no longer sign in.`).waitFor();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(await row.getByText('revoked').count()).toBe(0);
    await row.getByRole('button', { name: 'Revoke' }).click();
    await question.getByRole('button', { name: 'Revoke' }).click();
    await page.getByTestId('notice').getByText('Revoked: their sessions ended.').waitFor();
    await row.getByText('revoked').waitFor();
    // The owner's permissions cannot be unticked.
    expect(await page.getByRole('group', { name: 'Permissions of owner' }).getByRole('checkbox', { disabled: false }).count()).toBe(0);

    // A wrong amount is answered under the field with the API's message; what was typed stays to be mended.
    const customer = await registeredCustomer(page, shop.dataDir, 'ExpireXX');
    await customer.context.close();
    await page.goto(`/admin/customers/${customer.id}`);
    const amount = page.getByLabel('Adjust balance (EUR)');
    await amount.fill('12,5x');
    await page.getByRole('button', { name: 'Adjust', exact: true }).click();
    await page.getByRole('dialog').getByLabel(/^Reason/).fill('goodwill for the late offer');
    await page.getByRole('dialog').getByRole('button', { name: /^Adjust by/ }).click();
    await page.getByText('A non-zero amount in EUR with at most 2 decimals').first().waitFor();
    expect(await amount.inputValue()).toBe('12,5x');
    await amount.fill('12.50');
    await page.getByRole('button', { name: 'Adjust', exact: true }).click();
    await page.getByRole('dialog').getByLabel(/^Reason/).fill('goodwill for the late offer');
    await page.getByRole('dialog').getByRole('button', { name: 'Adjust by 12.50 EUR' }).click();
    await page.getByTestId('notice').getByText('The balance is adjusted (a ledger row).').waitFor();
    expect(await amount.inputValue()).toBe('');

    const screens = ['/admin', '/admin/orders?q=1', `/admin/customers/${customer.id}`, '/admin/offers', '/admin/payouts', '/admin/disputes', '/admin/prices', '/admin/bots', '/admin/content', '/admin/settings', '/admin/audit', '/admin/staff'];
    const violations: Record<string, string[]> = {};
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const path of screens) {
        await page.goto(path);
        await page.getByRole('heading', { level: 2 }).first().waitFor();
        await page.getByLabel('Loading').waitFor({ state: 'detached' });
        const found = await seriousViolations(page);
        if (found.length > 0) violations[`${path} at ${width} px`] = found.map((problem) => `${problem.id}: ${problem.targets.join(' | ')}`);
      }
    }
    expect(violations).toEqual({});
    await page.setViewportSize({ width: 1366, height: 900 });
  });
});
