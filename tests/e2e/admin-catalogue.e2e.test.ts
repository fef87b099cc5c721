// The console's Prices, Bots, Content and Settings screens in Chromium (issue 43): a catalogue member finds
// a market name, has a bad price refused under the field and sets a good one, pauses the sandbox bot with a reason (its
// stock leaves the shop) and resumes it, syncs it, edits a page in German and the social links; the
// owner turns offers off and sets the smallest top-up. Screenshots of the four screens at 1366 and 390 px
// go to /tmp/admin-shots/ for a person to look at.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { acceptInvitation, invitedByOps, navigationOf, shopDatabase, signInToConsole } from './admin-steps';
import { useShopInBrowser } from './shop-in-browser';

const shop = useShopInBrowser({ env: () => ({ REQUIRE_EMAIL_VERIFICATION: '0' }) });
const SHOTS = '/tmp/admin-shots';

async function signedIn(page: Page, role: string): Promise<string> {
  await page.goto('/admin/login');
  const email = `${role}.${Date.now()}@example.com`;
  const totp = await acceptInvitation(page, await invitedByOps(shop.dataDir, email, role));
  await signInToConsole(page, email, totp);
  return email;
}

function query<T>(text: string, ...values: unknown[]): T {
  const db = shopDatabase(shop.dataDir);
  try {
    return db.prepare(text).get(...values) as T;
  } finally {
    db.close();
  }
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const sandboxOnSale = () => query<{ n: number }>("SELECT count(*) AS n FROM items WHERE bot_name = 'sandbox' AND status = 'available'").n;

describe('the catalogue screens of the console', () => {
  it('a catalogue member: prices (a bad price refused under the field, a good one set), bots (pause with a reason, resume, sync), pages and social links', async () => {
    const { page } = shop;
    await signedIn(page, 'catalogue');
    const navigation = await navigationOf(page);
    expect(navigation).toEqual(expect.arrayContaining(['Prices', 'Bots', 'Content']));
    expect(navigation).not.toContain('Settings');

    // Prices: a part of a market name finds it; its facts and history; a bad price is the API's message under the field.
    const { title } = query<{ title: string }>("SELECT title FROM items WHERE status = 'available' ORDER BY id LIMIT 1");
    await page.getByRole('link', { name: 'Prices' }).click();
    await page.getByLabel('Find a market name').fill(title.slice(0, 12));
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByTestId('price-matches').getByRole('link', { name: title, exact: true }).click();
    const card = page.getByTestId('market-price');
    await card.getByRole('heading', { name: title }).waitFor();
    await card.getByText('Copies on sale').waitFor();
    await card.getByLabel('New price (EUR)').fill('12.345');
    await card.getByRole('button', { name: 'Set price' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/will cost 12\.345 EUR/).waitFor();
    await dialog.getByRole('button', { name: 'Set the price' }).click();
    await card.getByText(/^Price must be a positive EUR amount with at most 2 decimals/).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('refusal').innerText()).toMatch(/Price must be a positive EUR amount/);
    await shot(page, 'prices-refused-1280');
    expect(query<{ n: number }>('SELECT count(*) AS n FROM item_prices WHERE title = ?', title).n).toBe(0);
    await card.getByLabel('New price (EUR)').fill('12.34');
    await card.getByRole('button', { name: 'Set price' }).click();
    await dialog.getByRole('button', { name: 'Set the price' }).click();
    await page.getByTestId('notice').getByText(`The price of ${title} is set.`).waitFor();
    await card.getByText('set by staff').waitFor();
    expect(await card.getByLabel('New price (EUR)').inputValue()).toBe('');
    expect(query<{ price_cents: number }>('SELECT price_cents FROM item_prices WHERE title = ?', title).price_cents).toBe(1234);
    expect(query<{ n: number }>("SELECT count(*) AS n FROM items WHERE title = ? AND status = 'available' AND price <> 1234", title).n).toBe(0);

    // Bots: the pause asks why, takes the stock off sale and says so; resume brings it back.
    const stock = sandboxOnSale();
    const auditBefore = query<{ id: number | null }>('SELECT max(id) AS id FROM audit_log').id ?? 0;
    expect(stock).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Bots' }).click();
    const bot = page.getByTestId('bot-sandbox');
    await bot.getByTestId('bot-status').filter({ hasText: 'live' }).waitFor();
    await bot.getByRole('button', { name: 'Pause' }).click();
    await dialog.getByRole('button', { name: 'Pause sandbox' }).click();
    await dialog.getByText('Say why: the reason goes into the audit log.').waitFor();
    await dialog.getByLabel(/^Reason/).fill('Steam Guard reset');
    await dialog.getByRole('button', { name: 'Pause sandbox' }).click();
    await page.getByTestId('notice').getByText('sandbox is paused: its stock is off sale.').waitFor();
    await bot.getByTestId('paused-reason').getByText('Steam Guard reset').waitFor();
    await bot.getByTestId('bot-status').filter({ hasText: 'paused' }).waitFor();
    expect(sandboxOnSale()).toBe(0);
    await dialog.waitFor({ state: 'hidden' });
    await shot(page, 'bots-paused-1280');
    await bot.getByRole('button', { name: 'Resume' }).click();
    await dialog.getByRole('button', { name: 'Resume sandbox' }).click();
    await page.getByTestId('notice').getByText('sandbox is live again.').waitFor();
    expect(sandboxOnSale()).toBe(stock);
    await bot.getByRole('button', { name: 'Sync now' }).click();
    await page.getByTestId('notice').getByText('sandbox is synced with its inventory.').waitFor();
    await bot.getByText(/^Last synced \d/).waitFor();
    const db = shopDatabase(shop.dataDir);
    const rows = db.prepare("SELECT action, reason FROM audit_log WHERE entity = 'bot' AND id > ? ORDER BY id").all(auditBefore) as { action: string; reason: string | null }[];
    db.close();
    expect(rows).toEqual([
      { action: 'bot.pause', reason: 'Steam Guard reset' },
      { action: 'bot.resume', reason: null },
      { action: 'bot.sync', reason: null },
    ]);

    // Content: a page in German, a missing title refused under the field.
    await page.getByRole('link', { name: 'Content' }).click();
    const editor = page.getByTestId('page-editor');
    const slug = await editor.getByLabel('Page').inputValue();
    await editor.getByLabel('Language').selectOption({ label: 'Deutsch' });
    await editor.getByLabel(/^Title/).fill('');
    await editor.getByLabel('Text (HTML)').fill('<p>Neue Bedingungen</p>');
    await editor.getByRole('button', { name: 'Save the page' }).click();
    await editor.getByText('Give the page a title').waitFor();
    await editor.getByLabel(/^Title/).fill('AGB, neu');
    await editor.getByRole('button', { name: 'Save the page' }).click();
    await page.getByTestId('notice').getByText(/is saved: the shop shows it now/).waitFor();
    const served = await (await page.request.get(`/api/static-pages/${slug}?lang_id=11`)).json();
    expect(served.payload).toMatchObject({ title: 'AGB, neu', content: '<p>Neue Bedingungen</p>' });

    // Social links: an address that is not https is refused on its row; a new link saved is the shop's.
    const links = page.getByTestId('social-links');
    await links.getByRole('button', { name: 'Add a link' }).click();
    const added = links.getByTestId(`link-${(await links.getByTestId(/^link-\d+$/).count()) - 1}`);
    await added.getByLabel('Name').fill('Matrix');
    await added.getByLabel('Address').fill('http://matrix.example');
    await added.getByLabel('Icon').fill('message');
    await links.getByRole('button', { name: 'Save the links' }).click();
    await added.getByText('An https:// address').waitFor();
    await added.getByLabel('Address').fill('https://matrix.example/room');
    await links.getByRole('button', { name: 'Save the links' }).click();
    await page.getByTestId('notice').getByText('Social links saved: the shop shows them now.').waitFor();
    const shown = (await (await page.request.get('/api/social-links')).json()).payload as { name: string; url: string }[];
    expect(shown.at(-1)).toMatchObject({ name: 'Matrix', url: 'https://matrix.example/room' });
  });

  it('the owner: offers off and on again, the smallest top-up typed (a bad one refused under the field)', async () => {
    const { page } = shop;
    await signedIn(page, 'owner');
    await page.getByRole('link', { name: 'Settings' }).click();
    const offers = page.getByTestId('offers-setting');
    await offers.getByTestId('offers-state').filter({ hasText: 'on' }).waitFor();
    await offers.getByRole('button', { name: 'Turn offers off' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Turn offers off' }).click();
    await offers.getByTestId('offers-state').filter({ hasText: 'off' }).waitFor();
    expect((await (await page.request.get('/api/settings')).json()).payload.offer_enabled).toBe(false);

    const topUp = page.getByLabel('Smallest top-up (EUR)');
    await topUp.fill('five');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByTestId('settings-form').getByText('An amount in EUR from 1 to 10000 with at most 2 decimals').waitFor();
    expect(await topUp.getAttribute('aria-invalid')).toBe('true');
    await topUp.fill('7.50');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByTestId('notice').getByText('Settings saved.').waitFor();
    expect((await (await page.request.get('/api/settings')).json()).payload).toMatchObject({ offer_enabled: false, min_top_up: 7.5 });
    await offers.getByRole('button', { name: 'Turn offers on' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Turn offers on' }).click();
    await offers.getByTestId('offers-state').filter({ hasText: 'on' }).waitFor();

    // For a person to look at: the four screens at a laptop's and a phone's width.
    const { title } = query<{ title: string }>("SELECT title FROM items WHERE status = 'available' ORDER BY id LIMIT 1");
    const screens: [string, string][] = [
      ['prices', `/admin/prices?q=${encodeURIComponent(title.slice(0, 8))}&name=${encodeURIComponent(title)}`],
      ['bots', '/admin/bots'],
      ['content', '/admin/content'],
      ['settings', '/admin/settings'],
    ];
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      for (const [name, path] of screens) {
        await page.goto(path);
        await page.getByRole('heading', { level: 2 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        await shot(page, `${name}-${width}`);
      }
    }
  });
});
