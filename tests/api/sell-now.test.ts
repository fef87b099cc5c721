// Selling in one step (issue 45): POST offer/sell-now sells an item of the seller's Steam inventory at
// the instant price they saw, the offer accepted and the bot's trade offer queued in one call; a retry or
// a double click sells once; a price the shop no longer quotes sells nothing; bad input is a 422 naming
// its fields. Real database (SQLite, or PostgreSQL with DATABASE_URL), real HTTP, the sandbox bot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './api-harness';
import { newShopper, type Shopper } from './support/shopper';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ items: 200, env: { REQUIRE_EMAIL_VERIFICATION: '0', SANDBOX_TRADE_ACCEPT_MS: '600000', OFFER_AUTO_QUOTE_MAX: '100000' } });
});
afterAll(async () => {
  await api?.close();
});

interface InventoryItem {
  asset_id: string;
  app_id: 730 | 570;
  title: string;
  tradable: boolean;
  instant_price: number | null;
  share_percent: number | null;
}

const newSeller = (options: Parameters<typeof newShopper>[1] = {}) => newShopper(api, { ...options, steamSignIn: true });
const inventory = async (seller: Shopper) => (await seller.client.get('/api/offer/inventory?currency=EUR')).body.payload as InventoryItem[];
const priced = async (seller: Shopper) => (await inventory(seller)).filter((item) => item.tradable && item.instant_price !== null);
const sellNow = (seller: Shopper, item: Pick<InventoryItem, 'asset_id' | 'app_id'>, price: unknown, extra: Record<string, unknown> = {}) =>
  seller.client.post('/api/offer/sell-now', { asset_id: item.asset_id, app_id: item.app_id, price, currency: 'EUR', lang_id: 10, ...extra });
const offersOf = (seller: Shopper) => api.db.selectFrom('offers').selectAll().where('user_id', '=', seller.id).execute();
const tradesOf = (offerId: number) => api.db.selectFrom('offer_trades').selectAll().where('offer_id', '=', offerId).execute();

describe('selling in one step', () => {
  it("the inventory gives each instant price's share of the shop's own price", async () => {
    const items = await priced(await newSeller());
    expect(items.length).toBeGreaterThanOrEqual(3);
    for (const item of items) {
      const copy = await api.db.selectFrom('items').select('price').where('title', '=', item.title).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(item.share_percent).toBe(Math.round((Math.floor((Number(copy.price) * 70) / 100) * 100) / Number(copy.price)));
    }
    expect((await inventory(await newSeller())).filter((item) => item.instant_price === null).every((item) => item.share_percent === null)).toBe(true);
  });

  it('sells at the quoted price in one call: the offer accepted at that price, its trade queued', async () => {
    const seller = await newSeller();
    const [item] = await priced(seller);
    const { status, body } = await sellNow(seller, item!, item!.instant_price);
    expect([status, body.status, body.message]).toEqual([200, 'OK', 'Offer accepted successfully.']);
    expect(body.payload).toEqual({ id: expect.any(Number), status: 'approved', service_price: item!.instant_price, currency: 'EUR' });
    const [offer] = await offersOf(seller);
    expect(offer).toMatchObject({ status: 'approved', asset_id: item!.asset_id, service_price_minor: Math.round(item!.instant_price! * 100) });
    expect(await tradesOf(body.payload.id)).toHaveLength(1);
    // My offers shows it accepted with the trade's code, as after create + accept.
    const history = (await seller.client.get('/api/offer/history')).body.payload as { id: number; status: string; trade: { code: string } | null }[];
    expect(history.find((row) => row.id === body.payload.id)).toMatchObject({ status: 'approved', trade: { code: expect.any(String) } });
  });

  it('a retry and a double click sell once: the same offer, one trade', async () => {
    const seller = await newSeller();
    const [first, second] = await priced(seller);
    const sold = await sellNow(seller, first!, first!.instant_price);
    const again = await sellNow(seller, first!, first!.instant_price);
    expect([again.status, again.body.payload.id]).toEqual([200, sold.body.payload.id]);
    const both = await Promise.all([sellNow(seller, second!, second!.instant_price), sellNow(seller, second!, second!.instant_price)]);
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    expect(both[0]!.body.payload.id).toBe(both[1]!.body.payload.id);
    const offers = await offersOf(seller);
    expect(offers).toHaveLength(2);
    for (const offer of offers) expect(await tradesOf(Number(offer.id))).toHaveLength(1);
  });

  it("a price the shop no longer quotes sells nothing and says so; the new price sells", async () => {
    const seller = await newSeller();
    const [item] = await priced(seller);
    const changed = { status: 'ERROR', error_code: 'QUOTE_EXPIRED', message: 'Our price for this item has changed. Please check the new price and sell again.' };
    const higher = await sellNow(seller, item!, item!.instant_price! + 0.01);
    expect([higher.status, higher.body]).toEqual([409, changed]);
    // The operator reprices the name after the seller opened the window.
    await api.db.insertInto('item_prices').values({ title: item!.title, price_cents: Math.round(item!.instant_price! * 100) * 2, updated_at: 1 }).execute();
    try {
      const stale = await sellNow(seller, item!, item!.instant_price);
      expect([stale.status, stale.body]).toEqual([409, changed]);
      expect(await offersOf(seller)).toEqual([]);
      const fresh = (await inventory(seller)).find((entry) => entry.asset_id === item!.asset_id)!;
      expect(fresh.instant_price).not.toBe(item!.instant_price);
      expect((await sellNow(seller, fresh, fresh.instant_price)).status).toBe(200);
    } finally {
      await api.db.deleteFrom('item_prices').where('title', '=', item!.title).execute();
    }
  });

  it('bad input is a 422 naming its fields; no trade link, no Steam sign-in and a held item sell nothing', async () => {
    const seller = await newSeller();
    const items = await inventory(seller);
    const [item] = items.filter((entry) => entry.tradable && entry.instant_price !== null);
    const refused = async (body: Record<string, unknown>, field: string, message: string) => {
      const { status, body: answer } = await seller.client.post('/api/offer/sell-now', { currency: 'EUR', lang_id: 10, ...body });
      expect([status, answer.error_code, answer.message, answer.errors?.[field]]).toEqual([422, 'VALIDATION_FAILED', message, [message]]);
    };
    await refused({ app_id: 730, price: 1 }, 'asset_id', 'Please fill in all fields.');
    await refused({ asset_id: item!.asset_id, app_id: item!.app_id }, 'price', 'Please fill in all fields.');
    await refused({ asset_id: item!.asset_id, app_id: item!.app_id, price: -3 }, 'price', 'The price must be greater than 0 and at most 1000000, with at most 2 decimals.');
    await refused({ asset_id: item!.asset_id, app_id: 440, price: item!.instant_price }, 'app_id', 'The game must be 730 (CS2) or 570 (Dota 2).');
    await refused({ asset_id: '999999999', app_id: item!.app_id, price: item!.instant_price }, 'asset_id', 'This item is not in your Steam inventory.');
    const held = items.find((entry) => !entry.tradable)!;
    await refused({ asset_id: held.asset_id, app_id: held.app_id, price: 1 }, 'asset_id', 'This item is under a Steam trade hold and cannot be sold yet.');
    expect(await offersOf(seller)).toEqual([]);

    const noLink = await newSeller({ tradeLink: false });
    const [noLinkItem] = await priced(noLink);
    const answer = await sellNow(noLink, noLinkItem!, noLinkItem!.instant_price);
    expect([answer.status, answer.body.error_code]).toEqual([422, 'TRADE_LINK_REQUIRED']);
    expect(await offersOf(noLink)).toEqual([]);

    const typed = await newShopper(api);
    const typedAnswer = await sellNow(typed, item!, item!.instant_price);
    expect([typedAnswer.status, typedAnswer.body.error_code]).toEqual([422, 'STEAM_SIGN_IN_REQUIRED']);
    const visitor = await api.get('/api/offer/sell-now', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ asset_id: item!.asset_id, app_id: 730, price: 1, currency: 'EUR' }) });
    expect(visitor.status).toBe(401);
  });
});
