// EResult 15 caused by the bot (issue 44): Steam will not let the bot's own account trade (here a
// new-device hold, which Steam names on the trade page). The shop pauses that bot with Steam's reason,
// as an operator would: its stock leaves the shop and the order waits, nothing is refunded; on resume
// the order is sent. On the local Steam server, both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncBotStock } from '../../api/catalogue/stock-sync';
import { writeTransaction } from '../../api/db/transaction';
import { DELIVERY_SEND_JOB } from '../../api/deliveries/delivery-plan';
import { insertJob } from '../../api/jobs/jobs.repository';
import { findBotState, resumeBot, STEAM_PAUSE_ACTOR } from '../../api/trade/bot-states.repository';
import type { TradeBot } from '../../api/trade/trade-bot';
import { FakeSteamServer } from '../support/fake-steam/fake-steam-server';
import type { FakeBot } from '../support/fake-steam/fake-steam-world';
import { SHOP_BOT_NAME, steamBotOn, steamShopOptions } from './support/steam-bot';
import { startTestApi, type TestApi } from './api-harness';
import { balanceOf, newShopper, steamAccountIdOf } from './support/shopper';

const BOT_NAME = SHOP_BOT_NAME;
const HOLD = 'You have logged in from a new device. In order to protect the items in your inventory, you will be unable to trade from this device for 7 days.';
const fake = new FakeSteamServer();
let api: TestApi;
let account: FakeBot;
let bot: TradeBot;

beforeAll(async () => {
  await fake.start();
  ({ account, bot } = steamBotOn(fake));
  api = await startTestApi(steamShopOptions(bot));
  const titles = (await api.db.selectFrom('items').select('title').where('category', '=', 'cs2').orderBy('id').limit(2).execute()).map((row) => row.title);
  account.items.push({ appId: 730, assetId: '9101', classId: 'c9101', marketName: titles[0]! }, { appId: 730, assetId: '9102', classId: 'c9102', marketName: titles[1]! });
  await syncBotStock(api.db, bot);
});
afterAll(async () => {
  await api?.close();
  await fake.stop();
});

const item = (assetId: string) => api.db.selectFrom('items').selectAll().where('bot_name', '=', BOT_NAME).where('asset_id', '=', assetId).executeTakeFirstOrThrow();

describe('a bot Steam will not let trade', () => {
  it('is paused with Steam\'s reason; the order waits unrefunded and is sent once the bot is resumed', async () => {
    account.tradeHold = HOLD;
    const shopper = await newShopper(api, { balanceCents: 10_000_000 });
    fake.world.addPartner((76561197960265728n + BigInt(steamAccountIdOf(shopper.id))).toString(), { token: 'abcDEF12' });
    expect((await shopper.client.post('/api/cart/add', { id: (await item('9101')).id })).status).toBe(200);
    const orderId = (await shopper.client.post('/api/purchase/product', {})).body.payload.order_id as number;
    const paid = await balanceOf(api, shopper.id);

    await expect.poll(async () => (await findBotState(api.db, BOT_NAME))?.paused_at ?? null, { timeout: 15_000, interval: 100 }).not.toBeNull();
    const state = (await findBotState(api.db, BOT_NAME))!;
    expect(state.paused_by).toBe(STEAM_PAUSE_ACTOR);
    expect(state.paused_reason).toContain('logged in from a new device');
    const offer = await api.db.selectFrom('trade_offers').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect([offer.state, offer.refunded_cents ?? 0]).toEqual(['queued', 0]);
    expect(await balanceOf(api, shopper.id)).toBe(paid);
    // Its other stock left the shop with the pause; nothing reached Steam.
    expect((await item('9102')).status).toBe('sold');
    expect(fake.world.offers.size).toBe(0);

    // The operator fixes the account and resumes the bot (the console does this and queues the sends).
    account.tradeHold = undefined;
    await writeTransaction(api.db, async (tx) => {
      await resumeBot(tx, BOT_NAME, Math.floor(Date.now() / 1000));
      await insertJob(tx, DELIVERY_SEND_JOB, { offerId: offer.id }, Date.now());
    });
    await expect.poll(async () => (await api.db.selectFrom('trade_offers').select('state').where('id', '=', offer.id).executeTakeFirstOrThrow()).state, { timeout: 15_000, interval: 100 }).toBe('sent');
    expect((await item('9102')).status).toBe('available');
  });
});
