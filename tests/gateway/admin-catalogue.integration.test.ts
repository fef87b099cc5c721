// The console's catalogue part at POST /admin/graphql (issue 43): prices, bots, pages and social links,
// settings, each through its persisted operation to /api/admin over a real shop; what the operator typed
// is checked by the API and a refusal comes back as field errors the screen shows under the field.
import { describe, expect, it } from 'vitest';
import {
  AdminBotActionDocument,
  AdminBotsDocument,
  AdminContentDocument,
  AdminPricesDocument,
  AdminSetPriceDocument,
  AdminSetSocialLinksDocument,
  AdminSettingsDocument,
  AdminUpdatePageDocument,
  AdminUpdateSettingsDocument,
} from '../../machines/admin/graphql/graphql';
import { auditRowsAfter, lastAuditId } from '../api/support/admin-staff';
import { signedInStaff } from './console-browser';
import { useShop } from './shop-fixture';

const { shop } = useShop({ anyDocument: false });

/** A staff member of `role`, invited, enrolled and signed in. */
const signedIn = (role: string) => signedInStaff(shop(), role);

const auditAfter = (id: number) => auditRowsAfter(shop(), id);
const fields = (result: { fieldErrors: { field: string }[] }) => result.fieldErrors.map((error) => error.field).sort();

describe('prices in the console', () => {
  it('finds a market name with its price, copies on sale, reference and history; a bad typed price is refused on the field', async () => {
    const { browser } = await signedIn('catalogue');
    const item = await shop().db.selectFrom('items').select(['title', 'price']).where('status', '=', 'available').orderBy('id').executeTakeFirstOrThrow();
    const found = await browser.run(AdminPricesDocument, { q: item.title.slice(0, 10).toLowerCase() });
    const row = found.data.prices.find((candidate: { marketName: string }) => candidate.marketName === item.title);
    expect(row).toMatchObject({ marketName: item.title, currency: 'EUR', setPrice: null, onSale: expect.any(Number), history: expect.any(Array) });
    expect(row.onSale).toBeGreaterThan(0);
    expect(row.price).toBe(row.lowestPrice);

    const short = await browser.run(AdminPricesDocument, { q: 'a' });
    expect(short.errors[0].extensions.code).toBe('BAD_USER_INPUT');

    const since = await lastAuditId(shop());
    for (const price of ['abc', '0', '1.234']) {
      const refused = (await browser.run(AdminSetPriceDocument, { marketName: item.title, price })).data.setPrice;
      expect(refused).toMatchObject({ ok: false, errorCode: 'VALIDATION_FAILED' });
      expect(fields(refused)).toEqual(['price']);
      expect(refused.fieldErrors[0].messages[0]).toMatch(/^Price must be a positive EUR amount/);
      expect(refused.message).toBe(refused.fieldErrors[0].messages[0]);
    }
    const unknown = (await browser.run(AdminSetPriceDocument, { marketName: 'No Such Skin (Factory New)', price: '1' })).data.setPrice;
    expect(unknown).toMatchObject({ ok: false, message: expect.stringContaining('not found') });
    expect(await auditAfter(since)).toEqual([]);
  });
});

// A seeded catalogue: SQLite 3.53 once answered the repricing query with "internal query planner error" (a 500).
describe('prices in the console: a valid price', () => {
  it('sets the typed price: the market name and its copies cost it, one price.set audit row', async () => {
    const { browser } = await signedIn('catalogue');
    const item = await shop().db.selectFrom('items').select(['title']).where('status', '=', 'available').orderBy('id').executeTakeFirstOrThrow();
    const since = await lastAuditId(shop());
    const set = await browser.run(AdminSetPriceDocument, { marketName: item.title, price: ' 12.34 ' });
    expect(set.data?.setPrice, JSON.stringify(set.errors)).toMatchObject({ ok: true, fieldErrors: [] });
    const after = (await browser.run(AdminPricesDocument, { q: item.title })).data.prices.find((candidate: { marketName: string }) => candidate.marketName === item.title);
    expect(after).toMatchObject({ price: 12.34, setPrice: 12.34, lowestPrice: 12.34 });
    expect((await auditAfter(since)).map((audit) => audit.action)).toEqual(['prices.set']);
  });
});

describe('bots in the console', () => {
  it("shows each bot's stock and state; pause needs a reason and takes the stock off sale, resume brings it back, sync waits for resume", async () => {
    const { email, browser } = await signedIn('catalogue');
    const [live] = (await browser.run(AdminBotsDocument)).data.bots;
    expect(live).toMatchObject({ name: 'sandbox', status: 'live', pausedReason: null, lastError: null, openOffers: expect.any(Number) });
    expect(live.stock.onSale).toBeGreaterThan(0);
    const pause = (reason?: string) => browser.run(AdminBotActionDocument, { name: 'sandbox', action: 'PAUSE', reason });

    const noReason = (await pause('  ')).data.botAction;
    expect(noReason).toMatchObject({ ok: false, errorCode: 'VALIDATION_FAILED' });
    expect(fields(noReason)).toEqual(['reason']);
    expect((await pause('Steam Guard reset')).data.botAction.ok).toBe(true);
    const [paused] = (await browser.run(AdminBotsDocument)).data.bots;
    expect(paused).toMatchObject({ status: 'paused', pausedReason: 'Steam Guard reset', pausedBy: email, pausedAt: expect.any(Number), stock: { onSale: 0, heldByPause: live.stock.onSale + live.stock.locked } });

    const syncWhilePaused = (await browser.run(AdminBotActionDocument, { name: 'sandbox', action: 'SYNC' })).data.botAction;
    expect(syncWhilePaused).toMatchObject({ ok: false, errorCode: 'STATE_CONFLICT', message: expect.stringContaining('resume it first') });
    expect((await browser.run(AdminBotActionDocument, { name: 'nobody', action: 'RESUME' })).data.botAction).toMatchObject({ ok: false, message: 'Bot nobody not found' });

    expect((await browser.run(AdminBotActionDocument, { name: 'sandbox', action: 'RESUME' })).data.botAction.ok).toBe(true);
    expect((await browser.run(AdminBotActionDocument, { name: 'sandbox', action: 'SYNC' })).data.botAction.ok).toBe(true);
    const [resumed] = (await browser.run(AdminBotsDocument)).data.bots;
    expect(resumed).toMatchObject({ status: 'live', pausedReason: null, pausedBy: null, lastSyncAt: expect.any(Number), stock: { onSale: live.stock.onSale } });
  });

  it('is FORBIDDEN to a role without bots.manage, naming it', async () => {
    const { browser } = await signedIn('support');
    const read = await browser.run(AdminBotsDocument);
    expect(read.errors[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' }, message: expect.stringContaining('bots.manage') });
    expect((await browser.run(AdminBotActionDocument, { name: 'sandbox', action: 'PAUSE', reason: 'x' })).data.botAction).toMatchObject({ ok: false, errorCode: 'FORBIDDEN' });
  });
});

describe('content and settings in the console', () => {
  it('edits a page in one language and the social links; bad input is refused field by field', async () => {
    const { browser } = await signedIn('catalogue');
    const content = (await browser.run(AdminContentDocument)).data.content;
    expect(content.languages.map((language: { code: string }) => language.code)).toContain('de');
    const page = content.pages[0];
    expect(page.texts[0]).toMatchObject({ languageId: 10, title: expect.any(String) });

    const bad = (await browser.run(AdminUpdatePageDocument, { slug: page.slug, languageId: 10, title: ' ', header: '', content: '' })).data.updatePage;
    expect(bad).toMatchObject({ ok: false, errorCode: 'VALIDATION_FAILED' });
    expect(fields(bad)).toEqual(['content', 'title']);
    expect(fields((await browser.run(AdminUpdatePageDocument, { slug: page.slug, languageId: 99, title: 'x', header: '', content: 'y' })).data.updatePage)).toEqual(['languageId']);

    // Pages are multi-line HTML, longer than the gateway's default string (1000 characters): both go through.
    const body = Array.from({ length: 300 }, (_, index) => `<p>Absatz ${index + 1}</p>`).join('\n');
    const saved = await browser.run(AdminUpdatePageDocument, { slug: page.slug, languageId: 11, title: 'AGB, neu', header: '<h1>AGB</h1>\r\n<p>\tStand</p>', content: `${body}\n<script>alert(1)</script>` });
    expect(saved.data?.updatePage, JSON.stringify(saved.errors)).toMatchObject({ ok: true });
    const german = (await browser.run(AdminContentDocument)).data.content.pages[0].texts.find((text: { languageId: number }) => text.languageId === 11);
    expect(german).toEqual({ languageId: 11, title: 'AGB, neu', header: '<h1>AGB</h1>\n<p>  Stand</p>', content: `${body}\n` });
    expect((await shop().rest<{ payload: { title: string } }>(`/static-pages/${page.slug}?lang_id=11`)).body.payload.title).toBe('AGB, neu');
    // The English text as seeded (multi-line) is saved back unchanged.
    const english = page.texts[0];
    expect(english.content).toContain('\n');
    expect((await browser.run(AdminUpdatePageDocument, { slug: page.slug, languageId: 10, title: english.title, header: english.header, content: english.content })).data.updatePage.ok).toBe(true);

    const badLinks = (await browser.run(AdminSetSocialLinksDocument, { links: [{ name: 'Discord', url: 'javascript:alert(1)', icon: 'Brand Discord' }] })).data.setSocialLinks;
    expect(fields(badLinks)).toEqual(['links.0.icon', 'links.0.url']);
    const links = [
      { name: 'Discord', url: 'https://discord.gg/shop', icon: 'brand-discord' },
      { name: 'Telegram', url: 'https://t.me/shop', icon: 'brand-telegram' },
    ];
    expect((await browser.run(AdminSetSocialLinksDocument, { links })).data.setSocialLinks.ok).toBe(true);
    expect((await browser.run(AdminContentDocument)).data.content.socialLinks).toEqual(links);
  });

  it('changes only the settings given (one audit row); the amount is typed and checked by the API; settings.write only', async () => {
    const catalogue = await signedIn('catalogue');
    expect((await catalogue.browser.run(AdminSettingsDocument)).errors[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' }, message: expect.stringContaining('settings.write') });
    expect((await catalogue.browser.run(AdminUpdateSettingsDocument, { offerEnabled: false })).data.updateSettings).toMatchObject({ ok: false, errorCode: 'FORBIDDEN' });

    const { browser } = await signedIn('owner');
    const before = (await browser.run(AdminSettingsDocument)).data.settings;
    expect(before).toMatchObject({ offerEnabled: true, offersAllowed: true, minTopUp: expect.any(Number), supportEmail: expect.any(String) });

    const since = await lastAuditId(shop());
    const refused = (await browser.run(AdminUpdateSettingsDocument, { minTopUp: 'five', supportEmail: 'nope' })).data.updateSettings;
    expect(fields(refused)).toEqual(['minTopUp', 'supportEmail']);
    expect((await browser.run(AdminUpdateSettingsDocument, {})).data.updateSettings).toMatchObject({ ok: false, fieldErrors: [{ field: 'settings' }] });
    expect(await auditAfter(since)).toEqual([]);

    expect((await browser.run(AdminUpdateSettingsDocument, { offerEnabled: false, minTopUp: '7.50' })).data.updateSettings.ok).toBe(true);
    expect((await browser.run(AdminSettingsDocument)).data.settings).toEqual({ ...before, offerEnabled: false, minTopUp: 7.5 });
    const rows = await auditAfter(since);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.after).toEqual({ offer_enabled: false, min_top_up: 7.5 });

    expect((await browser.run(AdminUpdateSettingsDocument, { offerEnabled: true, googleTag: 'G-ABC1234' })).data.updateSettings.ok).toBe(true);
    expect((await browser.run(AdminSettingsDocument)).data.settings).toMatchObject({ offerEnabled: true, googleTag: 'G-ABC1234' });
    expect((await browser.run(AdminUpdateSettingsDocument, { googleTag: '' })).data.updateSettings.ok).toBe(true);
    expect((await browser.run(AdminSettingsDocument)).data.settings.googleTag).toBeNull();
  });
});
