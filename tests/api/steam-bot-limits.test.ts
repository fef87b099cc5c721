// Steam's limits per bot (issue 44): each bot spaces its own calls of a kind (inventory reads, offer
// sends, confirmations) by its limiter's delay, as ArchiSteamFarm does; one bot's burst of sends reaches
// the local Steam server one delay apart, while another bot's send goes out at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSteamTradeBot } from '../../api/trade/steam/steam-trade-bot';
import type { TradeBot } from '../../api/trade/trade-bot';
import { FakeSteamServer } from '../support/fake-steam/fake-steam-server';
import type { FakeBot, FakePartner } from '../support/fake-steam/fake-steam-world';

const SEND_GAP_MS = 1500;
const INVENTORY_GAP_MS = 400;
/**
 * The limiter spaces the starts of a bot's calls; the local Steam server sees each call a moment after
 * its start, and a cold first call on a loaded machine later than the next (a gap read 26 ms short of
 * the delay on a CI run against PostgreSQL). Arrival gaps may fall short of the delay by this much.
 */
const ARRIVAL_JITTER_MS = 100;
const fake = new FakeSteamServer();
let busy: FakeBot;
let other: FakeBot;
let buyer: FakePartner;
const bots: TradeBot[] = [];
/** When each call reached the local Steam server, with its path. */
const arrivals: { at: number; call: string }[] = [];

const botOf = (account: FakeBot, name: string, limits: { sendMs?: number; inventoryMs?: number }) => {
  const bot = createSteamTradeBot({
    name,
    accountName: name,
    steamId: account.steamId,
    identitySecret: account.identitySecret,
    refreshToken: account.refreshToken,
    communityUrl: fake.url,
    apiUrl: fake.url,
    timeoutMs: 5000,
    confirmationRetryMs: 50,
    limits,
  });
  bots.push(bot);
  return bot;
};
const offerOf = (assetId: string, message: string) => ({
  tradeLink: fake.world.tradeLinkOf(buyer),
  partnerSteamId: buyer.steamId,
  message,
  assets: [{ appId: 730 as const, contextId: '2', assetId }],
});
const sendsSince = (start: number) => arrivals.filter((arrival) => arrival.call === 'POST /tradeoffer/new/send' && arrival.at >= start).map((arrival) => arrival.at);
const inventoryReadsSince = (start: number, steamId: string) => arrivals.filter((arrival) => arrival.call.startsWith(`GET /inventory/${steamId}/`) && arrival.at >= start).map((arrival) => arrival.at);

beforeAll(async () => {
  await fake.start();
  const items = (prefix: string) => ['1', '2', '3'].map((n) => ({ appId: 730 as const, assetId: `${prefix}${n}`, classId: `c${prefix}${n}`, marketName: `Item ${prefix}${n}` }));
  busy = fake.world.addBot('76561198000000011', items('11'));
  other = fake.world.addBot('76561198000000012', items('12'));
  buyer = fake.world.addPartner('76561198000000020');
  const push = fake.world.requests.push.bind(fake.world.requests);
  fake.world.requests.push = (...calls: string[]) => {
    for (const call of calls) arrivals.push({ at: Date.now(), call });
    return push(...calls);
  };
});
afterAll(async () => {
  await Promise.all(bots.map((bot) => bot.close()));
  await fake.stop();
});

describe("a bot's limiter", () => {
  it('spaces a burst of sends on one bot by its delay, and holds no other bot back', async () => {
    const first = botOf(busy, 'Busy bot', { sendMs: SEND_GAP_MS });
    const second = botOf(other, 'Other bot', { sendMs: SEND_GAP_MS });
    // Signed in before the burst, so only the sends are timed.
    await Promise.all([first.findSentOffer('none', 0), second.findSentOffer('none', 0)]);

    const start = Date.now();
    const burst = Promise.all(['111', '112', '113'].map((assetId, n) => first.sendOffer(offerOf(assetId, `Order B${n}`))));
    const lone = await second.sendOffer(offerOf('121', 'Order O1'));
    const otherDoneAfter = Date.now() - start;
    const views = await burst;

    expect(views.map((view) => view.state)).toEqual(['sent', 'sent', 'sent']);
    expect(lone.state).toBe('sent');
    // The other bot's send was not queued behind the burst: it ended before the busy bot's second send could start.
    expect(otherDoneAfter).toBeLessThan(SEND_GAP_MS);
    const sends = sendsSince(start);
    expect(sends).toHaveLength(4);
    const [, , third, fourth] = sends;
    // The busy bot's first send and the other bot's went out together; its next two one delay apart each.
    expect(sends[1]! - sends[0]!).toBeLessThan(SEND_GAP_MS / 2);
    expect(third! - sends[0]!).toBeGreaterThanOrEqual(SEND_GAP_MS - ARRIVAL_JITTER_MS);
    expect(fourth! - third!).toBeGreaterThanOrEqual(SEND_GAP_MS - ARRIVAL_JITTER_MS);
  });

  it('spaces inventory reads by their own delay, apart from sends', async () => {
    const reader = botOf(other, 'Reader bot', { inventoryMs: INVENTORY_GAP_MS });
    const start = Date.now();
    await Promise.all([reader.inventory(), reader.inventory()]);
    // Each inventory() reads CS2 then Dota 2: four reads, each its turn.
    const reads = inventoryReadsSince(start, other.steamId);
    expect(reads).toHaveLength(4);
    for (let n = 1; n < reads.length; n++) expect(reads[n]! - reads[n - 1]!).toBeGreaterThanOrEqual(INVENTORY_GAP_MS - ARRIVAL_JITTER_MS);
  });
});
