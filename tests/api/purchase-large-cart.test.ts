// A cart far larger than any shopper keeps: its purchase must still be one order, not a database
// error (one INSERT of every line would pass SQLite's limit of 32,766 parameters at ~5,500 lines).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './api-harness';
import { balanceOf, expectMoneyRulesHold, newShopper } from './support/shopper';

const LINES = 6_000;
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ items: LINES, env: { REQUIRE_EMAIL_VERIFICATION: '0' } });
}, 120_000);
afterAll(async () => api?.close());

it(`buys a cart of ${LINES.toLocaleString('en-US')} items as one order`, async () => {
  const items = await api.db.selectFrom('items').select(['id', 'price']).where('status', '=', 'available').orderBy('id').limit(LINES).execute();
  expect(items).toHaveLength(LINES);
  const total = items.reduce((sum, item) => sum + Number(item.price), 0);
  const shopper = await newShopper(api, { balanceCents: total });
  await api.db
    .insertInto('cart_items')
    .values(items.map((item, index) => ({ user_id: shopper.id, item_id: item.id, count: 1, added_at: index })))
    .execute();
  const { status, body } = await shopper.client.post('/api/purchase/product', {});
  expect(status, JSON.stringify(body).slice(0, 300)).toBe(200);
  const lines = await api.db.selectFrom('order_lines').select('id').where('order_id', '=', body.payload.order_id).execute();
  expect(lines).toHaveLength(LINES);
  expect(await balanceOf(api, shopper.id)).toBe(0);
  await expectMoneyRulesHold(api);
});
