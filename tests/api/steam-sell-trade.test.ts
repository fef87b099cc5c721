// Buying a seller's skin by trade with the `steam` bot (issue 44): every sell trade gets a final answer,
// on a local server speaking Steam's protocol. A trade the seller reverses before the shop's first look
// ends reversed (it used to be "busy" for ever); one Steam never shows in GetTradeStatus is left to a
// person after a bounded number of looks; a received item in context 16 carries Steam's protection end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTransaction } from '../../api/db/transaction';
import { insertOffer } from '../../api/offers/offers.repository';
import { queueSellTrade } from '../../api/offers/sell-trades.repository';
import { MAX_PENDING_LOOKS } from '../../api/trade/retry-when-busy';
import { createSteamTradeBot } from '../../api/trade/steam/steam-trade-bot';
import type { TradeBot } from '../../api/trade/trade-bot';
import { FakeSteamServer } from '../support/fake-steam/fake-steam-server';
import type { FakeBot } from '../support/fake-steam/fake-steam-world';
import { startTestApi, type TestApi } from './api-harness';
import { newShopper } from './support/shopper';

const BOT_NAME = 'Skin Shop Bot 1';
const fake = new FakeSteamServer();
let api: TestApi;
let account: FakeBot;
let bot: TradeBot;
let nextAsset = 7000;

beforeAll(async () => {
  await fake.start();
  account = fake.world.addBot('76561198000000001');
  bot = createSteamTradeBot({
    name: BOT_NAME,
    accountName: 'shopbot1',
    steamId: account.steamId,
    identitySecret: account.identitySecret,
    refreshToken: account.refreshToken,
    communityUrl: fake.url,
    apiUrl: fake.url,
    timeoutMs: 5000,
  });
  api = await startTestApi({
    items: 10,
    env: { REQUIRE_EMAIL_VERIFICATION: '0', TRADE_POLL_SECONDS: '1' },
    plugin: { jobs: { pollIntervalMs: 100 }, tradeBots: new Map([[BOT_NAME, bot]]) },
  });
});
afterAll(async () => {
  await api?.close();
  await fake.stop();
});

/** A seller proven by Steam sign-in, their skin on the local Steam, and an accepted offer for it whose trade is queued. */
async function queuedTrade() {
  const seller = await newShopper(api, { steamSignIn: true });
  const user = await api.db.selectFrom('users').select(['steam_login_id', 'steam_trade_link']).where('id', '=', seller.id).executeTakeFirstOrThrow();
  const assetId = String(nextAsset++);
  fake.world.addPartner(user.steam_login_id!, { token: 'abcDEF12', items: [{ appId: 730, assetId, classId: `c${assetId}`, marketName: 'AK-47 | Redline (Field-Tested)' }] });
  const now = Math.floor(Date.now() / 1000);
  return writeTransaction(api.db, async (tx) => {
    const offerId = await insertOffer(tx, {
      user_id: seller.id, title: 'AK-47 | Redline (Field-Tested)', quality: 'Field-Tested', item_url: 'x', currency: 'EUR', user_price_minor: 1000,
      service_price_minor: 900, status: 'approved', created_at: now, updated_at: now, asset_id: assetId, app_id: 730, float_value: null, paint_seed: null, quote_expires_at: null,
    });
    const tradeId = await queueSellTrade(tx, { offerId, botName: BOT_NAME, partnerSteamId: user.steam_login_id!, tradeLink: user.steam_trade_link!, now });
    return { offerId, tradeId };
  });
}

const sellTrade = (id: number) => api.db.selectFrom('offer_trades').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const offerStatus = async (id: number) => (await api.db.selectFrom('offers').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
async function sentOfferId(tradeId: number): Promise<string> {
  await expect.poll(async () => (await sellTrade(tradeId)).state, { timeout: 15_000, interval: 100 }).toBe('sent');
  return (await sellTrade(tradeId)).steam_offer_id!;
}

describe('sell trades with the steam bot', () => {
  it('a trade the seller reversed before the first look ends reversed, nothing paid', async () => {
    const { offerId, tradeId } = await queuedTrade();
    const trade = fake.world.acceptThenReverse(await sentOfferId(tradeId));
    await expect.poll(async () => (await sellTrade(tradeId)).state, { timeout: 15_000, interval: 100 }).toBe('reversed');
    expect(await offerStatus(offerId)).toBe('reversed');
    expect((await sellTrade(tradeId)).steam_trade_id).toBe(trade.id);
    expect(await api.db.selectFrom('payouts').select('id').where('offer_id', '=', offerId).execute()).toEqual([]);
  });

  it('a received skin kept in context 16 is protected until the end Steam shows on it', async () => {
    fake.world.protectReceivedItems = true;
    try {
      const { offerId, tradeId } = await queuedTrade();
      const trade = fake.world.accept(await sentOfferId(tradeId));
      await expect.poll(async () => (await sellTrade(tradeId)).state, { timeout: 15_000, interval: 100 }).toBe('accepted');
      expect(await sellTrade(tradeId)).toMatchObject({ protected_until: fake.world.protectionEnd(trade.timeInit), received_asset_id: trade.received[0]!.newAssetId });
      expect(await offerStatus(offerId)).toBe('received');
    } finally {
      fake.world.protectReceivedItems = false;
    }
  });

  it(`a trade Steam never shows in GetTradeStatus is left to a person after ${MAX_PENDING_LOOKS} looks`, async () => {
    const { offerId, tradeId } = await queuedTrade();
    const trade = fake.world.accept(await sentOfferId(tradeId));
    fake.world.hiddenTrades.add(trade.id);
    const pollJob = () =>
      api.db.selectFrom('jobs').select(['id', 'payload']).where('kind', '=', 'sell-trade.poll').where('status', '=', 'pending').where('payload', 'like', `{"tradeId":${tradeId},%`).executeTakeFirst();
    await expect.poll(async () => (await pollJob())?.payload ?? '', { timeout: 15_000, interval: 100 }).toContain('"looks":1');
    // The looks in between wait minutes each: the test brings the job to its last look now.
    const job = (await pollJob())!;
    await api.db.updateTable('jobs').set({ payload: JSON.stringify({ tradeId, busy: MAX_PENDING_LOOKS - 1, looks: MAX_PENDING_LOOKS - 1 }), run_at: Date.now() }).where('id', '=', job.id).execute();
    await expect.poll(async () => (await api.db.selectFrom('stuck_work').selectAll().where('kind', '=', 'sell-trade').where('entity_id', '=', tradeId).executeTakeFirst())?.needs_person_since ?? null, { timeout: 15_000, interval: 100 }).not.toBeNull();
    const stuck = await api.db.selectFrom('stuck_work').selectAll().where('kind', '=', 'sell-trade').where('entity_id', '=', tradeId).executeTakeFirstOrThrow();
    expect(stuck.reason).toContain(`not in GetTradeStatus's answer`);
    expect(await pollJob()).toBeUndefined();
    // Nothing settled: the person decides.
    expect([(await sellTrade(tradeId)).state, await offerStatus(offerId)]).toEqual(['sent', 'approved']);
  });
});
