// The console's prices, bots, content and settings (issue 43), over the sandbox bot; on SQLite, and on
// PostgreSQL when DATABASE_URL names one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../api/db/seed';
import { startTestApi, type TestApi } from './api-harness';
import { auditRowsAfter, lastAuditId, signedInStaff, type StaffMember } from './support/admin-staff';
import { CATALOGUE_ADMIN_ROUTES } from './support/admin-routes-catalogue';
import { runOps } from './support/ops-cli';
import { offerBody } from './support/seller';
import { balanceOf, newShopper } from './support/shopper';

// The partner answers after ten minutes: a delivery stays sent while the test looks at it.
const env = { REQUIRE_EMAIL_VERIFICATION: '0', SANDBOX_TRADE_ACCEPT_MS: '600000' };
let api: TestApi;
let owner: StaffMember;
let catalogue: StaffMember;

beforeAll(async () => {
  api = await startTestApi({ items: 30, env, plugin: { jobs: { pollIntervalMs: 100 } } });
  owner = await signedInStaff(api, 'owner');
  catalogue = await signedInStaff(api, 'catalogue');
});
afterAll(async () => api?.close());

const onSale = async (bot = 'sandbox') =>
  Number((await api.db.selectFrom('items').select((eb) => eb.fn.countAll<number>().as('n')).where('bot_name', '=', bot).where('status', '=', 'available').executeTakeFirstOrThrow()).n);
const listed = async (query = '') => (await api.get(`/api/items/list?category=all&${query}`)).body.meta.total as number;
const offerOf = (orderId: number) => api.db.selectFrom('trade_offers').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
const sandboxOffers = async () => Number((await api.db.selectFrom('sandbox_trade_offers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('each change of the catalogue console writes exactly one audit row', () => {
  it('prices, bots, pages, social links and settings, with the actor and the changed fields before and after', async () => {
    const seen = new Set<string>();
    async function oneRow(key: string, act: () => Promise<{ status: number; body: { payload?: unknown } }>, expected: Record<string, unknown>, member = catalogue) {
      const since = await lastAuditId(api);
      const response = await act();
      expect(response.status, `${key}: ${JSON.stringify(response.body)}`).toBe(200);
      const rows = await auditRowsAfter(api, since);
      expect(rows, key).toHaveLength(1);
      expect(rows[0], key).toMatchObject({ action: CATALOGUE_ADMIN_ROUTES[key].audit, actor: `staff:${member.id}`, ip: '127.0.0.1', ...expected });
      seen.add(key);
      return { payload: response.body.payload as Record<string, unknown>, row: rows[0] };
    }

    // Prices: the market name's copies on sale take the new price, and the catalogue shows it at once.
    const item = await api.db.selectFrom('items').select(['id', 'title', 'price']).where('status', '=', 'available').orderBy('id').executeTakeFirstOrThrow();
    const copies = await api.db.selectFrom('items').select('price').where('title', '=', item.title).where('status', '=', 'available').execute();
    const prices = copies.map((copy) => Number(copy.price));
    expect((await api.get(`/api/items/${item.id}?currency=EUR`)).body.payload.price).toBe(Number(item.price) / 100);
    const priced = await oneRow('POST /api/admin/prices', () => catalogue.client.post('/api/admin/prices', { market_name: item.title, price: '12.34' }), {
      entity: 'market_name',
      entity_id: item.title,
      before: { price_cents: null, copies_min_cents: Math.min(...prices), copies_max_cents: Math.max(...prices) },
      after: { price_cents: 1234, copies_repriced: prices.filter((p) => p !== 1234).length },
    });
    expect(priced.payload).toMatchObject({ market_name: item.title, price_cents: 1234, set_price_cents: 1234, lowest_price_cents: 1234, on_sale: copies.length });
    expect((await api.get(`/api/items/${item.id}?currency=EUR`)).body.payload.price).toBe(12.34);
    const found = await catalogue.client.get(`/api/admin/prices?q=${encodeURIComponent(item.title.slice(0, 12).toUpperCase())}`);
    expect(found.status).toBe(200);
    expect(found.body.payload).toEqual(expect.arrayContaining([expect.objectContaining({ market_name: item.title, price_cents: 1234, on_sale: copies.length, history: expect.any(Array) })]));

    // Deliveries under way when the bot is paused: one sent again waits in the queue (nothing fails,
    // nothing is refunded); one cancelled is refunded, and its item waits off sale with the bot's stock.
    const shopper = await newShopper(api, { balanceCents: 1_000_000 });
    const buy = async () => {
      const bought = await api.db.selectFrom('items').select(['id', 'price']).where('status', '=', 'available').where('bot_name', '=', 'sandbox').orderBy('id', 'desc').executeTakeFirstOrThrow();
      await shopper.client.post('/api/cart/add', { id: bought.id });
      const id = (await shopper.client.post('/api/purchase/product', {})).body.payload.order_id as number;
      await expect.poll(async () => (await offerOf(id)).state, { timeout: 10_000 }).toBe('sent');
      return { id, itemId: bought.id, price: Number(bought.price) };
    };
    const waiting = await buy();
    const cancelled = await buy();
    const itemStatus = async (id: number) => (await api.db.selectFrom('items').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    const balanceAfterPurchase = await balanceOf(api, shopper.id);
    const orderId = waiting.id;

    // Bots: a paused bot's stock leaves the shop (not listed, not counted, not purchasable).
    const stockBefore = await onSale();
    const listedBefore = await listed();
    expect(stockBefore).toBeGreaterThan(0);
    const pause = await oneRow('POST /api/admin/bots/:name/pause', () => catalogue.client.post('/api/admin/bots/sandbox/pause', { reason: 'Steam Guard reset' }), {
      entity: 'bot',
      entity_id: 'sandbox',
      reason: 'Steam Guard reset',
      before: { status: 'live', on_sale: stockBefore },
      after: { status: 'paused', on_sale: 0, unlisted: stockBefore },
    });
    expect(pause.payload).toEqual({ name: 'sandbox', status: 'paused', unlisted: stockBefore });
    expect(await onSale()).toBe(0);
    expect(await listed()).toBe(listedBefore - stockBefore);
    const [bot] = (await catalogue.client.get('/api/admin/bots')).body.payload;
    expect(bot).toMatchObject({ name: 'sandbox', status: 'paused', paused_reason: 'Steam Guard reset', paused_by: `staff:${catalogue.id}`, paused_by_email: catalogue.email, paused_at: expect.any(Number), last_error_at: null, stock: { on_sale: 0, held_by_pause: stockBefore }, open_offers: 2 });
    const late = await newShopper(api, { balanceCents: 1_000_000 });
    const unavailable = await late.client.post('/api/cart/add', { id: item.id });
    expect(unavailable.status, JSON.stringify(unavailable.body)).toBe(409);

    const sentBefore = await sandboxOffers();
    const resent = await owner.client.post(`/api/admin/orders/${orderId}/resend`, { reason: 'partner asked' });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // the worker polls every 100 ms: time for several tries
    expect((await offerOf(orderId)).state).toBe('queued');
    expect(await sandboxOffers()).toBe(sentBefore);
    expect((await api.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status).toBe('processing');
    expect(await balanceOf(api, shopper.id)).toBe(balanceAfterPurchase);
    const withdrawn = await owner.client.post(`/api/admin/orders/${cancelled.id}/cancel`, { reason: 'buyer changed their mind' });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(await balanceOf(api, shopper.id)).toBe(balanceAfterPurchase + cancelled.price);
    expect(await itemStatus(cancelled.itemId)).toBe('sold');
    expect(await onSale()).toBe(0);
    const refused = await catalogue.client.post('/api/admin/bots/sandbox/sync', {});
    expect(refused.status).toBe(409);
    expect(refused.body.error_code).toBe('STATE_CONFLICT');

    // Resumed: the same stock is back on sale, and the waiting delivery is sent.
    await oneRow('POST /api/admin/bots/:name/resume', () => catalogue.client.post('/api/admin/bots/sandbox/resume', {}), {
      entity_id: 'sandbox',
      before: { status: 'paused', paused_reason: 'Steam Guard reset', on_sale: 0 },
      after: { status: 'live', on_sale: stockBefore + 1, relisted: stockBefore + 1 },
    });
    expect(await onSale()).toBe(stockBefore + 1);
    expect(await listed()).toBe(listedBefore + 1);
    expect(await itemStatus(cancelled.itemId)).toBe('available');
    await expect.poll(async () => (await offerOf(orderId)).state, { timeout: 10_000 }).toBe('sent');
    expect(await sandboxOffers()).toBe(sentBefore + 1);

    await oneRow('POST /api/admin/bots/:name/sync', () => catalogue.client.post('/api/admin/bots/sandbox/sync', {}), {
      entity_id: 'sandbox',
      before: { on_sale: stockBefore + 1 },
      after: { on_sale: stockBefore + 1, listed: 0, unlisted: 0, relisted: 0 },
    });
    expect((await catalogue.client.get('/api/admin/bots')).body.payload[0]).toMatchObject({ status: 'live', paused_reason: null, last_error: null, last_sync_at: expect.any(Number) });

    // Pages: English is the page's own text; another language its own; the shop serves both at once.
    const content = (await catalogue.client.get('/api/admin/content')).body.payload;
    const page = content.pages[0];
    const english = page.texts.find((text: { language_id: number }) => text.language_id === 10);
    const body = `<p>${'New terms. '.repeat(2000)}</p>`;
    const edited = await oneRow('PUT /api/admin/pages/:slug', () => catalogue.client.put(`/api/admin/pages/${page.slug}`, { language_id: 10, title: 'Terms, revised', header: '<h1>Terms</h1>', content: `${body}<script>alert(1)</script>` }), {
      entity: 'page',
      entity_id: page.slug,
      before: { language_id: 10, title: english.title, content_length: english.content.length },
      after: { language_id: 10, title: 'Terms, revised', content_length: body.length, content_sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    expect(JSON.stringify(edited.row.after).length).toBeLessThan(500);
    const served = (await api.get(`/api/static-pages/${page.slug}`)).body.payload;
    expect(served).toMatchObject({ title: 'Terms, revised', content: body });
    await oneRow('PUT /api/admin/pages/:slug', () => catalogue.client.put(`/api/admin/pages/${page.slug}`, { language_id: 11, title: 'AGB, neu', header: '', content: ['<p>Neu</p>', '<p>Zweite Zeile</p>'] }), {
      before: { language_id: 11 },
      after: { language_id: 11, title: 'AGB, neu' },
    });
    expect((await api.get(`/api/static-pages/${page.slug}?lang_id=11`)).body.payload).toMatchObject({ title: 'AGB, neu', content: '<p>Neu</p>\n<p>Zweite Zeile</p>' });

    // Social links, replaced as a whole, in the order given.
    const links = [
      { name: 'Discord', url: 'https://discord.gg/newshop', icon: 'brand-discord' },
      { name: 'Telegram', url: 'https://t.me/newshop', icon: 'brand-telegram' },
    ];
    await oneRow('PUT /api/admin/social-links', () => catalogue.client.put('/api/admin/social-links', { links }), {
      entity: 'social_links',
      before: { links: content.social_links.map(({ name, url, icon }: Record<string, unknown>) => ({ name, url, icon })) },
      after: { links },
    });
    expect((await api.get('/api/social-links')).body.payload.map(({ name, url, icon }: Record<string, unknown>) => ({ name, url, icon }))).toEqual(links);

    // Settings (settings.write: the owner; the catalogue role has no settings.write): offers off, then on again.
    expect((await catalogue.client.get('/api/admin/settings')).status).toBe(403);
    const seller = await newShopper(api);
    await oneRow('PUT /api/admin/settings', () => owner.client.put('/api/admin/settings', { offer_enabled: false, min_top_up: 7.5 }), {
      entity: 'settings',
      before: { offer_enabled: true, min_top_up: 5 },
      after: { offer_enabled: false, min_top_up: 7.5 },
    }, owner);
    expect((await api.get('/api/settings')).body.payload).toMatchObject({ offer_enabled: false, min_top_up: 7.5 });
    const closed = await seller.client.post('/api/offer/create', offerBody());
    expect(closed.status).toBe(403);
    expect(closed.body.error_code).toBe('OFFERS_DISABLED');
    const reopened = await owner.client.put('/api/admin/settings', { offer_enabled: true, min_top_up: ' 7,50 ' });
    expect(reopened.body.payload).toMatchObject({ offer_enabled: true, offers_allowed: true, min_top_up: 7.5 });
    // Two decimals whose hundredfold is not whole in floating point (1.15 * 100 = 114.99999999999999) are still two decimals.
    for (const amount of [1.15, '2.30', 4.35]) {
      const { status, body } = await owner.client.put('/api/admin/settings', { min_top_up: amount });
      expect(status, String(amount)).toBe(200);
      expect(body.payload.min_top_up, String(amount)).toBe(Number(amount));
    }
    expect((await owner.client.put('/api/admin/settings', { min_top_up: '1.155' })).status).toBe(422);
    await owner.client.put('/api/admin/settings', { min_top_up: 7.5 });
    expect((await seller.client.post('/api/offer/create', offerBody())).status).toBe(200);

    // What staff edited survives the seed of the next start.
    await seedDatabase(api.db);
    expect((await api.get(`/api/static-pages/${page.slug}`)).body.payload.title).toBe('Terms, revised');
    expect((await api.get('/api/social-links')).body.payload).toHaveLength(2);

    const mutating = Object.entries(CATALOGUE_ADMIN_ROUTES).filter(([, route]) => route.audit !== null).map(([key]) => key);
    expect([...seen].sort()).toEqual(mutating.sort());
  });
});

describe('refusals', () => {
  it('422 with field messages, 404 for what does not exist, 409 for a wrong state; nothing is written', async () => {
    const since = await lastAuditId(api);
    const title = (await api.db.selectFrom('items').select('title').orderBy('id').executeTakeFirstOrThrow()).title;
    const expectFields = async (response: Promise<{ status: number; body: { errors?: Record<string, string[]> } }>, fields: string[]) => {
      const { status, body } = await response;
      expect(status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(body.errors ?? {}).sort()).toEqual(fields.sort());
    };
    for (const price of ['0', '1.234', 'abc', -5, 1e12]) await expectFields(catalogue.client.post('/api/admin/prices', { market_name: title, price }), ['price']);
    await expectFields(catalogue.client.post('/api/admin/prices', { market_name: '  ', price: '1' }), ['market_name']);
    expect((await catalogue.client.post('/api/admin/prices', { market_name: 'No Such Skin (Factory New)', price: '1' })).status).toBe(404);
    await expectFields(catalogue.client.get('/api/admin/prices?q=a'), ['q']);

    await expectFields(catalogue.client.post('/api/admin/bots/sandbox/pause', {}), ['reason']);
    expect((await catalogue.client.post('/api/admin/bots/nobody/pause', { reason: 'x' })).status).toBe(404);
    expect((await catalogue.client.post('/api/admin/bots/nobody/sync', {})).status).toBe(404);
    const notPaused = await catalogue.client.post('/api/admin/bots/sandbox/resume', {});
    expect(notPaused.status).toBe(409);
    expect(notPaused.body.error_code).toBe('STATE_CONFLICT');

    expect((await catalogue.client.put('/api/admin/pages/no-such-page', { language_id: 10, title: 'x', header: '', content: 'y' })).status).toBe(404);
    const slug = (await api.db.selectFrom('static_pages').select('slug').orderBy('id').executeTakeFirstOrThrow()).slug;
    await expectFields(catalogue.client.put(`/api/admin/pages/${slug}`, { language_id: 99, title: 'x', header: '', content: 'y' }), ['language_id']);
    await expectFields(catalogue.client.put(`/api/admin/pages/${slug}`, { language_id: 10, title: ' ', header: '', content: '' }), ['title', 'content']);
    // Multi-line HTML comes as its lines; a control character inside a line is refused as in any field.
    await expectFields(catalogue.client.put(`/api/admin/pages/${slug}`, { language_id: 10, title: 'x', header: ['<h1>\u001b[31m</h1>'], content: ['<p>a</p>', 'b\nc'] }), ['header', 'content']);
    await expectFields(catalogue.client.put('/api/admin/social-links', { links: [{ name: '', url: 'javascript:alert(1)', icon: 'Bad Icon' }] }), ['links.0.name', 'links.0.url', 'links.0.icon']);
    await expectFields(owner.client.put('/api/admin/settings', { min_top_up: 0.001, support_email: 'nope', google_tag: '<script>' }), ['min_top_up', 'support_email', 'google_tag']);
    await expectFields(owner.client.put('/api/admin/settings', {}), ['settings']);
    // The console sends the smallest top-up as typed: a string that is not an amount is the field's error.
    for (const typed of ['abc', '7.505', '', '1e3']) await expectFields(owner.client.put('/api/admin/settings', { min_top_up: typed }), ['min_top_up']);
    expect(await auditRowsAfter(api, since)).toEqual([]);
  });
});

describe('npm run ops writes one audit row per change (bots and prices)', () => {
  async function oneCliRow(...args: string[]) {
    const since = await lastAuditId(api);
    const result = await runOps(api, args);
    expect(result.code, `${args.join(' ')}: ${result.stderr}`).toBe(0);
    const rows = await auditRowsAfter(api, since);
    expect(rows, args.join(' ')).toHaveLength(1);
    expect(rows[0].actor).toMatch(/^cli:.+/);
    return { row: rows[0], stdout: result.stdout };
  }

  it('bots:pause and bots:resume on the console\'s service; bots:list shows the pause', async () => {
    const stock = await onSale();
    expect((await runOps(api, ['bots:pause', 'sandbox'])).code).toBe(1); // --reason is required
    expect((await oneCliRow('bots:pause', 'sandbox', '--reason', 'maintenance')).row).toMatchObject({ action: 'bot.pause', entity_id: 'sandbox', reason: 'maintenance', after: { status: 'paused' } });
    expect(await onSale()).toBe(0);
    expect((await runOps(api, ['bots:list'])).stdout).toMatch(/^sandbox .* PAUSED by cli:.+: maintenance$/m);
    expect((await oneCliRow('bots:resume', 'sandbox')).row).toMatchObject({ action: 'bot.resume', after: { status: 'live', relisted: stock } });
    expect(await onSale()).toBe(stock);
    expect((await runOps(api, ['bots:list'])).stdout).not.toContain('PAUSED');
  });

  it('stock:sync and prices:refresh', async () => {
    expect((await oneCliRow('stock:sync', 'sandbox')).row).toMatchObject({ action: 'bot.sync', entity: 'bot', entity_id: 'sandbox', after: { listed: 0, unlisted: 0 } });
    expect((await oneCliRow('stock:sync')).row).toMatchObject({ action: 'bot.sync', entity_id: 'sandbox' }); // one bot: one row
    expect((await oneCliRow('prices:refresh')).row).toMatchObject({ action: 'prices.refresh', entity: 'reference_prices', after: { changed: expect.any(Number), names: expect.any(Number) } });
  });
});
