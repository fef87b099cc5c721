// The steam adapter against Steam's trade protection (issue 44), on the local Steam server with the
// world's options that make it behave as Steam does since July 2025.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSteamTradeBot, type SteamTradeBotOptions } from '../../api/trade/steam/steam-trade-bot';
import { assumedProtectionEnd } from '../../api/trade/trade-protection';
import { protectedUntil } from '../../api/trade/steam/steam-items';
import { TradeBotRefused, TradeBotUnavailable, type TradeBot } from '../../api/trade/trade-bot';
import { FakeSteamServer } from '../support/fake-steam/fake-steam-server';
import type { FakeBot, FakeItem, FakePartner } from '../support/fake-steam/fake-steam-world';

const BOT_ID = '76561198000000001';
const BUYER_ID = '76561198000000002';

const AK: FakeItem = { appId: 730, assetId: '101', classId: '11', marketName: 'AK-47 | Redline (Field-Tested)' };
const AWP: FakeItem = { appId: 730, assetId: '102', classId: '12', marketName: 'AWP | Asiimov (Battle-Scarred)' };

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
const offerTo = (partner: FakePartner, message = 'Order ABC123', assetId = '101') => ({
  tradeLink: fake.world.tradeLinkOf(partner),
  partnerSteamId: partner.steamId,
  assets: [{ appId: 730 as const, contextId: '2', assetId }],
  message,
});
const requests = (path: string) => fake.world.requests.filter((r) => r === path).length;

beforeEach(async () => {
  fake = new FakeSteamServer();
  await fake.start();
  account = fake.world.addBot(BOT_ID, [AK, AWP].map((item) => ({ ...item })));
  buyer = fake.world.addPartner(BUYER_ID);
  bots = [];
});

afterEach(async () => {
  await Promise.all(bots.map((bot) => bot.close()));
  await fake.stop();
});

describe('steam TradeBot: the trade protection notice', () => {
  it('acknowledges it once per login, so that Steam takes its sends', async () => {
    fake.world.requireProtectionNotice = true;
    const bot = makeBot();
    expect((await bot.sendOffer(offerTo(buyer))).state).toBe('sent');
    await bot.sendOffer(offerTo(buyer, 'Order DEF456', '102'));
    expect(account.noticeAcknowledged).toBe(true);
    expect(requests('POST /trade/new/acknowledge')).toBe(1);
    fake.world.endSession(account);
    await bot.findSentOffer('ABC123', 0).catch(() => {});
    await bot.findSentOffer('ABC123', 0);
    expect(requests('POST /trade/new/acknowledge')).toBe(2);
  });
});

describe("steam TradeBot: EResult 15 that is the bot's, not the partner's", () => {
  const HOLD = 'You have logged in from a new device. In order to protect the items in your inventory, you will be unable to trade from this device for 7 days.';

  it('names the bot unavailable (with the hold Steam shows on the trade page) instead of refusing the offer', async () => {
    account.tradeHold = HOLD;
    const error = await makeBot().sendOffer(offerTo(buyer)).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(TradeBotUnavailable);
    expect((error as Error).message).toContain('logged in from a new device');
    expect(fake.world.offers.size).toBe(0);
  });

  it('acknowledges the notice again and sends once more when Steam refuses with the trade link good', async () => {
    fake.world.requireProtectionNotice = true;
    const bot = makeBot();
    await bot.inventory();
    account.noticeAcknowledged = false;
    expect((await bot.sendOffer(offerTo(buyer))).state).toBe('sent');
    expect(requests('POST /trade/new/acknowledge')).toBe(2);
  });

  it('still refuses the offer when the trade page says the link is stale', async () => {
    const error = await makeBot().sendOffer({ ...offerTo(buyer), tradeLink: fake.world.tradeLinkOf(buyer, 'oldtoken') }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(TradeBotRefused);
    expect((error as Error).message).toContain('no longer valid');
  });
});

describe('steam TradeBot: confirmations Steam lists late', () => {
  it('waits for a confirmation listed a second after the send instead of withdrawing the offer', async () => {
    fake.world.confirmationDelayMs = 1000;
    const view = await makeBot({ confirmationRetryMs: 100 }).sendOffer(offerTo(buyer));
    expect(fake.world.offers.get(view.offerId)!.state).toBe(2);
    expect(fake.world.offers.size).toBe(1);
  });

  it('confirms at the next look an offer whose confirmation came after the send stopped waiting; nothing is withdrawn or sent twice', async () => {
    fake.world.confirmationDelayMs = 800;
    const bot = makeBot({ confirmationRetryMs: 100, confirmationWaitMs: 200 });
    const view = await bot.sendOffer(offerTo(buyer));
    expect(fake.world.offers.get(view.offerId)!.state).toBe(9);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect((await bot.getOffer(view.offerId)).state).toBe('sent');
    expect([...fake.world.offers.values()].map((offer) => offer.state)).toEqual([2]);
  });
});

describe('steam TradeBot: received CS2 items under trade protection', () => {
  const SELLER_ID = '76561198000000003';
  const SOLD: FakeItem = { appId: 730, assetId: '901', classId: '91', marketName: 'M4A4 | Howl (Minimal Wear)' };

  it("reads them in context 16 (new_contextid) and takes the protection's end from Steam's words on the item", async () => {
    fake.world.protectReceivedItems = true;
    const seller = fake.world.addPartner(SELLER_ID, { items: [{ ...SOLD }] });
    const bot = makeBot();
    const sent = await bot.sendOffer({ tradeLink: fake.world.tradeLinkOf(seller), partnerSteamId: SELLER_ID, assets: [], receive: [{ appId: 730, contextId: '2', assetId: '901' }], message: 'Offer #7' });
    const trade = fake.world.accept(sent.offerId);
    const end = fake.world.protectionEnd(trade.timeInit);
    expect(await bot.receivedAssets(sent.offerId)).toEqual([{ assetId: trade.received[0]!.newAssetId, protectedUntil: end }]);
    expect(fake.world.requests).toContain(`GET /inventory/${BOT_ID}/730/16`);
    // Steam's end is its 07:00 GMT after the seven days, not the acceptance plus 604800 seconds.
    expect(end).not.toBe(trade.timeInit + 604800);
  });

  it("reads each of Steam's ways of saying the protection's end", () => {
    const words = (value: string) => ({ owner_descriptions: [{ value }] }) as never;
    const text = '⇆ This item is trade-protected and cannot be consumed, modified, or transferred until ';
    expect(protectedUntil(words(`${text}Apr 13, 2026 (7:00:00) GMT`))).toBe(Date.UTC(2026, 3, 13, 7) / 1000);
    expect(protectedUntil(words(`${text}17 Jul @ 7:00am`), new Date(Date.UTC(2026, 6, 10)))).toBe(Date.UTC(2026, 6, 17, 7) / 1000);
    expect(protectedUntil(words(`${text}[date]1784444400[/date]`))).toBe(1784444400);
    expect(protectedUntil(words('Tradable/Marketable After Oct 01, 2030 (7:00:00) GMT'))).toBeNull();
  });

  it('assumes, where Steam does not say, the first 07:00 GMT after the period, so the last look comes after Steam\'s end', () => {
    const at = Date.UTC(2026, 3, 5, 10, 30) / 1000;
    expect(assumedProtectionEnd(at, 604800)).toBe(Date.UTC(2026, 3, 13, 7) / 1000);
    expect(assumedProtectionEnd(Date.UTC(2026, 3, 5, 3) / 1000, 604800)).toBe(Date.UTC(2026, 3, 12, 7) / 1000);
    expect(assumedProtectionEnd(Date.UTC(2026, 3, 5, 7) / 1000, 604800)).toBe(Date.UTC(2026, 3, 12, 7) / 1000);
    expect(assumedProtectionEnd(at, 6)).toBe(at + 6);
    expect(assumedProtectionEnd(trade0, 604800)).toBe(fake.world.protectionEnd(trade0));
  });
});

const trade0 = Date.UTC(2026, 6, 17, 21, 14, 5) / 1000;
