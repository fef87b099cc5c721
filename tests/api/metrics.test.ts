// Issue 44 (metrics): GET /metrics in Prometheus' text format, for loopback callers and the METRICS_TOKEN
// bearer; requests by route pattern, the job queue, trade offers, deposits and payouts read at scrape
// time (bounded: a slow or absent database leaves them out and counts a scrape error), payment webhooks.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../api/db/database';
import { migrateToLatest } from '../../api/db/migrate';
import { seedDatabase } from '../../api/db/seed';
import { writeTransaction } from '../../api/db/transaction';
import { insertJob } from '../../api/jobs/jobs.repository';
import { registerMetrics } from '../../api/metrics/metrics.routes';
import type { SandboxEvent } from '../../api/payments/sandbox.provider';
import { buildShopServer } from '../../server/shop-server';
import { openStream } from '../gateway/event-stream';
import { freePort } from '../support/free-port';
import { createTestDatabase, startTestApi, type TestApi } from './api-harness';
import { newShopper } from './support/shopper';
import { newDepositor, sendWebhook, startDeposit, WEBHOOK_SECRET } from './support/depositor';

const TOKEN = 'metrics-token-4f1c9a7e2b8d6035';
const OUTSIDE = '198.51.100.23';

let api: TestApi;
beforeAll(async () => {
  // Real limits on the reads family: /metrics must not count against them.
  api = await startTestApi({
    items: 5,
    env: { METRICS_TOKEN: TOKEN, SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET, REQUIRE_EMAIL_VERIFICATION: '0' },
    plugin: { rateLimits: { families: { reads: { perIp: 3, windowMs: 60_000 } } } },
  });
});
afterAll(() => api?.close());

/** The value of one sample (`name{labels}`), undefined when the exposition has none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

const scrape = async (headers: Record<string, string> = {}) => {
  const response = await api.get('/metrics', { headers });
  return { status: response.status, type: response.headers.get('content-type'), text: typeof response.body === 'string' ? response.body : JSON.stringify(response.body) };
};

describe('GET /metrics', () => {
  it('answers a loopback caller the families, with route patterns (not paths) and the database figures', async () => {
    const item = await api.db.selectFrom('items').select('id').executeTakeFirstOrThrow();
    const before = sample((await scrape()).text, 'shop_http_requests_total', { method: 'GET', route: '/api/items/:id', status_code: '200' }) ?? 0;
    for (let i = 0; i < 2; i++) expect((await api.get(`/api/items/${item.id}`)).status).toBe(200);
    expect((await api.get('/no/such/page')).status).toBe(404);
    await writeTransaction(api.db, (tx) => insertJob(tx, 'metrics.test', {}, Date.now() - 5000)); // no worker takes this kind
    const depositor = await newDepositor(api);
    await startDeposit(depositor);

    const { status, type, text } = await scrape();
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sample(text, 'shop_http_requests_total', { method: 'GET', route: '/api/items/:id', status_code: '200' })).toBe(before + 2);
    expect(text).not.toContain(`/api/items/${item.id}"`);
    expect(sample(text, 'shop_http_requests_total', { method: 'GET', route: 'unmatched', status_code: '404' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('/no/such/page');
    expect(sample(text, 'shop_http_request_duration_seconds_count', { method: 'GET', route: '/api/items/:id' })).toBe(before + 2);
    expect(sample(text, 'shop_jobs_waiting', { kind: 'metrics.test' })).toBe(1);
    expect(sample(text, 'shop_jobs_oldest_waiting_seconds', { kind: 'metrics.test' })).toBeGreaterThanOrEqual(5);
    expect(sample(text, 'shop_deposits', { status: 'processing' })).toBe(1);
    expect(text).toContain('# TYPE shop_trade_offers gauge');
    expect(text).toContain('# TYPE shop_payouts gauge');
    expect(sample(text, 'shop_metrics_scrape_errors_total')).toBe(0);
    // prom-client's process figures, with the shop's prefix.
    expect(sample(text, 'shop_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'shop_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'shop_nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    await api.db.deleteFrom('jobs').where('kind', '=', 'metrics.test').execute();
  });

  it('counts payment webhooks received and refused, and a paid deposit moves status', async () => {
    const depositor = await newDepositor(api);
    const { reference } = await startDeposit(depositor);
    const event: SandboxEvent = { id: `evt_${Date.now()}`, type: 'payment.succeeded', reference, amount: 5000, currency: 'EUR' };
    const before = (await scrape()).text;
    const received = sample(before, 'shop_payment_webhooks_received_total', { provider: 'sandbox' }) ?? 0;
    const refused = sample(before, 'shop_payment_webhooks_refused_total', { provider: 'sandbox' }) ?? 0;
    expect((await sendWebhook(api, event, { secret: 'not-the-secret' })).status).toBe(400);
    expect((await sendWebhook(api, event)).status).toBe(200);

    const { text } = await scrape();
    expect(sample(text, 'shop_payment_webhooks_received_total', { provider: 'sandbox' })).toBe(received + 2);
    expect(sample(text, 'shop_payment_webhooks_refused_total', { provider: 'sandbox' })).toBe(refused + 1);
    expect(sample(text, 'shop_deposits', { status: 'paid' })).toBe(1);
  });

  it('is never rate-limited', async () => {
    for (let i = 0; i < 10; i++) expect((await scrape({ 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${TOKEN}` })).status).toBe(200);
  });

  it('refuses a caller elsewhere (through the trusted proxy) without the token, answers it with the token', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-but-long-enough' }, { authorization: `Bearer ${TOKEN}x` }, { authorization: TOKEN }, { authorization: `Basic ${TOKEN}` }] as Record<string, string>[]) {
      const refused = await scrape({ 'x-forwarded-for': OUTSIDE, ...headers });
      expect(refused.status).toBe(403);
      expect(refused.text).not.toContain('shop_');
    }
    const answered = await scrape({ 'x-forwarded-for': OUTSIDE, authorization: `Bearer ${TOKEN}` });
    expect(answered.status).toBe(200);
    expect(answered.text).toContain('# TYPE shop_http_requests_total counter');
  });

  it('does not take a proxied request for a loopback one: any forwarded address elsewhere, or a loopback one after it', async () => {
    // A local proxy forwarding someone else's request: the socket is loopback, the caller is not.
    expect((await scrape({ 'x-forwarded-for': `${OUTSIDE}, 127.0.0.1` })).status).toBe(403);
    // "127.0.0.1" written by the outside caller before the proxy appended its address.
    expect((await scrape({ 'x-forwarded-for': `127.0.0.1, ${OUTSIDE}` })).status).toBe(403);
    // Every hop on this machine: loopback.
    expect((await scrape({ 'x-forwarded-for': '127.0.0.1, ::1' })).status).toBe(200);
  });

  it('refuses a caller elsewhere when no METRICS_TOKEN is set, whatever it sends', async () => {
    const app = Fastify({ trustProxy: ['loopback'] });
    registerMetrics(app, { db: api.db, config: { metricsToken: undefined } });
    try {
      const ask = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/metrics', headers });
      expect((await ask({ 'x-forwarded-for': OUTSIDE, authorization: 'Bearer undefined' })).statusCode).toBe(403);
      expect((await ask({ 'x-forwarded-for': OUTSIDE, authorization: 'Bearer ' })).statusCode).toBe(403);
      expect((await ask({})).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('GET /metrics while the database is slow or away', () => {
  const BOUND_MS = 300;

  it('answers within its bound without the database figures and counts a scrape error when the database is slow', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = api.db.withPlugin({ transformQuery: (args) => args.node, transformResult: async (args) => (await held, args.result) });
    const app = Fastify();
    registerMetrics(app, { db: slow, config: { metricsToken: undefined }, databaseMs: BOUND_MS });
    app.get('/known', async () => 'ok');
    try {
      await app.inject({ method: 'GET', url: '/known' });
      for (let scrapes = 1; scrapes <= 3; scrapes++) {
        const started = Date.now();
        const answers = await Promise.all([1, 2].map(() => app.inject({ method: 'GET', url: '/metrics' })));
        expect(Date.now() - started).toBeLessThan(BOUND_MS + 1000);
        for (const answer of answers) {
          expect(answer.statusCode).toBe(200);
          expect(sample(answer.body, 'shop_http_requests_total', { route: '/known' })).toBe(1);
          expect(answer.body).not.toMatch(/^shop_(jobs_waiting|deposits|trade_offers|payouts)\{/m);
        }
        expect(sample(answers[1].body, 'shop_metrics_scrape_errors_total')).toBe(scrapes * 2);
      }
      release();
      await expect.poll(async () => sample((await app.inject({ method: 'GET', url: '/metrics' })).body, 'shop_metrics_scrape_errors_total')).toBe(6);
    } finally {
      release();
      await app.close();
    }
  });

  it('answers without the database figures and counts a scrape error when the database is away', async () => {
    const port = await freePort(); // nothing listens there: connecting is refused at once
    const away = createDatabase({ ...api.config, databaseUrl: `postgres://postgres@127.0.0.1:${port}/test` });
    const app = Fastify();
    registerMetrics(app, { db: away.db, config: { metricsToken: undefined }, databaseMs: 5000 });
    try {
      const started = Date.now();
      const answer = await app.inject({ method: 'GET', url: '/metrics' });
      expect(Date.now() - started).toBeLessThan(5000);
      expect(answer.statusCode).toBe(200);
      expect(sample(answer.body, 'shop_metrics_scrape_errors_total')).toBe(1);
      expect(answer.body).not.toMatch(/^shop_(jobs_waiting|deposits|trade_offers|payouts)\{/m);
      expect(sample(answer.body, 'shop_process_resident_memory_bytes')).toBeGreaterThan(0);
    } finally {
      await app.close();
      await away.db.destroy();
    }
  });
});

describe('GET /metrics of the one-process shop', () => {
  it('is at the root beside the API, the gateway and the pages, counts their routes and the open change streams', async () => {
    const database = await createTestDatabase({ REQUIRE_EMAIL_VERIFICATION: '0' });
    await migrateToLatest(database.db);
    await seedDatabase(database.db, { items: 0 });
    const distDir = join(database.config.dataDir, 'dist');
    mkdirSync(distDir, { recursive: true });
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>shop</title>');
    const server = await buildShopServer({ db: database.db, config: database.config, distDir, anyDocument: true });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
    const get = async (path: string, init?: RequestInit) => {
      const response = await fetch(`${url}${path}`, init);
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text };
    };
    const shop = { ...database, app: server, url, get, close: async () => undefined } as TestApi;
    try {
      expect((await get('/api/currencies')).status).toBe(200);
      const shopper = await newShopper(shop);
      const stream = await openStream(url, shopper.client as never, 'subscription { accountChanged { kind id } }', {});
      expect(stream.response.status).toBe(200);
      const first = (await get('/metrics')).body as string;
      expect(sample(first, 'shop_http_requests_total', { method: 'GET', route: '/api/currencies', status_code: '200' })).toBe(1);
      expect(sample(first, 'shop_change_feed_streams')).toBe(1);
      await stream.cancel();
      await expect.poll(async () => sample((await get('/metrics')).body as string, 'shop_change_feed_streams')).toBe(0);
      const refused = await fetch(`${url}/metrics`, { headers: { 'x-forwarded-for': OUTSIDE } });
      expect(refused.status).toBe(403);
    } finally {
      await server.close();
      await database.destroy();
    }
  });
});
