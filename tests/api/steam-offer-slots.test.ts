// Issue 44, Steam's limits respected: Steam allows 30 outstanding offers per bot and 5 per partner
// (a send past them is refused with error 25). The shop counts its own: with 5 of its offers open to
// one buyer, the 6th is not sent to Steam at all (the local Steam server's send counter stays at 5,
// the job waits without spending attempts or growing waits) until one is answered, then it goes out
// once. New stock (a sell trade's receiving bot) goes to the live bot with the most free slots, then
// the fewest items. On the local Steam server, both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncBotStock } from '../../api/catalogue/stock-sync';
import { writeTransaction } from '../../api/db/transaction';
import { pauseBot } from '../../api/trade/bot-states.repository';
import { botWithMostRoom } from '../../api/trade/offer-slots';
import type { TradeBot } from '../../api/trade/trade-bot';
import { FakeSteamServer } from '../support/fake-steam/fake-steam-server';
import type { FakeBot } from '../support/fake-steam/fake-steam-world';
import { SHOP_BOT_NAME, steamBotOn, steamShopOptions } from './support/steam-bot';
import { startTestApi, type TestApi } from './api-harness';
import { newShopper, steamAccountIdOf } from './support/shopper';

const fake = new FakeSteamServer();
let api: TestApi;
let account: FakeBot;
let bot: TradeBot;

beforeAll(async () => {
  await fake.start();
  ({ account, bot } = steamBotOn(fake, { confirmationRetryMs: 100 }));
  api = await startTestApi(steamShopOptions(bot));
  const titles = (await api.db.selectFrom('items').select('title').where('category', '=', 'cs2').orderBy('id').limit(6).execute()).map((row) => row.title);
  for (let i = 0; i < 6; i++) account.items.push({ appId: 730, assetId: `940${i}`, classId: `c940${i}`, marketName: titles[i % titles.length]! });
  await syncBotStock(api.db, bot);
});
afterAll(async () => {
  await api?.close();
  await fake.stop();
});

const sends = () => fake.world.requests.filter((request) => request === 'POST /tradeoffer/new/send').length;
const offerOf = async (orderId: number) => api.db.selectFrom('trade_offers').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();

describe("Steam's outstanding offer limits", () => {
  it('with 5 of its offers open to one buyer, the 6th waits unsent for a slot and goes out once one is answered', async () => {
    fake.world.activeOfferLimits = { perBot: 30, perPartner: 5 };
    try {
      const shopper = await newShopper(api, { balanceCents: 10_000_000 });
      fake.world.addPartner((76561197960265728n + BigInt(steamAccountIdOf(shopper.id))).toString(), { token: 'abcDEF12' });
      const before = sends();
      const orders: number[] = [];
      for (let i = 0; i < 6; i++) {
        const item = await api.db.selectFrom('items').select('id').where('bot_name', '=', SHOP_BOT_NAME).where('asset_id', '=', `940${i}`).executeTakeFirstOrThrow();
        expect((await shopper.client.post('/api/cart/add', { id: item.id })).status).toBe(200);
        const bought = await shopper.client.post('/api/purchase/product', {});
        expect(bought.status).toBe(200);
        orders.push(bought.body.payload.order_id as number);
        // One at a time: the first five are on Steam before the sixth is bought.
        if (i < 5) await expect.poll(async () => (await offerOf(orders[i]!)).state, { timeout: 15_000, interval: 100 }).toBe('sent');
      }
      expect(sends() - before).toBe(5);
      // Several of the sixth's looks (TRADE_POLL_SECONDS=1): Steam is not asked, nothing fails or grows its wait.
      await new Promise((resolve) => setTimeout(resolve, 3500));
      expect(sends() - before).toBe(5);
      const sixth = await offerOf(orders[5]!);
      expect([sixth.state, sixth.last_error, Number(sixth.refunded_cents)]).toEqual(['queued', null, 0]);
      const waiting = await api.db.selectFrom('jobs').select(['payload', 'attempts']).where('kind', '=', 'delivery.send').where('status', '=', 'pending').execute();
      expect(waiting.filter((job) => job.payload.includes(`"offerId":${sixth.id}`)).map((job) => [job.payload.includes('busy'), Number(job.attempts)])).toEqual([[false, 0]]);
      expect((await shopper.client.get(`/api/purchase/${orders[5]}`)).body.payload.status).toBe('Processing');

      // The buyer declines one: a slot is free and the sixth goes out, once.
      fake.world.decline((await offerOf(orders[0]!)).steam_offer_id!);
      await expect.poll(async () => (await offerOf(orders[5]!)).state, { timeout: 20_000, interval: 100 }).toBe('sent');
      expect(sends() - before).toBe(6);
    } finally {
      fake.world.activeOfferLimits = null;
    }
  });

  it('new stock goes to the live bot with the most free offer slots, then the fewest items', async () => {
    // The shop's bot has 5 offers out (the test above) and no items on sale; bot 3 holds 2 items and no offers; bot 2 holds nothing.
    const two = await api.db.selectFrom('items').select('id').where('status', '=', 'available').where('bot_name', '!=', SHOP_BOT_NAME).orderBy('id').limit(2).execute();
    await api.db.updateTable('items').set({ bot_name: 'Skin Shop Bot 3' }).where('id', 'in', two.map((row) => row.id)).execute();
    const names = [SHOP_BOT_NAME, 'Skin Shop Bot 3', 'Skin Shop Bot 2'];
    expect(await botWithMostRoom(api.db, names)).toBe('Skin Shop Bot 2');
    await writeTransaction(api.db, (tx) => pauseBot(tx, 'Skin Shop Bot 2', { reason: 'test', by: 'cli:test' }, Math.floor(Date.now() / 1000)));
    // Free slots before items: bot 3 (2 items, no offers) over the shop's bot (no items, 5 offers out).
    expect(await botWithMostRoom(api.db, names)).toBe('Skin Shop Bot 3');
    expect(await botWithMostRoom(api.db, ['Skin Shop Bot 2'])).toBe('Skin Shop Bot 2');
    expect(await botWithMostRoom(api.db, [])).toBeUndefined();
  });
});
