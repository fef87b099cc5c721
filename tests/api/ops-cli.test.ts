import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from './support/ops-cli';
import { ledgerSum } from '../../api/accounts/balance.repository';
import { startTestApi, type TestApi } from './api-harness';
import { balanceOf, expectMoneyRulesHold, itemPool, newShopper } from './support/shopper';

let api: TestApi;
let take: ReturnType<typeof itemPool>;

beforeAll(async () => {
  api = await startTestApi({ items: 30, env: { REQUIRE_EMAIL_VERIFICATION: '0' } });
  take = itemPool(api);
});
afterAll(async () => api?.close());

const ops = (...args: string[]) => runOps(api, args);

/** An order of items no trade bot holds: a person delivers it (orders:deliver) or fails it (orders:fail). */
async function boughtOrder() {
  const shopper = await newShopper(api, { balanceCents: 500_000 });
  const items = await take(2);
  await api.db.updateTable('items').set({ bot_name: null }).where('id', 'in', items.map((item) => item.id)).execute();
  for (const item of items) await shopper.client.post('/api/cart/add', { id: item.id });
  const { body } = await shopper.client.post('/api/purchase/product', {});
  return { shopper, items, orderId: body.payload.order_id as number, total: items[0].price + items[1].price };
}

describe('npm run ops', () => {
  it('balance:credit credits through a ledger row (EUR major units), with --json', async () => {
    const shopper = await newShopper(api);
    const result = await ops('balance:credit', shopper.email.toUpperCase(), '12.5', '--reason', 'support case 42', '--json');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ ok: true, command: 'balance:credit', user_id: shopper.id, email: shopper.email, credited_cents: 1250, balance_cents: 1250 });
    const plain = await ops('balance:credit', shopper.email, '0.05', '--reason', 'goodwill');
    expect(plain).toMatchObject({ code: 0, stdout: `Credited 0.05 EUR to ${shopper.email}; balance 12.55 EUR` });
    expect(await balanceOf(api, shopper.id)).toBe(1255);
    expect(await ledgerSum(api.db, shopper.id)).toBe(1255);
    const rows = await api.db.selectFrom('balance_ledger').select(['kind', 'reference', 'amount']).where('user_id', '=', shopper.id).orderBy('id').execute();
    expect(rows).toEqual([
      { kind: 'credit', reference: 'support case 42', amount: 1250 },
      { kind: 'credit', reference: 'goodwill', amount: 5 },
    ]);
    expect((await shopper.client.get('/api/user/profile')).body.payload.balance).toBe(12.55);
  });

  it('balance:credit refuses bad input with a clear message and a non-zero exit, changing nothing', async () => {
    const shopper = await newShopper(api);
    for (const args of [
      [shopper.email, '1.234', '--reason', 'x'],
      [shopper.email, '-5', '--reason', 'x'],
      [shopper.email, '0', '--reason', 'x'],
      [shopper.email, 'abc', '--reason', 'x'],
      [shopper.email, '10'],
      ['nobody@example.com', '10', '--reason', 'x'],
    ]) {
      const result = await ops('balance:credit', ...args);
      expect(result.code, args.join(' ')).not.toBe(0); // 1 refused, 2 usage ('-5' reads as an option)
      expect(result.stderr.length).toBeGreaterThan(0);
    }
    const json = await ops('balance:credit', 'nobody@example.com', '10', '--reason', 'x', '--json');
    expect(JSON.parse(json.stdout)).toEqual({ ok: false, command: 'balance:credit', error: 'No user with e-mail nobody@example.com' });
    expect(await balanceOf(api, shopper.id)).toBe(0);
    expect((await ops('nonsense')).code).toBe(2);
    expect((await ops('orders:deliver')).code).toBe(2);
    // Nine CLI processes one after another: each starts Node and tsx, seconds apiece on a busy 2-core
    // machine (CI's PostgreSQL run once passed 30 s here).
  }, 90_000);

  it('orders:deliver marks a processing order Success, once', async () => {
    const { shopper, orderId, items } = await boughtOrder();
    const result = await ops('orders:deliver', String(orderId), '--json');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ ok: true, command: 'orders:deliver', order_id: orderId, status: 'success' });
    const history = (await shopper.client.get('/api/purchase/history')).body.payload as { item_id: number; status: string }[];
    expect(history.map((row) => row.status)).toEqual(['Success', 'Success']);
    expect(history.map((row) => row.item_id).sort()).toEqual(items.map((i) => i.id).sort());
    const again = await ops('orders:deliver', String(orderId));
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`Order ${orderId} is success, not processing`);
    expect((await ops('orders:fail', String(orderId))).code).toBe(1);
    expect((await ops('orders:deliver', '999999')).stderr).toContain('Order 999999 not found');
    expect((await ops('orders:deliver', 'abc')).code).toBe(1);
  });

  it('orders:fail refunds through a ledger row, returns the items to sale and marks the order Error', async () => {
    const { shopper, orderId, items, total } = await boughtOrder();
    expect(await balanceOf(api, shopper.id)).toBe(500_000 - total);
    const result = await ops('orders:fail', String(orderId), '--json');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      ok: true,
      command: 'orders:fail',
      order_id: orderId,
      status: 'error',
      refunded_cents: total,
      items_returned: 2,
      balance_cents: 500_000,
    });
    expect(await balanceOf(api, shopper.id)).toBe(500_000);
    expect(await ledgerSum(api.db, shopper.id)).toBe(500_000);
    const refund = await api.db.selectFrom('balance_ledger').select(['amount', 'reference']).where('user_id', '=', shopper.id).where('kind', '=', 'refund').execute();
    expect(refund).toEqual([{ amount: total, reference: String(orderId) }]);
    const statuses = await api.db.selectFrom('items').select('status').where('id', 'in', items.map((i) => i.id)).execute();
    expect(statuses.map((row) => row.status)).toEqual(['available', 'available']);
    expect(((await shopper.client.get('/api/purchase/history?status=Error')).body.payload as unknown[]).length).toBe(2);
    expect((await ops('orders:fail', String(orderId))).code).toBe(1);
    // The returned items can be bought again.
    const buyer = await newShopper(api, { balanceCents: 500_000 });
    await buyer.client.post('/api/cart/add', { id: items[0].id });
    expect((await buyer.client.post('/api/purchase/product', {})).status).toBe(200);
    await expectMoneyRulesHold(api);
  });

  it('two operators failing and delivering one order at once: one wins, one refund at most', async () => {
    for (const racers of [['orders:fail', 'orders:fail'], ['orders:fail', 'orders:deliver']]) {
      const { shopper, orderId, total } = await boughtOrder();
      const results = await Promise.all(racers.map((command) => ops(command, String(orderId))));
      expect(results.map((result) => result.code).sort(), racers.join(' + ')).toEqual([0, 1]);
      const winner = racers[results.findIndex((result) => result.code === 0)];
      const refunds = await api.db.selectFrom('balance_ledger').select('amount').where('user_id', '=', shopper.id).where('kind', '=', 'refund').execute();
      expect(refunds, racers.join(' + ')).toEqual(winner === 'orders:fail' ? [{ amount: total }] : []);
      expect(await balanceOf(api, shopper.id)).toBe(winner === 'orders:fail' ? 500_000 : 500_000 - total);
    }
    await expectMoneyRulesHold(api);
  });
});
