// npm run ops: bots, stock, prices and deliveries that need a person (issue 25), with the sandbox bot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './api-harness';
import { runOps } from './support/ops-cli';
import { balanceOf, expectMoneyRulesHold, newShopper } from './support/shopper';

let api: TestApi;

beforeAll(async () => {
  // The partner answers after ten minutes: offers stay sent while the operator acts on them.
  api = await startTestApi({
    items: 30,
    env: { REQUIRE_EMAIL_VERIFICATION: '0', SANDBOX_TRADE_ACCEPT_MS: '600000', TRADE_SCAM_WINDOW_SECONDS: '1' },
    plugin: { jobs: { pollIntervalMs: 100 } },
  });
});
afterAll(async () => api?.close());

const env = { SANDBOX_TRADE_ACCEPT_MS: '600000', TRADE_SCAM_WINDOW_SECONDS: '1' };
const ops = (...args: string[]) => runOps(api, args, env);
const json = async (...args: string[]) => {
  const result = await ops(...args, '--json');
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout);
};

let next = 0;
async function order(token = 'abcDEF12') {
  const shopper = await newShopper(api, { balanceCents: 1_000_000, token });
  const item = await api.db.selectFrom('items').select(['id', 'price']).where('status', '=', 'available').orderBy('id').limit(1).offset(next++).executeTakeFirstOrThrow();
  await shopper.client.post('/api/cart/add', { id: item.id });
  const id = (await shopper.client.post('/api/purchase/product', {})).body.payload.order_id as number;
  return { shopper, item, id };
}
const offerState = async (orderId: number) => (await api.db.selectFrom('trade_offers').select(['state', 'code']).where('order_id', '=', orderId).executeTakeFirstOrThrow());
const waitForOffer = (orderId: number, state: string) => expect.poll(async () => (await offerState(orderId)).state, { timeout: 10_000 }).toBe(state);

describe('npm run ops (bots and deliveries)', () => {
  it('bots:list counts each bot\'s stock; stock:sync makes the catalogue equal to the bot', async () => {
    const listed = await json('bots:list');
    const onSale = Number((await api.db.selectFrom('items').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'available').executeTakeFirstOrThrow()).n);
    expect(listed.bots).toEqual([{ bot: 'sandbox', on_sale: onSale, trade_locked: 0, in_offers: expect.any(Number) }]);
    const synced = await json('stock:sync');
    expect(synced.results).toEqual([expect.objectContaining({ bot: 'sandbox', listed: 0, unlisted: 0, unpriced: [] })]);
    expect((await ops('stock:sync', 'nobody')).code).toBe(1);
  });

  it('prices:set and items:price set the listing price of a market name and of one item, refusing bad amounts', async () => {
    expect(await json('prices:set', 'AK-47 | Redline (Field-Tested)', '12.50')).toMatchObject({ price_cents: 1250 });
    const row = await api.db.selectFrom('item_prices').selectAll().where('title', '=', 'AK-47 | Redline (Field-Tested)').executeTakeFirstOrThrow();
    expect(Number(row.price_cents)).toBe(1250);
    const item = await api.db.selectFrom('items').select('id').where('status', '=', 'available').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(await json('items:price', String(item.id), '3.5')).toEqual({ ok: true, command: 'items:price', item_id: item.id, price_cents: 350 });
    for (const bad of ['0', '1.234', 'abc', '1e3']) expect((await ops('prices:set', 'X', bad)).code, bad).toBe(1);
    expect((await ops('items:price', '999999', '1')).code).toBe(1);
  });

  it('orders:deliver refuses an order a bot delivers; deliveries:cancel withdraws its offer and refunds it', async () => {
    const { shopper, item, id } = await order();
    await waitForOffer(id, 'sent');
    const refused = await ops('orders:deliver', String(id));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('deliveries:cancel');
    expect(await json('deliveries:cancel', String(id))).toMatchObject({ order_id: id, cancelled: 1 });
    expect((await offerState(id)).state).toBe('cancelled');
    expect(await balanceOf(api, shopper.id)).toBe(1_000_000);
    expect((await api.db.selectFrom('items').select('status').where('id', '=', item.id).executeTakeFirstOrThrow()).status).toBe('available');
    expect((await ops('deliveries:cancel', String(id))).code).toBe(1);
    await expectMoneyRulesHold(api);
  });

  it('deliveries:attention lists a paused delivery; deliveries:resend sends it again under a new code', async () => {
    const { id } = await order('CancelXX');
    await waitForOffer(id, 'paused');
    const { deliveries } = await json('deliveries:attention');
    expect(deliveries).toContainEqual(expect.objectContaining({ order_id: id, state: 'paused', bot_name: 'sandbox' }));
    const before = (await offerState(id)).code;
    expect(await json('deliveries:resend', String(id))).toMatchObject({ order_id: id, resent: 1 });
    await waitForOffer(id, 'paused');
    expect((await offerState(id)).code).not.toBe(before);
    expect((await ops('deliveries:resend', 'x')).code).toBe(1);
  });
});
