// Deliveries with the `steam` bot where Steam answers one thing and does another, or sets its limits
// (issue 44): a confirmation answered with an error though Steam made it ends delivered, with one offer
// and no resend; a send past Steam's 5 outstanding offers per partner (error 25) waits for a slot
// instead of failing; error 26 (an item left the bot) refunds only that item and sends the rest. On the
// local Steam server, both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncBotStock } from '../../api/catalogue/stock-sync';
import { STOCK_SYNC_JOB } from '../../api/catalogue/stock-sync.job';
import type { TradeBot } from '../../api/trade/trade-bot';
import { FakeSteamServer } from '../support/fake-steam/fake-steam-server';
import type { FakeBot } from '../support/fake-steam/fake-steam-world';
import { SHOP_BOT_NAME, steamBotOn, steamShopOptions } from './support/steam-bot';
import { startTestApi, type TestApi } from './api-harness';
import { balanceOf, expectMoneyRulesHold, newShopper, steamAccountIdOf, type Shopper } from './support/shopper';

const BOT_NAME = SHOP_BOT_NAME;
const fake = new FakeSteamServer();
let api: TestApi;
let account: FakeBot;
let bot: TradeBot;

beforeAll(async () => {
  await fake.start();
  ({ account, bot } = steamBotOn(fake, { confirmationRetryMs: 100 }));
  api = await startTestApi(steamShopOptions(bot));
  const titles = (await api.db.selectFrom('items').select('title').where('category', '=', 'cs2').orderBy('id').limit(4).execute()).map((row) => row.title);
  account.items.push(
    { appId: 730, assetId: '9201', classId: 'c9201', marketName: titles[0]! },
    { appId: 730, assetId: '9202', classId: 'c9202', marketName: titles[1]! },
    { appId: 730, assetId: '9203', classId: 'c9203', marketName: titles[2]! },
    { appId: 730, assetId: '9204', classId: 'c9204', marketName: titles[3]! },
  );
  await syncBotStock(api.db, bot);
});
afterAll(async () => {
  await api?.close();
  await fake.stop();
});

const itemId = async (assetId: string) => (await api.db.selectFrom('items').select('id').where('bot_name', '=', BOT_NAME).where('asset_id', '=', assetId).executeTakeFirstOrThrow()).id;

async function buy(assetIds: string[]): Promise<{ shopper: Shopper; orderId: number }> {
  const shopper = await newShopper(api, { balanceCents: 10_000_000 });
  fake.world.addPartner((76561197960265728n + BigInt(steamAccountIdOf(shopper.id))).toString(), { token: 'abcDEF12' });
  for (const assetId of assetIds) expect((await shopper.client.post('/api/cart/add', { id: await itemId(assetId) })).status).toBe(200);
  const orderId = (await shopper.client.post('/api/purchase/product', {})).body.payload.order_id as number;
  return { shopper, orderId };
}
const deliveries = (orderId: number) => api.db.selectFrom('trade_offers').selectAll().where('order_id', '=', orderId).orderBy('id').execute();

describe('steam answering one thing and doing another', () => {
  it('a confirmation answered with an error but made on Steam ends delivered: one offer, never withdrawn or sent again', async () => {
    fake.world.confirmationErrorsAfterDone = true;
    try {
      const { shopper, orderId } = await buy(['9201']);
      await expect.poll(async () => (await deliveries(orderId))[0]!.state, { timeout: 15_000, interval: 100 }).toBe('sent');
      const [offer] = await deliveries(orderId);
      expect(fake.world.offers.get(offer!.steam_offer_id!)!.state).toBe(2);
      fake.world.accept(offer!.steam_offer_id!);
      await expect.poll(async () => (await deliveries(orderId))[0]!.state, { timeout: 15_000, interval: 100 }).toBe('accepted');
      expect((await shopper.client.get(`/api/purchase/${orderId}`)).body.payload.status).toBe('Success');
      expect([...fake.world.offers.values()].map((o) => o.state)).toEqual([3]);
    } finally {
      fake.world.confirmationErrorsAfterDone = false;
    }
  });

  it('error 25 (5 outstanding offers with this buyer) waits for a slot: nothing refunded, sent once one is answered', async () => {
    fake.world.activeOfferLimits = { perBot: 30, perPartner: 5 };
    try {
      const shopper = await newShopper(api, { balanceCents: 10_000_000 });
      const partner = fake.world.addPartner((76561197960265728n + BigInt(steamAccountIdOf(shopper.id))).toString(), { token: 'abcDEF12' });
      const others = Array.from({ length: 5 }, (_, i) => fake.world.createOffer(account, partner, [], `Offer from another shop ${i}`, [{ appId: 730, assetId: `80${i}`, classId: 'x', marketName: 'x' }]));
      expect((await shopper.client.post('/api/cart/add', { id: await itemId('9202') })).status).toBe(200);
      const orderId = (await shopper.client.post('/api/purchase/product', {})).body.payload.order_id as number;
      await expect.poll(async () => (await api.db.selectFrom('jobs').select('payload').where('kind', '=', 'delivery.send').where('status', '=', 'pending').execute()).some((job) => job.payload.includes('"busy":')), { timeout: 10_000, interval: 100 }).toBe(true);
      expect([(await deliveries(orderId))[0]!.state, (await deliveries(orderId))[0]!.refunded_cents]).toEqual(['queued', 0]);
      expect((await shopper.client.get(`/api/purchase/${orderId}`)).body.payload.status).toBe('Processing');
      fake.world.decline(others[0]!.id);
      await expect.poll(async () => (await deliveries(orderId))[0]!.state, { timeout: 20_000, interval: 200 }).toBe('sent');
    } finally {
      fake.world.activeOfferLimits = null;
    }
  });

  it('error 26 refunds only the item that left the bot, resyncs the bot and sends the rest', async () => {
    // The item leaves the bot after the shop listed it (a sync would unlist it, none ran yet).
    account.items = account.items.filter((item) => item.assetId !== '9204');
    const boughtAt = Date.now();
    const { shopper, orderId } = await buy(['9203', '9204']);
    const [offer] = await deliveries(orderId);
    const lines = await api.db.selectFrom('order_lines').select(['item_id', 'price_cents']).where('order_id', '=', orderId).execute();
    const gone = await itemId('9204');
    const goneCents = Number(lines.find((line) => line.item_id === gone)!.price_cents);
    const before = Number((await api.db.selectFrom('orders').select('total_cents').where('id', '=', orderId).executeTakeFirstOrThrow()).total_cents);
    await expect.poll(async () => (await deliveries(orderId))[0]!.state, { timeout: 15_000, interval: 100 }).toBe('sent');
    const sent = (await deliveries(orderId))[0]!;
    expect(fake.world.offers.get(sent.steam_offer_id!)!.items.map((item) => item.assetId)).toEqual(['9203']);
    expect(Number(sent.refunded_cents)).toBe(goneCents);
    expect(await balanceOf(api, shopper.id)).toBe(10_000_000 - before + goneCents);
    const refunds = await api.db.selectFrom('balance_ledger').select('amount').where('kind', '=', 'refund').where('reference', '=', String(orderId)).execute();
    expect(refunds.map((row) => Number(row.amount))).toEqual([goneCents]);
    expect((await api.db.selectFrom('items').select('status').where('id', '=', gone).executeTakeFirstOrThrow()).status).toBe('sold');
    expect(fake.world.requests.filter((r) => r === 'POST /tradeoffer/new/send').length).toBeGreaterThanOrEqual(2);
    // The bot's stock is read again (a finished job keeps no payload: the sync queued since the purchase).
    expect(await api.db.selectFrom('jobs').select('id').where('kind', '=', STOCK_SYNC_JOB).where('created_at', '>=', boughtAt).execute()).not.toEqual([]);
    expect(offer!.id).toBe(sent.id);
    fake.world.accept(sent.steam_offer_id!);
    await expect.poll(async () => (await deliveries(orderId))[0]!.state, { timeout: 15_000, interval: 100 }).toBe('accepted');
    await expectMoneyRulesHold(api);
  });
});
