import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSteamBots, SteamBotsFileError } from '../../api/trade/steam/steam-bots-file';
import { inspectLink, tradableAfter } from '../../api/trade/steam/steam-items';
import { createSteamTradeBot, type SteamTradeBotOptions } from '../../api/trade/steam/steam-trade-bot';
import { TradeBotBusy, TradeBotPending, TradeBotRefused, type TradeBot } from '../../api/trade/trade-bot';
import { FakeSteamServer } from '../support/fake-steam/fake-steam-server';
import type { FakeBot, FakeItem, FakePartner } from '../support/fake-steam/fake-steam-world';

const BOT_ID = '76561198000000001';
const BUYER_ID = '76561198000000002';
const now = () => Math.floor(Date.now() / 1000);

const AK: FakeItem = { appId: 730, assetId: '101', classId: '11', marketName: 'AK-47 | Redline (Field-Tested)', float: 0.2512, paintSeed: 661, stickers: ['Natus Vincere | Katowice 2014', 'Crown (Foil)'] };
const AWP: FakeItem = { appId: 730, assetId: '102', classId: '12', marketName: 'AWP | Asiimov (Battle-Scarred)', float: 0.71, paintSeed: 3 };
const LOCKED: FakeItem = {
  appId: 730,
  assetId: '103',
  classId: '13',
  marketName: 'M4A4 | Howl (Minimal Wear)',
  tradable: false,
  float: 0.1,
  paintSeed: 7,
  ownerDescriptions: ['Tradable/Marketable After Oct 01, 2030 (7:00:00) GMT'],
};
const CASE: FakeItem = { appId: 730, assetId: '104', classId: '14', marketName: 'Revolution Case' };
const ARCANA: FakeItem = { appId: 570, assetId: '201', classId: '21', instanceId: '5', marketName: 'Manifold Paradox' };

let fake: FakeSteamServer;
let account: FakeBot;
let buyer: FakePartner;
let bots: TradeBot[];

const makeBot = (options: Partial<SteamTradeBotOptions> = {}) => {
  const bot = createSteamTradeBot({
    name: 'Shop bot 1',
    accountName: 'shopbot1',
    steamId: BOT_ID,
    identitySecret: account.identitySecret,
    refreshToken: account.refreshToken,
    communityUrl: fake.url,
    apiUrl: fake.url,
    timeoutMs: 5000,
    ...options,
  });
  bots.push(bot);
  return bot;
};
const offerTo = (partner: FakePartner, message = 'Order ABC123', assets = [{ appId: 730 as const, contextId: '2', assetId: '101' }]) => ({
  tradeLink: fake.world.tradeLinkOf(partner),
  partnerSteamId: partner.steamId,
  assets,
  message,
});

beforeEach(async () => {
  fake = new FakeSteamServer();
  await fake.start();
  account = fake.world.addBot(BOT_ID, [AK, AWP, LOCKED, CASE, ARCANA].map((item) => ({ ...item })));
  buyer = fake.world.addPartner(BUYER_ID);
  bots = [];
});

afterEach(async () => {
  await Promise.all(bots.map((bot) => bot.close()));
  await fake.stop();
});

describe('steam TradeBot: inventory', () => {
  it('reads CS2 and Dota 2 page by page, with float, seed, stickers and trade locks', async () => {
    fake.world.inventoryPageSize = 3;
    const assets = await makeBot().inventory();
    expect(fake.world.requests.filter((r) => r.startsWith(`GET /inventory/${BOT_ID}/730/2`))).toHaveLength(2);
    expect(assets.map((a) => a.assetId)).toEqual(['101', '102', '103', '104', '201']);
    expect(assets[0]).toEqual({
      appId: 730,
      contextId: '2',
      assetId: '101',
      classId: '11',
      instanceId: '0',
      marketName: 'AK-47 | Redline (Field-Tested)',
      tradable: true,
      tradableAfter: null,
      float: 0.2512,
      paintSeed: 661,
      stickers: ['Natus Vincere | Katowice 2014', 'Crown (Foil)'],
      iconUrl: expect.stringMatching(/^https:\/\/community\.cloudflare\.steamstatic\.com\/economy\/image\/.+/),
      inspectLink: `steam://rungame/730/76561202255233023/+csgo_econ_action_preview%20S${BOT_ID}A101D1010042`,
    });
    expect(assets[2]).toMatchObject({ tradable: false, tradableAfter: Date.UTC(2030, 9, 1, 7) / 1000, float: 0.1, paintSeed: 7 });
    expect(assets[3]).toMatchObject({ marketName: 'Revolution Case', float: null, paintSeed: null, stickers: [] });
    expect(assets[4]).toMatchObject({ appId: 570, instanceId: '5', marketName: 'Manifold Paradox', float: null, stickers: [], inspectLink: null });
  });

  it('fills in the newer inspect action (%propid:6%, the item certificate) as well as the older one', async () => {
    account.items.push({ appId: 730, assetId: '105', classId: '15', marketName: 'Glock-18 | Fade (Factory New)', certificate: '6A7A9BA6BCF1D66B726E4A6942695A6E52FFDED8' });
    const assets = await makeBot().inventory();
    expect(assets.find((a) => a.assetId === '105')?.inspectLink).toBe('steam://run/730//+csgo_econ_action_preview%206A7A9BA6BCF1D66B726E4A6942695A6E52FFDED8');
    expect(assets.find((a) => a.assetId === '101')?.inspectLink).toBe(`steam://rungame/730/76561202255233023/+csgo_econ_action_preview%20S${BOT_ID}A101D1010042`);
    const blank = { assetid: '7', actions: [{ link: 'steam://run/730//+csgo_econ_action_preview%20%propid:6%' }], asset_properties: [] } as never;
    expect(inspectLink(blank, BOT_ID)).toBeNull();
  });

  it('reads the newer "17 Jul @ 3:00am" trade lock as the next such date, in UTC', () => {
    const item = { owner_descriptions: [{ value: '⇆ Tradable/Marketable After 17 Jul @ 3:00pm' }] } as never;
    expect(tradableAfter(item, new Date(Date.UTC(2031, 0, 5)))).toBe(Date.UTC(2031, 6, 17, 15) / 1000);
    expect(tradableAfter(item, new Date(Date.UTC(2031, 7, 1)))).toBe(Date.UTC(2032, 6, 17, 15) / 1000);
  });

  it('logs in with ready cookies as well as with a refresh token', async () => {
    const assets = await makeBot({ refreshToken: undefined, cookies: fake.world.cookiesOf(account) }).inventory();
    expect(assets).toHaveLength(5);
    expect(fake.world.requests).not.toContain('POST /IAuthenticationService/GenerateAccessTokenForApp/v1/');
  });
});

describe('steam TradeBot: sending', () => {
  it('sends, confirms on the mobile authenticator and returns the offer', async () => {
    const view = await makeBot().sendOffer(offerTo(buyer));
    expect(view).toMatchObject({ state: 'sent', message: 'Order ABC123', holdEndsAt: null, tradeId: null });
    expect(fake.world.requests).toEqual([
      'POST /IAuthenticationService/GenerateAccessTokenForApp/v1/',
      'POST /trade/new/acknowledge',
      'POST /tradeoffer/new/send',
      'POST /ITwoFactorService/QueryTime/v1/',
      'GET /mobileconf/getlist',
      'GET /mobileconf/ajaxop',
    ]);
    const offer = fake.world.offers.get(view.offerId)!;
    expect(offer.state).toBe(2);
    expect(offer.items.map((item) => item.assetId)).toEqual(['101']);
  });

  it('leaves an offer whose confirmation Steam does not list waiting, and confirms it at a later look', async () => {
    fake.world.hideConfirmations = true;
    const bot = makeBot({ confirmationRetryMs: 10, confirmationWaitMs: 50 });
    const view = await bot.sendOffer(offerTo(buyer));
    expect(view.state).toBe('sent');
    expect(fake.world.offers.get(view.offerId)!.state).toBe(9);
    expect(fake.world.requests.filter((r) => r.endsWith('/cancel'))).toHaveLength(0);
    expect(await bot.findSentOffer('ABC123', now() - 60)).toMatchObject({ offerId: view.offerId, state: 'sent' });
    fake.world.hideConfirmations = false;
    expect((await bot.getOffer(view.offerId)).state).toBe('sent');
    expect(fake.world.offers.get(view.offerId)!.state).toBe(2);
  });

  it('needs no confirmation when Steam asks none', async () => {
    fake.world.requireConfirmation = false;
    const view = await makeBot().sendOffer(offerTo(buyer));
    expect(view.state).toBe('sent');
    expect(fake.world.requests.some((r) => r.includes('/mobileconf/'))).toBe(false);
  });

  it('reports the escrow hold once a partner without an authenticator accepts', async () => {
    const held = fake.world.addPartner('76561198000000003', { escrowDays: 15 });
    const bot = makeBot();
    const { offerId } = await bot.sendOffer(offerTo(held));
    const trade = fake.world.accept(offerId);
    const view = await bot.getOffer(offerId);
    expect(view).toMatchObject({ state: 'escrow', tradeId: trade.id });
    expect(view.holdEndsAt).toBeGreaterThanOrEqual(now() + 15 * 86400 - 5);
  });

  it('refuses a trade link that is not the buyer’s without asking Steam', async () => {
    const stranger = fake.world.addPartner('76561198000000009');
    await expect(makeBot().sendOffer({ ...offerTo(buyer), tradeLink: fake.world.tradeLinkOf(stranger) })).rejects.toBeInstanceOf(TradeBotRefused);
    await expect(makeBot().sendOffer({ ...offerTo(buyer), tradeLink: 'https://steamcommunity.com/tradeoffer/new/?partner=42' })).rejects.toBeInstanceOf(TradeBotRefused);
    expect(fake.world.requests).not.toContain('POST /tradeoffer/new/send');
  });

  it('turns Steam’s refusals into TradeBotRefused: stale token, partner who cannot trade, items gone', async () => {
    const bot = makeBot();
    await expect(bot.sendOffer({ ...offerTo(buyer), tradeLink: fake.world.tradeLinkOf(buyer, 'oldtoken') })).rejects.toBeInstanceOf(TradeBotRefused);
    const banned = fake.world.addPartner('76561198000000004', { canTrade: false });
    await expect(bot.sendOffer(offerTo(banned))).rejects.toBeInstanceOf(TradeBotRefused);
    await expect(bot.sendOffer(offerTo(buyer, 'Order X', [{ appId: 730, contextId: '2', assetId: '103' }]))).rejects.toBeInstanceOf(TradeBotRefused);
    expect(fake.world.offers.size).toBe(0);
  });
});

describe('steam TradeBot: offers', () => {
  it('maps each ETradeOfferState', async () => {
    const bot = makeBot();
    const { offerId } = await bot.sendOffer(offerTo(buyer));
    const cases: [number, string][] = [[2, 'sent'], [3, 'accepted'], [4, 'declined'], [5, 'expired'], [6, 'cancelled'], [7, 'declined'], [8, 'invalid'], [9, 'sent'], [10, 'cancelled'], [11, 'escrow']];
    for (const [state, expected] of cases) {
      fake.world.forceState(offerId, state);
      expect((await bot.getOffer(offerId)).state, `state ${state}`).toBe(expected);
    }
  });

  it('sees the partner accept (with the trade id) or decline', async () => {
    const bot = makeBot();
    const first = await bot.sendOffer(offerTo(buyer, 'Order A'));
    const trade = fake.world.accept(first.offerId);
    expect(await bot.getOffer(first.offerId)).toMatchObject({ state: 'accepted', tradeId: trade.id, holdEndsAt: null });
    const second = await bot.sendOffer(offerTo(buyer, 'Order B', [{ appId: 730, contextId: '2', assetId: '102' }]));
    fake.world.decline(second.offerId);
    const view = await bot.getOffer(second.offerId);
    expect(view.state).toBe('declined');
    expect(view.updatedAt).toBeGreaterThanOrEqual(view.createdAt);
  });

  it('finds a sent offer by the order code in its message', async () => {
    const bot = makeBot();
    const since = now() - 1;
    await bot.sendOffer(offerTo(buyer, 'Order AAA111'));
    const sent = await bot.sendOffer(offerTo(buyer, 'Order BBB222', [{ appId: 730, contextId: '2', assetId: '102' }]));
    fake.world.decline(sent.offerId);
    expect(await bot.findSentOffer('BBB222', since)).toMatchObject({ offerId: sent.offerId, state: 'declined', message: 'Order BBB222' });
    expect(await bot.findSentOffer('CCC333', since)).toBeNull();
    expect(await bot.findSentOffer('AAA111', now() + 60)).toBeNull();
  });

  it('cancels an offer still waiting, and leaves an answered one alone', async () => {
    const bot = makeBot();
    const waiting = await bot.sendOffer(offerTo(buyer, 'Order A'));
    await bot.cancelOffer(waiting.offerId);
    expect(fake.world.offers.get(waiting.offerId)!.state).toBe(6);
    expect((await bot.getOffer(waiting.offerId)).state).toBe('cancelled');

    const answered = await bot.sendOffer(offerTo(buyer, 'Order B', [{ appId: 730, contextId: '2', assetId: '102' }]));
    fake.world.accept(answered.offerId);
    await bot.cancelOffer(answered.offerId);
    expect(fake.world.offers.get(answered.offerId)!.state).toBe(3);
    expect(fake.world.requests.filter((r) => r.endsWith('/cancel'))).toHaveLength(1);
  });

  it('tells a trade reversed under trade protection', async () => {
    const bot = makeBot();
    const { offerId } = await bot.sendOffer(offerTo(buyer));
    const trade = fake.world.accept(offerId);
    expect(await bot.tradeReversed(trade.id)).toBe(false);
    fake.world.rollBack(trade.id);
    expect(await bot.tradeReversed(trade.id)).toBe(true);
  });

  it("leaves a trade Steam's support gave back only in part to a person: neither reversed nor standing", async () => {
    const bot = makeBot();
    const one = (assetId: string) => [{ appId: 730 as const, contextId: '2', assetId }];
    for (const [partial, assetId] of [[5, '101'], [7, '102']] as const) {
      const { offerId } = await bot.sendOffer(offerTo(buyer, `Order P${partial}`, one(assetId)));
      const trade = fake.world.accept(offerId);
      trade.status = partial;
      await expect(bot.tradeReversed(trade.id)).rejects.toBeInstanceOf(TradeBotPending);
    }
    const full = fake.world.accept((await bot.sendOffer(offerTo(buyer, 'Order F', one('104')))).offerId);
    full.status = 6;
    expect(await bot.tradeReversed(full.id)).toBe(true);
  });
});

describe('steam TradeBot: buying from a seller (issue 26)', () => {
  const SELLER_ID = '76561198000000003';
  const SOLD: FakeItem = { appId: 730, assetId: '901', classId: '91', marketName: 'AK-47 | Redline (Field-Tested)', float: 0.3, paintSeed: 12 };

  it("reads a seller's inventory, and names a private one TradeBotRefused", async () => {
    fake.world.addPartner(SELLER_ID, { items: [{ ...SOLD }, { ...ARCANA, assetId: '902' }] });
    const bot = makeBot();
    const assets = await bot.partnerInventory(SELLER_ID);
    expect(assets.map((a) => [a.appId, a.assetId, a.marketName, a.float])).toEqual([
      [730, '901', SOLD.marketName, 0.3],
      [570, '902', 'Manifold Paradox', null],
    ]);
    expect(fake.world.requests.some((r) => r.startsWith(`GET /inventory/${SELLER_ID}/730/2`))).toBe(true);
    fake.world.addPartner('76561198000000004', { privateInventory: true });
    await expect(bot.partnerInventory('76561198000000004')).rejects.toBeInstanceOf(TradeBotRefused);
  });

  it('sends an offer asking for the seller\'s item (no confirmation: nothing leaves the bot); once accepted, the item\'s new asset id', async () => {
    const seller = fake.world.addPartner(SELLER_ID, { items: [{ ...SOLD }] });
    const bot = makeBot();
    const sent = await bot.sendOffer({ ...offerTo(seller, 'Offer #7 K7QF-2M9X', []), receive: [{ appId: 730, contextId: '2', assetId: '901' }] });
    expect(sent.state).toBe('sent');
    const offer = fake.world.offers.get(sent.offerId)!;
    expect([offer.items, offer.receive.map((item) => item.assetId), offer.state]).toEqual([[], ['901'], 2]);
    const trade = fake.world.accept(sent.offerId);
    expect((await bot.getOffer(sent.offerId)).state).toBe('accepted');
    const received = await bot.receivedAssets(sent.offerId);
    expect(received.map((asset) => asset.assetId)).toEqual([trade.received[0]!.newAssetId]);
    expect((await bot.inventory()).find((a) => a.assetId === received[0]!.assetId)?.marketName).toBe(SOLD.marketName);
    expect(await bot.partnerInventory(SELLER_ID)).toEqual([]);
  });

  it('refuses to ask for an item the seller no longer has', async () => {
    const seller = fake.world.addPartner(SELLER_ID, { items: [] });
    const bot = makeBot();
    await expect(bot.sendOffer({ ...offerTo(seller, 'Offer #8', []), receive: [{ appId: 730, contextId: '2', assetId: '901' }] })).rejects.toBeInstanceOf(TradeBotRefused);
  });
});

describe('steam TradeBot: Steam busy', () => {
  it('answers TradeBotBusy with Steam’s Retry-After on a 429, and works again after', async () => {
    const bot = makeBot();
    const { offerId } = await bot.sendOffer(offerTo(buyer));
    fake.world.failNext(1, { status: 429, retryAfter: '3', pathPrefix: '/IEconService/' });
    const error = await bot.getOffer(offerId).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(TradeBotBusy);
    expect((error as TradeBotBusy).retryAfterMs).toBe(3000);
    expect((await bot.getOffer(offerId)).state).toBe('sent');
    fake.world.failNext(1, { status: 200, eresult: 84, pathPrefix: '/IEconService/' });
    await expect(bot.findSentOffer('ABC123', now() - 60)).rejects.toBeInstanceOf(TradeBotBusy);
  });

  it('renews the web session when Steam answers signed out, and tries the call once more', async () => {
    const bot = makeBot();
    const { offerId } = await bot.sendOffer(offerTo(buyer));
    fake.world.endSession(account);
    expect((await bot.getOffer(offerId)).state).toBe('sent');
    expect(fake.world.requests.filter((r) => r.includes('GenerateAccessTokenForApp'))).toHaveLength(2);
    // A send Steam refused as signed out (401) made no offer: sent again on the new session, once.
    fake.world.endSession(account);
    const second = await bot.sendOffer(offerTo(buyer, 'Order DEF456', [{ appId: 730, contextId: '2', assetId: '102' }]));
    expect(fake.world.offers.get(second.offerId)!.state).toBe(2);
    expect(fake.world.offers.size).toBe(2);
    expect(fake.world.requests.filter((r) => r.includes('GenerateAccessTokenForApp'))).toHaveLength(3);
  });

  it('answers TradeBotBusy when Steam signs the bot out again right after the renewal', async () => {
    const bot = makeBot();
    const { offerId } = await bot.sendOffer(offerTo(buyer));
    fake.world.endSession(account);
    fake.world.failNext(2, { status: 401, pathPrefix: '/IEconService/GetTradeOffer/' });
    await expect(bot.getOffer(offerId)).rejects.toBeInstanceOf(TradeBotBusy);
    expect((await bot.getOffer(offerId)).state).toBe('sent');
  });

  it('answers TradeBotBusy for a 429 on send, a 503 and a Steam it cannot reach', async () => {
    fake.world.failNext(1, { status: 429, pathPrefix: '/tradeoffer/' });
    await expect(makeBot().sendOffer(offerTo(buyer))).rejects.toBeInstanceOf(TradeBotBusy);
    fake.world.failNext(2, { status: 503, pathPrefix: '/inventory/' });
    await expect(makeBot().inventory()).rejects.toBeInstanceOf(TradeBotBusy);
    await expect(makeBot({ communityUrl: 'http://127.0.0.1:1', apiUrl: 'http://127.0.0.1:1' }).inventory()).rejects.toBeInstanceOf(TradeBotBusy);
  });
});

describe('steam bots file', () => {
  const write = (content: unknown) => {
    const path = join(mkdtempSync(join(tmpdir(), 'steam-bots-')), 'bots.json');
    writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
    return path;
  };

  it('loads valid bots and keeps their secrets out of logs', () => {
    const path = write({ bots: [{ name: 'Shop bot 1', accountName: 'shopbot1', steamId: BOT_ID, identitySecret: account.identitySecret, refreshToken: account.refreshToken }] });
    const [bot] = loadSteamBots(path);
    expect(bot).toMatchObject({ name: 'Shop bot 1', steamId: BOT_ID, refreshToken: account.refreshToken });
    expect(JSON.stringify(bot)).not.toContain(account.refreshToken);
    expect(inspect(bot)).not.toContain(account.identitySecret);
  });

  it('lists every problem, naming fields but never secret values', () => {
    const path = write({
      bots: [
        { name: 'A', accountName: 'a', steamId: '123', identitySecret: 'c2VjcmV0', refreshToken: account.refreshToken, cookies: [] },
        { name: 'B', accountName: 'shopbot2', steamId: BUYER_ID, identitySecret: account.identitySecret, refreshToken: account.refreshToken, password: 'x' },
      ],
    });
    const error = (() => {
      try {
        loadSteamBots(path);
      } catch (err) {
        return err as SteamBotsFileError;
      }
    })()!;
    expect(error).toBeInstanceOf(SteamBotsFileError);
    expect(error.errors).toEqual([
      'bots[0].accountName: must be the Steam login name (letters, digits, _)',
      "bots[0].steamId: must be the account's SteamID64 as a string (17 digits, 7656119…)",
      "bots[0].identitySecret: must be the authenticator's identity_secret (base64 of 20 bytes)",
      'bots[0].refreshToken: give exactly one of refreshToken or cookies',
      'bots[0].refreshToken: belongs to another account than steamId',
      'bots[0].cookies: needs the steamLoginSecure cookie of this steamId',
      'bots[1].password: is not a known field',
      'bots[1].refreshToken: belongs to another account than steamId',
    ]);
    expect(error.message).not.toContain(account.refreshToken);
    expect(() => loadSteamBots(write(`{"bots": [{"refreshToken": "${account.refreshToken}"`))).toThrow(/not valid JSON$/);
  });
});
