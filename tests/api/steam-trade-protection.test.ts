// The steam adapter against Steam's trade protection (issue 44), on the local Steam server with the
// world's options that make it behave as Steam does since July 2025.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSteamTradeBot, type SteamTradeBotOptions } from '../../api/trade/steam/steam-trade-bot';
import type { TradeBot } from '../../api/trade/trade-bot';
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
