import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './api-harness';
import { clientAt, startApiProcess, type ApiProcess } from './support/api-process';
import { balanceOf, expectMoneyRulesHold, itemPool, newShopper, type Shopper } from './support/shopper';

// How the shop runs when one machine is not enough: two API processes on one PostgreSQL schema, the
// customer's requests alternating between them. Only PostgreSQL can be shared by two machines.
const postgres = Boolean(process.env.DATABASE_URL);
if (!postgres) console.warn('purchase-two-processes: skipped, DATABASE_URL is not set (this race needs PostgreSQL)');

let api: TestApi;
let take: ReturnType<typeof itemPool>;
const processes: ApiProcess[] = [];

/** The same signed-in customer talking to server `index`. */
const via = (shopper: Shopper, index: number) => clientAt(api, processes[index % processes.length].url, shopper);

beforeAll(async () => {
  if (!postgres) return;
  api = await startTestApi({ items: 60, env: { REQUIRE_EMAIL_VERIFICATION: '0' } });
  take = itemPool(api);
  processes.push(await startApiProcess(api), await startApiProcess(api));
}, 120_000);
afterAll(async () => {
  for (const child of processes) await child.stop();
  await api?.close();
});

describe.skipIf(!postgres)('purchases across two API processes on one PostgreSQL', () => {
  it('20 purchases at once from one user, alternating between the processes: exactly one succeeds', async () => {
    const items = await take(3);
    const cost = items.reduce((sum, item) => sum + item.price, 0);
    const shopper = await newShopper(api, { balanceCents: cost * 2 });
    for (const [index, item] of items.entries()) await via(shopper, index).post('/api/cart/add', { id: item.id });
    const results = await Promise.all(Array.from({ length: 20 }, (_, index) => via(shopper, index).post('/api/purchase/product', { currency: 'EUR' })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.every((r) => r.status === 200 || (r.status === 422 && r.body.error_code === 'CART_EMPTY'))).toBe(true);
    expect(await balanceOf(api, shopper.id)).toBe(cost);
    await expectMoneyRulesHold(api);
  });

  it('20 add-and-buy pairs from one user that together cost more than the balance', async () => {
    const items = await take(20);
    const budget = [...items].sort((a, b) => a.price - b.price).slice(0, 3).reduce((sum, item) => sum + item.price, 0);
    const shopper = await newShopper(api, { balanceCents: budget });
    const results = await Promise.all(
      items.map(async (item, index) => {
        await via(shopper, index).post('/api/cart/add', { id: item.id });
        return via(shopper, index + 1).post('/api/purchase/product', {});
      }),
    );
    expect(results.every((r) => [200, 409, 422].includes(r.status))).toBe(true);
    await expectMoneyRulesHold(api);
  });

  it('two users buying the same items at once on different processes: each item sold once', async () => {
    for (let round = 0; round < 5; round++) {
      const shared = await take(2);
      const buyers = await Promise.all([newShopper(api, { balanceCents: 1_000_000 }), newShopper(api, { balanceCents: 1_000_000 })]);
      // Opposite order in each cart, so the two transactions meet the rows in opposite order.
      await via(buyers[0], 0).post('/api/cart/add', { id: shared[0].id });
      await via(buyers[0], 0).post('/api/cart/add', { id: shared[1].id });
      await via(buyers[1], 1).post('/api/cart/add', { id: shared[1].id });
      await via(buyers[1], 1).post('/api/cart/add', { id: shared[0].id });
      const results = await Promise.all(buyers.map((buyer, index) => via(buyer, index).post('/api/purchase/product', {})));
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    }
    await expectMoneyRulesHold(api);
  });
});
