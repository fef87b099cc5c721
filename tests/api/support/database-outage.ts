import pg from 'pg';
import { expect } from 'vitest';
import { CONNECT_TIMEOUT_MS } from '../../../api/db/database';
import type { TestApi } from '../api-harness';
import { clientAt } from './api-process';
import { depositForm, newDepositor, submitCard } from './depositor';
import { credit, expectMoneyRulesHold, itemPool, type Shopper } from './shopper';

/**
 * What a database outage may answer a request: what the shop answers anyway (200, the sandbox page's
 * 303, a refusal such as a sold item's 409 or an empty cart's 422), or 503 with Retry-After while the
 * database is away. Never a 500, and never no answer.
 */
const ANSWERS = new Set([200, 303, 409, 422, 503]);
/** Longer than a request may wait for a connection: past it a request counts as hanging. */
const HANG_MS = CONNECT_TIMEOUT_MS + 5000;

/** Ends every connection of the test's schema (their application_name, set by the harness), as a restart does. */
export async function dropConnections(api: Pick<TestApi, 'config'>): Promise<number> {
  const name = new URL(api.config.databaseUrl!).searchParams.get('application_name');
  if (!name) throw new Error('the test database URL names no application_name');
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query('select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where application_name = $1', [name]);
    return rows[0].n as number;
  } finally {
    await admin.end();
  }
}

export interface Answer {
  what: string;
  status: number;
  retryAfter: string | null;
  errorCode: string | undefined;
}

/** `count` customers who can top up (their address filled in) and buy (a balance far above the load's spending). */
export function customers(api: TestApi, count = 4): Promise<Shopper[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const shopper = await newDepositor(api);
      await credit(api, shopper.id, 10_000_000);
      return shopper;
    }),
  );
}

/**
 * Customers browsing, buying (their orders go out by the sandbox bot's trade jobs) and topping up (the
 * sandbox's webhook jobs credit them) against every server in turn, until stopped. Records each answer
 * and each request that got none. The items to buy are read before it starts (the database goes away).
 */
export async function shopUnderLoad(api: TestApi, urls: string[], shoppers: Shopper[], itemsToBuy = 300) {
  const items = await itemPool(api)(itemsToBuy);
  const answers: Answer[] = [];
  const noAnswer: string[] = [];
  const paidDeposits: number[] = [];
  let running = true;
  const record = (what: string, response: { status: number; headers: Headers; body: { error_code?: string } }) => {
    answers.push({ what, status: response.status, retryAfter: response.headers.get('retry-after'), errorCode: response.body?.error_code });
    return response;
  };
  const asked = async <T>(what: string, ask: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await ask();
    } catch (error) {
      noAnswer.push(`${what}: ${error instanceof Error ? `${error.name} ${error.message}` : String(error)}`);
      return undefined;
    }
  };

  async function customer(shopper: Shopper, index: number) {
    for (let turn = index; running; turn++) {
      const client = clientAt(api, urls[turn % urls.length], shopper, HANG_MS);
      await asked('browse', async () => record('browse', await client.get('/api/items/list?limit=10')));
      const item = items.pop();
      if (!item) break;
      const added = await asked('cart add', async () => record('cart add', await client.post('/api/cart/add', { id: item.id })));
      if (added?.status === 200) await asked('purchase', async () => record('purchase', await client.post('/api/purchase/product', { currency: 'EUR' })));
      await asked('top-up', async () => {
        const checkout = await client.post('/api/deposit/checkout', depositForm(shopper));
        record('deposit checkout', checkout);
        if (checkout.status !== 200) return;
        const path = new URL(checkout.body.redirect_url as string).pathname;
        const paid = record('sandbox card', await submitCard(pageClient(urls[turn % urls.length]), path, '4242 4242 4242 4242'));
        if (paid.status === 303) paidDeposits.push(checkout.body.order_id as number);
      });
    }
  }

  const customers = shoppers.map((shopper, index) => customer(shopper, index));
  return {
    answers,
    noAnswer,
    paidDeposits,
    async stop() {
      running = false;
      await Promise.all(customers);
    },
  };
}

/** The sandbox page is posted as a browser posts it: a form, no cookie needed. */
function pageClient(base: string) {
  return {
    get: async (path: string, init?: RequestInit) => {
      const response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(HANG_MS) });
      return { status: response.status, headers: response.headers, body: (await response.text()) as never };
    },
  };
}

/** Polls GET /api/currencies on `url` until it answers 200; the milliseconds that took (fails past `withinMs`). */
export async function msUntilServing(url: string, withinMs = 5000): Promise<number> {
  const started = Date.now();
  await expect
    .poll(async () => (await fetch(`${url}/api/currencies`, { signal: AbortSignal.timeout(withinMs) }).catch(() => undefined))?.status, { timeout: withinMs, interval: 50 })
    .toBe(200);
  return Date.now() - started;
}

/** Whether `done` comes true within 30 s (jobs retry with backoff after an outage). */
async function settles(done: () => Promise<boolean>): Promise<boolean> {
  for (const until = Date.now() + 30_000; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 200))) if (await done()) return true;
  return false;
}

/** The jobs not done yet (of one kind), for a failure's message: what the queue did with the stuck work. */
const jobsAbout = (api: TestApi, kind?: string) => {
  const query = api.db.selectFrom('jobs').select(['id', 'kind', 'status', 'attempts', 'run_at', 'locked_until', 'last_error', 'payload']).where('status', '<>', 'done');
  return (kind ? query.where('kind', '=', kind) : query).execute();
};

/**
 * After the load: every answer was one the shop may give (503s with Retry-After and their code), no
 * request went unanswered, each paid top-up credited once, each trade offer sent once, no job left on
 * a lease nobody holds, and the money rules hold.
 */
export async function expectNothingLostOrDoubled(api: TestApi, load: Awaited<ReturnType<typeof shopUnderLoad>>): Promise<void> {
  expect(load.noAnswer).toEqual([]);
  expect(load.answers.filter((answer) => !ANSWERS.has(answer.status))).toEqual([]);
  for (const answer of load.answers.filter((one) => one.status === 503)) {
    expect(answer).toMatchObject({ retryAfter: expect.stringMatching(/^\d+$/) });
    if (answer.what !== 'sandbox card') expect(answer.errorCode).toBe('SERVICE_UNAVAILABLE');
  }
  expect(load.answers.filter((answer) => answer.what === 'purchase' && answer.status === 200).length).toBeGreaterThan(0);

  // Every paid top-up is credited once, by its webhook job, however often the job ran.
  const unpaid = () => api.db.selectFrom('deposits').select(['id', 'status']).where('id', 'in', load.paidDeposits).where('status', '<>', 2).execute();
  if (!(await settles(async () => (await unpaid()).length === 0))) {
    const stuck = await unpaid();
    expect({ stuck, jobs: await jobsAbout(api, 'sandbox-webhook'), events: await api.db.selectFrom('payment_events').selectAll().where('deposit_id', 'in', stuck.map((d) => d.id)).execute() }).toEqual({ stuck: [] });
  }
  const deposits = await api.db.selectFrom('deposits').select(['id', 'status', 'eur_cents']).execute();
  const topUps = await api.db.selectFrom('balance_ledger').select(['reference', 'amount']).where('kind', '=', 'top_up').execute();
  for (const deposit of deposits) {
    const credited = topUps.filter((row) => row.reference === String(deposit.id)).map((row) => Number(row.amount));
    expect(credited, `deposit ${deposit.id}`).toEqual(deposit.status === 2 ? [Number(deposit.eur_cents)] : []);
  }

  // Every order's offer goes out, and once: one sandbox offer per delivery's code.
  const queued = () => api.db.selectFrom('trade_offers').select(['id', 'order_id', 'last_error']).where('state', '=', 'queued').execute();
  if (!(await settles(async () => (await queued()).length === 0))) expect({ queued: await queued(), jobs: await jobsAbout(api) }).toEqual({ queued: [] });
  const offers = await api.db.selectFrom('trade_offers').select(['id', 'code', 'steam_offer_id']).where('steam_offer_id', 'is not', null).execute();
  const sent = await api.db.selectFrom('sandbox_trade_offers').select(['id', 'message']).execute();
  for (const offer of offers) expect(sent.filter((one) => one.message.includes(offer.code)).map((one) => String(one.id)), `trade offer ${offer.id}`).toEqual([offer.steam_offer_id]);

  // A job an outage cut short was handed back, not left on its lease.
  const stale = await api.db.selectFrom('jobs').select(['id', 'kind']).where('status', '=', 'running').where('locked_until', '<', Date.now()).execute();
  expect(stale).toEqual([]);
  await expectMoneyRulesHold(api);
}
