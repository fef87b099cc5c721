// Selling to the shop by trade offer with the sandbox bot (issue 26): the seller's inventory, a price at
// once, the bot's trade offer asking for the skin (the seller's trade-link token picks the answer), the
// payout locked through Steam's trade protection, a reversal that pays nothing, ask-again and cancel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_UNKNOWN_ITEM } from '../../api/trade/sandbox/sandbox-partner-inventory';
import { MailCatcher } from '../support/mail-catcher';
import { startTestApi, type TestApi } from './api-harness';
import { ibanBody } from './support/seller';
import { newShopper, type Shopper } from './support/shopper';
import { writeTransaction } from '../../api/db/transaction';
import { insertOffer } from '../../api/offers/offers.repository';
import { queueSellTrade } from '../../api/offers/sell-trades.repository';
import { createOffersOpsService } from '../../api/offers/offers-ops.service';
import { runOps } from './support/ops-cli';
import { toDisplayMinor } from '../../api/lib/money';
import { createSandboxTradeBot } from '../../api/trade/sandbox/sandbox-trade-bot';
import { syncBotStock } from '../../api/catalogue/stock-sync';

let api: TestApi;
const mail = new MailCatcher();
const PROTECTION_SECONDS = 4;

beforeAll(async () => {
  await mail.start();
  api = await startTestApi({
    items: 200,
    env: {
      REQUIRE_EMAIL_VERIFICATION: '0',
      SMTP_URL: mail.url,
      SANDBOX_TRADE_ACCEPT_MS: '800',
      TRADE_POLL_SECONDS: '1',
      TRADE_PROTECTION_SECONDS: String(PROTECTION_SECONDS),
      OFFER_AUTO_QUOTE_MAX: '100000',
    },
    plugin: { jobs: { pollIntervalMs: 100 } },
  });
});
afterAll(async () => {
  await api?.close();
  await mail.stop();
});

/** A seller whose Steam ID Steam sign-in proved (issue 41: only such an ID can sell from its inventory). */
const newSeller = (options: Parameters<typeof newShopper>[1] = {}) => newShopper(api, { ...options, steamSignIn: true });

interface InventoryItem {
  asset_id: string;
  app_id: 730 | 570;
  title: string;
  quality: string;
  img_url: string | null;
  float_value: number | null;
  paint_seed: number | null;
  tradable: boolean;
  tradable_after: number | null;
  instant_price: number | null;
}

const inventory = async (seller: Shopper, currency = 'EUR') => {
  const { status, body } = await seller.client.get(`/api/offer/inventory?currency=${currency}`);
  expect(status).toBe(200);
  return body.payload as InventoryItem[];
};
/** A tradable CS2 item the shop prices at once. */
const pricedCs2 = async (seller: Shopper) => (await inventory(seller)).find((item) => item.app_id === 730 && item.tradable && item.instant_price !== null)!;
const sell = (seller: Shopper, item: InventoryItem, price = 12.5) =>
  seller.client.post('/api/offer/create', { title: item.title, quality: item.quality, item_url: 'x', price, currency: 'EUR', asset_id: item.asset_id, app_id: item.app_id, lang_id: 10 });
const offerOf = async (seller: Shopper, id: number) => ((await seller.client.get('/api/offer/history')).body.payload as { id: number }[]).find((row) => row.id === id) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const waitForStatus = (seller: Shopper, id: number, status: string, timeout = 15_000) =>
  expect.poll(async () => (await offerOf(seller, id)).status, { timeout, interval: 100 }).toBe(status);

/** A seller (trade link token chooses the sandbox partner's answer) with an offer priced at once, accepted. */
async function acceptedOffer(token = 'abcDEF12') {
  const seller = await newSeller({ token });
  const item = await pricedCs2(seller);
  const created = await sell(seller, item);
  expect(created.status).toBe(200);
  const id = created.body.payload.id as number;
  expect((await seller.client.post('/api/offer/accept', { id, lang_id: 10 })).status).toBe(200);
  return { seller, item, id };
}

describe('the seller\'s Steam inventory', () => {
  it('lists their items with the shop\'s price at once where the rule covers it, holds marked, in the asked currency', async () => {
    const seller = await newSeller();
    const items = await inventory(seller);
    expect(items.length).toBeGreaterThanOrEqual(7);
    expect(items.filter((item) => item.instant_price !== null).length).toBeGreaterThanOrEqual(4);
    expect(items.find((item) => item.title === SANDBOX_UNKNOWN_ITEM)).toMatchObject({ instant_price: null, tradable: true });
    const held = items.find((item) => !item.tradable)!;
    expect(held.tradable_after).toBeGreaterThan(Date.now() / 1000);
    // Tradable first; a CS2 item carries its wear and pattern, and a picture from the image host.
    expect(items.findIndex((item) => !item.tradable)).toBe(items.length - 1);
    const cs2 = items.find((item) => item.app_id === 730 && item.float_value !== null)!;
    expect(cs2.paint_seed).toEqual(expect.any(Number));
    expect(cs2.img_url).toMatch(/items\/\d+$/);
    // The rule: OFFER_BUY_PERCENT (70) of the catalogue's price for the name, rounded down.
    const priced = items.find((item) => item.instant_price !== null && item.title !== SANDBOX_UNKNOWN_ITEM)!;
    const copy = await api.db.selectFrom('items').select('price').where('title', '=', priced.title).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(Math.round(priced.instant_price! * 100)).toBe(Math.floor((Number(copy.price) * 70) / 100));
    // In another currency: the same EUR cents at the currency's rate, as every price of the shop.
    const usd = (await inventory(seller, 'USD')).find((item) => item.asset_id === priced.asset_id)!;
    const rate = await api.db.selectFrom('currencies').select('value').where('code', '=', 'USD').executeTakeFirstOrThrow();
    expect(Math.round(usd.instant_price! * 100)).toBe(toDisplayMinor(Math.floor((Number(copy.price) * 70) / 100), Number(rate.value)));
    expect(usd.instant_price).not.toBe(priced.instant_price);
    // The same account sees the same inventory every time.
    expect((await inventory(seller)).map((item) => item.asset_id)).toEqual(items.map((item) => item.asset_id));
  });

  it('needs a Steam ID on the account, and a session', async () => {
    const seller = await newShopper(api, { steamId: false });
    const { status, body } = await seller.client.get('/api/offer/inventory');
    expect([status, body.error_code, body.message]).toEqual([422, 'STEAM_ID_REQUIRED', 'Please add your steamId']);
    expect((await api.get('/api/offer/inventory')).status).toBe(401);
  });

  it("a typed Steam ID (anyone's) sells nothing from an inventory: Steam sign-in first; the spec's typed offer still goes to a person", async () => {
    // The attack: another person's SteamID64 and trade link typed into the profile.
    const victim = await newSeller();
    const victimSteamId = (await api.db.selectFrom('users').select('steam_login_id').where('id', '=', victim.id).executeTakeFirstOrThrow()).steam_login_id!;
    const victimItem = await pricedCs2(victim);
    const attacker = await newShopper(api, { steamId: false, tradeLink: false });
    const victimLink = (await api.db.selectFrom('users').select('steam_trade_link').where('id', '=', victim.id).executeTakeFirstOrThrow()).steam_trade_link;
    await api.db.updateTable('users').set({ steam_id: victimSteamId, steam_trade_link: victimLink }).where('id', '=', attacker.id).execute();

    const refused = { error_code: 'STEAM_SIGN_IN_REQUIRED', message: 'Sign in with Steam to sell from your Steam inventory: a Steam ID typed by hand does not show the items are yours.' };
    const listed = await attacker.client.get('/api/offer/inventory');
    expect([listed.status, listed.body]).toEqual([422, { status: 'ERROR', ...refused }]);
    expect(JSON.stringify(listed.body)).not.toContain(victimItem.asset_id);
    const created = await sell(attacker, victimItem);
    expect([created.status, created.body.error_code]).toEqual([422, 'STEAM_SIGN_IN_REQUIRED']);
    expect(await api.db.selectFrom('offers').select('id').where('user_id', '=', attacker.id).execute()).toEqual([]);

    const typed = await attacker.client.post('/api/offer/create', { title: 'AWP | Asiimov', price: 80, quality: 'Field-Tested', item_url: 'https://steamcommunity.com/id/x/inventory', currency: 'EUR' });
    expect(typed.status).toBe(200);
    expect((await offerOf(attacker, typed.body.payload.id)).status).toBe('new');
  });

  it('a trade queued for a Steam ID no sign-in proved (before this rule) is not sent: it fails, and asking again is refused', async () => {
    const typed = await newShopper(api);
    const user = await api.db.selectFrom('users').select(['steam_id', 'steam_trade_link']).where('id', '=', typed.id).executeTakeFirstOrThrow();
    const now = Math.floor(Date.now() / 1000);
    const offerId = await writeTransaction(api.db, async (tx) => {
      const id = await insertOffer(tx, {
        user_id: typed.id, title: 'AK-47 | Redline (Field-Tested)', quality: 'Field-Tested', item_url: 'x', currency: 'EUR', user_price_minor: 1000,
        service_price_minor: 900, status: 'approved', created_at: now, updated_at: now, asset_id: '424242', app_id: 730, float_value: null, paint_seed: null, quote_expires_at: null,
      });
      await queueSellTrade(tx, { offerId: id, botName: 'sandbox', partnerSteamId: user.steam_id!, tradeLink: user.steam_trade_link!, now });
      return id;
    });
    await waitForStatus(typed, offerId, 'trade_failed');
    const trade = await api.db.selectFrom('offer_trades').select(['state', 'code', 'last_error']).where('offer_id', '=', offerId).executeTakeFirstOrThrow();
    expect(trade.last_error).toContain('Sign in with Steam');
    expect((await api.db.selectFrom('sandbox_trade_offers').select('message').execute()).filter((offer) => offer.message.includes(trade.code))).toEqual([]);
    const again = await typed.client.post('/api/offer/retry-trade', { id: offerId });
    expect([again.status, again.body.error_code]).toEqual([422, 'STEAM_SIGN_IN_REQUIRED']);
  });
});

describe('an offer for an item of the inventory', () => {
  it('is priced at once (status offer, valid OFFER_QUOTE_MINUTES) with the title, quality and link from Steam', async () => {
    const seller = await newSeller();
    const item = await pricedCs2(seller);
    const { status, body } = await sell(seller, item);
    expect(status).toBe(200);
    expect(body.message).toBe('Offer sent successfully.');
    expect(body.payload).toMatchObject({ status: 'offer', service_price: item.instant_price });
    expect(body.payload.quote_expires_at - Date.now() / 1000).toBeGreaterThan(1439 * 60);
    const row = await offerOf(seller, body.payload.id);
    expect(row).toMatchObject({ title: item.title, quality: item.quality, asset_id: item.asset_id, app_id: 730, float_value: item.float_value, status: 'offer', trade: null });
    expect(row.item_url).toContain(`#730_2_${item.asset_id}`);
  });

  it('waits for an operator for a name the shop does not know, or one above OFFER_AUTO_QUOTE_MAX', async () => {
    const seller = await newSeller();
    const unknown = (await inventory(seller)).find((item) => item.title === SANDBOX_UNKNOWN_ITEM)!;
    const { body } = await sell(seller, unknown);
    expect(body.payload).toEqual({ id: expect.any(Number), status: 'new', service_price: null, quote_expires_at: null });
    await api.db.insertInto('item_prices').values({ title: unknown.title, price_cents: 200_000_000, updated_at: 1 }).execute();
    try {
      expect((await inventory(seller)).find((item) => item.title === SANDBOX_UNKNOWN_ITEM)!.instant_price).toBeNull();
    } finally {
      await api.db.deleteFrom('item_prices').where('title', '=', unknown.title).execute();
    }
  });

  it('refuses an asset that is not the seller\'s, one under a trade hold, one already offered, and a bad price first', async () => {
    const seller = await newSeller();
    const items = await inventory(seller);
    const other = await pricedCs2(await newSeller());
    const notMine = await sell(seller, other);
    expect([notMine.status, notMine.body.errors]).toEqual([422, { asset_id: ['This item is not in your Steam inventory.'] }]);
    const held = await sell(seller, items.find((item) => !item.tradable)!);
    expect([held.status, held.body.errors]).toEqual([422, { asset_id: ['This item is under a Steam trade hold and cannot be sold yet.'] }]);
    const item = items.find((i) => i.tradable)!;
    expect((await sell(seller, item)).status).toBe(200);
    const again = await sell(seller, item);
    expect([again.status, again.body.error_code, again.body.message]).toEqual([409, 'OFFER_STATUS_CONFLICT', 'This item is already in one of your offers.']);
    const badPrice = await sell(seller, items.find((i) => i.tradable && i.asset_id !== item.asset_id)!, -1);
    expect([badPrice.status, Object.keys(badPrice.body.errors)]).toEqual([422, ['price']]);
    const badApp = await seller.client.post('/api/offer/create', { price: 5, asset_id: item.asset_id, app_id: 440 });
    expect(badApp.status).toBe(422);
  });

  it('cannot be accepted once its price expired: 409 QUOTE_EXPIRED and the offer is expired', async () => {
    const seller = await newSeller();
    const { body } = await sell(seller, await pricedCs2(seller));
    const id = body.payload.id as number;
    await api.db.updateTable('offers').set({ quote_expires_at: Math.floor(Date.now() / 1000) - 1 }).where('id', '=', id).execute();
    const accepted = await seller.client.post('/api/offer/accept', { id, lang_id: 10 });
    expect([accepted.status, accepted.body.error_code]).toEqual([409, 'QUOTE_EXPIRED']);
    expect((await offerOf(seller, id)).status).toBe('expired');
    expect(await api.db.selectFrom('offer_trades').select('id').where('offer_id', '=', id).execute()).toEqual([]);
  });

  it('asks for a trade link that is the seller\'s before a bot sends anything', async () => {
    const seller = await newSeller({ tradeLink: false });
    const { body } = await sell(seller, await pricedCs2(seller));
    const accepted = await seller.client.post('/api/offer/accept', { id: body.payload.id, lang_id: 10 });
    expect([accepted.status, accepted.body.error_code]).toEqual([422, 'TRADE_LINK_REQUIRED']);
    expect((await offerOf(seller, body.payload.id)).status).toBe('offer');
  });
});

describe('receiving the skin by trade offer', () => {
  it('accept → the bot asks for the asset with the code → received → payout locked through the protection → ready_for_payout → paid; the skin joins the stock', async () => {
    const { seller, item, id } = await acceptedOffer();
    await waitForStatus(seller, id, 'approved');
    await expect.poll(async () => (await offerOf(seller, id)).trade?.state, { timeout: 10_000, interval: 100 }).toBe('sent');
    const sent = await offerOf(seller, id);
    expect(sent.trade).toMatchObject({ bot_name: 'sandbox', code: expect.stringMatching(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/), offer_url: null });
    const steamOffer = await api.db.selectFrom('sandbox_trade_offers').selectAll().where('message', 'like', `%${sent.trade.code}%`).executeTakeFirstOrThrow();
    expect([JSON.parse(steamOffer.asset_ids), JSON.parse(steamOffer.receive_asset_ids)]).toEqual([[], [item.asset_id]]);
    expect((await mail.waitFor(seller.email, (m) => m.subject.includes('is waiting on Steam'))).body).toContain(sent.trade.code);

    await waitForStatus(seller, id, 'received');
    const received = await offerOf(seller, id);
    expect(received.payout_unlocks_at).toBe(received.trade.accepted_at + PROTECTION_SECONDS);
    expect(await mail.waitFor(seller.email, (m) => m.subject.startsWith('We received'))).toBeDefined();
    // No payout before Steam's protection ends, and the skin is not for sale yet.
    const early = await seller.client.post('/api/offer/request-payout/sepa-direct', ibanBody(id));
    expect([early.status, early.body.error_code]).toEqual([409, 'OFFER_STATUS_CONFLICT']);
    const protectedAsset = (await api.db.selectFrom('offer_trades').select('received_asset_id').where('offer_id', '=', id).executeTakeFirstOrThrow()).received_asset_id;
    expect(protectedAsset).toBe(item.asset_id);
    expect(await api.db.selectFrom('items').select('id').where('asset_id', '=', protectedAsset!).execute()).toEqual([]);
    // A sync while the protection runs does not list it; one that listed it just before the accept was
    // recorded (a copy made here) has it taken off sale again.
    const bot = createSandboxTradeBot({ db: api.db, acceptMs: 800, protectionSeconds: PROTECTION_SECONDS });
    await syncBotStock(api.db, bot);
    expect(await api.db.selectFrom('items').select('id').where('asset_id', '=', protectedAsset!).execute()).toEqual([]);
    const copy = await api.db.selectFrom('items').selectAll().where('title', '=', item.title).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const { id: _id, discount: _discount, ...listed } = copy;
    await api.db.insertInto('items').values({ ...listed, item_id: `730_${protectedAsset}`, asset_id: protectedAsset, bot_name: 'sandbox', status: 'available', gone_at: null }).execute();
    await syncBotStock(api.db, bot);
    expect(await api.db.selectFrom('items').select(['status']).where('asset_id', '=', protectedAsset!).executeTakeFirstOrThrow()).toEqual({ status: 'sold' });

    await waitForStatus(seller, id, 'ready_for_payout', 15_000);
    expect((await offerOf(seller, id)).payout_unlocks_at).toBeNull();
    expect(await mail.waitFor(seller.email, (m) => m.subject.startsWith('Your payout for'))).toBeDefined();
    await expect
      .poll(async () => (await api.db.selectFrom('items').select(['title', 'status', 'bot_name']).where('asset_id', '=', protectedAsset!).executeTakeFirst()) ?? null, { timeout: 10_000 })
      .toEqual({ title: item.title, status: 'available', bot_name: 'sandbox' });
    expect(await api.db.selectFrom('items').select('id').where('asset_id', '=', protectedAsset!).execute()).toHaveLength(1);

    expect((await seller.client.post('/api/offer/request-payout/sepa-direct', ibanBody(id))).status).toBe(200);
    await createOffersOpsService(api.db, api.config).complete(String(id));
    expect((await offerOf(seller, id)).status).toBe('paid');
  });

  it('a trade reversed inside the protection ends the offer reversed, with an e-mail, and nothing is ever paid', async () => {
    const { seller, id } = await acceptedOffer('ReverseX');
    await waitForStatus(seller, id, 'received');
    await waitForStatus(seller, id, 'reversed', 15_000);
    expect((await offerOf(seller, id)).trade.state).toBe('reversed');
    expect(await mail.waitFor(seller.email, (m) => m.subject.includes('was reversed'))).toBeDefined();
    const payout = await seller.client.post('/api/offer/request-payout/sepa-direct', ibanBody(id));
    expect(payout.status).toBe(409);
    expect(await api.db.selectFrom('payouts').select('id').where('offer_id', '=', id).execute()).toEqual([]);
  });

  it("a Dota 2 trade is final as Steam shows it (no protection on the item): the sandbox's ReverseX cannot reverse it, and it is paid once", async () => {
    // As on Steam, only CS2 items are trade-protected; whether a trade is final comes from the received item.
    let seller: Shopper | undefined;
    let item: InventoryItem | undefined;
    for (let tries = 0; tries < 20 && !item; tries++) {
      seller = await newSeller({ token: 'ReverseX' });
      item = (await inventory(seller)).find((entry) => entry.app_id === 570 && entry.tradable && entry.instant_price !== null);
    }
    expect(item).toBeDefined();
    const created = await sell(seller!, item!);
    const id = created.body.payload.id as number;
    expect((await seller!.client.post('/api/offer/accept', { id, lang_id: 10 })).status).toBe(200);
    await waitForStatus(seller!, id, 'ready_for_payout');
    expect((await api.db.selectFrom('offer_trades').select('protected_until').where('offer_id', '=', id).executeTakeFirstOrThrow()).protected_until).toBeNull();
    // Past where a protected trade would have been reversed: still the shop's, still payable once.
    await new Promise((resolve) => setTimeout(resolve, PROTECTION_SECONDS * 1000));
    expect((await offerOf(seller!, id)).status).toBe('ready_for_payout');
    expect((await inventory(seller!)).some((entry) => entry.asset_id === item!.asset_id)).toBe(false);
    expect((await sell(seller!, item!)).status).toBe(422); // no longer theirs: not in two offers
  });

  it('a declined trade offer lets the seller ask for it again (a new code) or cancel', async () => {
    const { seller, id } = await acceptedOffer('DeclineX');
    await waitForStatus(seller, id, 'trade_failed');
    const first = await offerOf(seller, id);
    expect(first.trade.state).toBe('declined');
    expect(await mail.waitFor(seller.email, (m) => m.subject.includes('was not accepted'))).toBeDefined();
    expect((await seller.client.post('/api/offer/cancel', { id: 'x' })).status).toBe(422);
    const retried = await seller.client.post('/api/offer/retry-trade', { id, lang_id: 10 });
    expect([retried.status, retried.body.message]).toEqual([200, 'We will send you the trade offer again.']);
    await expect.poll(async () => (await offerOf(seller, id)).trade.code, { timeout: 10_000 }).not.toBe(first.trade.code);
    await waitForStatus(seller, id, 'trade_failed');
    // A stranger can do neither; the seller cancels once.
    const stranger = await newSeller();
    expect((await stranger.client.post('/api/offer/cancel', { id })).status).toBe(404);
    const cancelled = await seller.client.post('/api/offer/cancel', { id });
    expect([cancelled.status, cancelled.body.message]).toEqual([200, 'Offer cancelled.']);
    expect((await seller.client.post('/api/offer/cancel', { id })).status).toBe(409);
    expect((await seller.client.post('/api/offer/retry-trade', { id })).status).toBe(409);
    expect((await offerOf(seller, id)).status).toBe('cancelled');
  });

  it('a trade offer nobody answers is withdrawn at TRADE_OFFER_EXPIRY_MINUTES and the offer waits for the seller', async () => {
    const { seller, id } = await acceptedOffer('ExpireXX');
    await expect.poll(async () => (await offerOf(seller, id)).trade?.state, { timeout: 10_000 }).toBe('sent');
    // The offer was sent an hour ago, as far as the shop knows (TRADE_OFFER_EXPIRY_MINUTES is 60).
    await api.db.updateTable('offer_trades').set({ sent_at: Math.floor(Date.now() / 1000) - 3601 }).where('offer_id', '=', id).execute();
    await waitForStatus(seller, id, 'trade_failed');
    expect((await offerOf(seller, id)).trade.state).toBe('expired');
    const steamOffer = await api.db.selectFrom('sandbox_trade_offers').select('cancelled_at_ms').where('message', 'like', `%offer #${id}.%`).executeTakeFirstOrThrow();
    expect(steamOffer.cancelled_at_ms).not.toBeNull();
  });

  it('two accepts at once send one trade offer', async () => {
    const seller = await newSeller();
    const { body } = await sell(seller, await pricedCs2(seller));
    const id = body.payload.id as number;
    const answers = await Promise.all([1, 2, 3].map(() => seller.client.post('/api/offer/accept', { id, lang_id: 10 })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    await waitForStatus(seller, id, 'received');
    expect(await api.db.selectFrom('offer_trades').select('id').where('offer_id', '=', id).execute()).toHaveLength(1);
    expect(await api.db.selectFrom('sandbox_trade_offers').select('id').where('message', 'like', `%offer #${id}.%`).execute()).toHaveLength(1);
  });

  it('the seller\'s inventory no longer shows a skin the shop received', async () => {
    const { seller, item, id } = await acceptedOffer();
    await waitForStatus(seller, id, 'received');
    expect((await inventory(seller)).map((i) => i.asset_id)).not.toContain(item.asset_id);
  });
});

describe('npm run ops -- offers:trades', { timeout: 120_000 }, () => {
  it('lists offers waiting for a person, trade offers in flight and skins whose payout is still locked; offers:receive leaves trades to the bots', async () => {
    const handTyped = await newShopper(api); // the spec's typed offer: a typed Steam ID is enough
    const created = await handTyped.client.post('/api/offer/create', { title: 'AWP | Asiimov', price: 80, quality: 'Field-Tested', item_url: 'https://steamcommunity.com/id/x/inventory', currency: 'EUR' });
    const waitingId = created.body.payload.id as number;
    const flying = await acceptedOffer('ExpireXX');
    await expect.poll(async () => (await offerOf(flying.seller, flying.id)).trade?.state, { timeout: 10_000 }).toBe('sent');
    const locked = await acceptedOffer();
    await waitForStatus(locked.seller, locked.id, 'received');
    const unlocks = Math.floor(Date.now() / 1000) + 3600;
    await api.db.updateTable('offer_trades').set({ protected_until: unlocks }).where('offer_id', '=', locked.id).execute();

    const result = await runOps(api, ['offers:trades', '--json']);
    expect(result.code).toBe(0);
    const body = JSON.parse(result.stdout);
    expect(body.waiting).toContainEqual(expect.objectContaining({ offer_id: waitingId, needs: 'quote', email: handTyped.email, user_price: 80 }));
    expect(body.in_flight).toContainEqual(expect.objectContaining({ offer_id: flying.id, state: 'sent', bot: 'sandbox', email: flying.seller.email }));
    expect(body.in_protection).toContainEqual(expect.objectContaining({ offer_id: locked.id, protected_until: unlocks }));
    const text = await runOps(api, ['offers:trades']);
    expect(text.stdout).toContain(`#${flying.id}  sent  sandbox  code `);
    expect(text.stdout).toContain(`#${locked.id}  unlocks ${new Date(unlocks * 1000).toISOString().replace('.000Z', 'Z')}`);

    const receive = await runOps(api, ['offers:receive', String(flying.id)]);
    expect([receive.code, receive.stderr]).toEqual([1, `Offer ${flying.id} is received by a bot's trade offer; see offers:trades`]);
  });
});
