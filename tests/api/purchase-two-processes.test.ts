import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './api-harness';
import { AccountClient } from './support/account-client';
import { balanceOf, expectMoneyRulesHold, itemPool, newShopper, type Shopper } from './support/shopper';

// How the shop runs when one machine is not enough: two API processes on one PostgreSQL schema, the
// customer's requests alternating between them. Only PostgreSQL can be shared by two machines.
const postgres = Boolean(process.env.DATABASE_URL);
if (!postgres) console.warn('purchase-two-processes: skipped, DATABASE_URL is not set (this race needs PostgreSQL)');

const root = new URL('../../', import.meta.url).pathname;
let api: TestApi;
let take: ReturnType<typeof itemPool>;
const processes: ChildProcess[] = [];
const urls: string[] = [];

/** `server/api-main.ts` as its own process on the test schema; resolves with the URL of its ready line. */
function startApiProcess(): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/api-main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: api.config.databaseUrl ?? '',
      DATA_DIR: api.config.dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'text',
      REQUIRE_EMAIL_VERIFICATION: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  processes.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('API process did not start within 60 s')), 60_000);
    child.once('exit', (code) => reject(new Error(`API process exited with ${code}`)));
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const match = /ready at (http:\/\/\S+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
  });
}

/** The same signed-in customer talking to server `index` (the session lives in the shared database). */
function via(shopper: Shopper, index: number): AccountClient {
  const base = urls[index % urls.length];
  const client = new AccountClient({
    ...api,
    get: async (path: string, init?: RequestInit) => {
      const response = await fetch(`${base}${path}`, init);
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text };
    },
  } as TestApi);
  for (const [name, value] of shopper.client.cookies) client.cookies.set(name, value);
  return client;
}

beforeAll(async () => {
  if (!postgres) return;
  api = await startTestApi({ items: 60, env: { REQUIRE_EMAIL_VERIFICATION: '0' } });
  take = itemPool(api);
  urls.push(await startApiProcess());
  urls.push(await startApiProcess());
}, 120_000);
afterAll(async () => {
  for (const child of processes) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
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
