// Issue 40: Redis stopped and started under rate-limited traffic. The shop lives; while Redis is away
// each process counts limits in its own memory (RATE_LIMITS_WITHOUT_REDIS=memory, the default) or
// answers 503 (refuse); once Redis is back the limits are shared again. A Redis server of its own, on
// a free port, so stopping it disturbs no other test.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiApp } from '../../api/app';
import { LIMITS_UNAVAILABLE_MESSAGE } from '../../api/http/redis-fallback';
import { freePort } from '../support/free-port';
import { startTestApi, type TestApi } from './api-harness';

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedisServer) console.warn('rate-limits-redis-outage: skipped, no redis-server on this machine');

/** redis-server on `port`, resolved once it answers PING. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const probe = new Redis({ port, lazyConnect: true, retryStrategy: () => 50, maxRetriesPerRequest: null });
  probe.on('error', () => {}); // refused until the server listens
  await probe.ping();
  probe.disconnect();
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL'); // gone at once, as a crashed or restarted server is
  await exited;
}

describe.skipIf(!hasRedisServer)('rate limits while Redis goes away and comes back', () => {
  let port: number;
  let redis: ChildProcess;
  let api: TestApi;
  let refusing: FastifyInstance;
  let refusingUrl: string;
  const namespace = `skin-shop-outage-${randomBytes(4).toString('hex')}-`;
  const families = { reads: { perIp: 3, windowMs: 60_000 } };

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    const redisUrl = `redis://127.0.0.1:${port}`;
    api = await startTestApi({ items: 5, env: { REDIS_URL: redisUrl }, config: { trustProxy: ['127.0.0.1'] }, plugin: { rateLimits: { namespace, families } } });
    refusing = await buildApiApp({ db: api.db, config: { ...api.config, trustProxy: ['127.0.0.1'] }, rateLimits: { namespace: `${namespace}r-`, families, withoutRedis: 'refuse' } });
    await refusing.listen({ port: 0, host: '127.0.0.1' });
    refusingUrl = `http://127.0.0.1:${(refusing.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await refusing?.close();
    await api?.close();
    if (redis) await stopRedis(redis);
  });

  const read = async (url: string, address: string) => {
    const response = await fetch(`${url}/api/currencies`, { headers: { 'x-forwarded-for': address }, signal: AbortSignal.timeout(3000) });
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as { error_code?: string; message?: string } };
  };
  const statuses = async (url: string, address: string, count: number) => {
    const seen: number[] = [];
    for (let i = 0; i < count; i++) seen.push((await read(url, address)).status);
    return seen;
  };
  const keysFor = async (address: string) => {
    const client = new Redis({ port, maxRetriesPerRequest: 1 });
    try {
      return await client.keys(`${namespace}*${address}*`);
    } finally {
      client.disconnect();
    }
  };

  it('counts in Redis while it is up, in memory while it is away, and in Redis again once it is back', async () => {
    expect(await statuses(api.url, '203.0.113.1', 4)).toEqual([200, 200, 200, 429]);
    expect(await keysFor('203.0.113.1')).not.toEqual([]);

    await stopRedis(redis);
    // The process lives and still limits, each address counted in this process's memory.
    expect(await statuses(api.url, '203.0.113.2', 4)).toEqual([200, 200, 200, 429]);
    const refused = await read(refusingUrl, '203.0.113.3');
    expect(refused).toEqual({ status: 503, retryAfter: '5', body: { status: 'ERROR', message: LIMITS_UNAVAILABLE_MESSAGE, error_code: 'SERVICE_UNAVAILABLE' } });
    // Logins keep their brute-force guard too (its counter falls back the same way).
    const login = await fetch(`${api.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'nobody@example.com', password: 'Guess123' }) });
    expect(login.status).toBe(422);

    redis = await startRedis(port);
    // Back in Redis: a new address's count shows up there again, and its limit holds.
    await expect.poll(async () => (await read(api.url, '203.0.113.4')).status === 200 && (await keysFor('203.0.113.4')).length > 0, { timeout: 10_000, interval: 200 }).toBe(true);
    await expect.poll(async () => (await read(refusingUrl, '203.0.113.5')).status, { timeout: 10_000, interval: 200 }).toBe(200);
    const after = await statuses(api.url, '203.0.113.4', 4);
    expect(after).toContain(429);
  }, 60_000);

  it('a shop started while Redis is down starts, limits in memory, and shares them once Redis is up', async () => {
    await stopRedis(redis);
    const app = await buildApiApp({ db: api.db, config: { ...api.config, trustProxy: ['127.0.0.1'] }, rateLimits: { namespace: `${namespace}s-`, families } });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
      expect(await statuses(url, '203.0.113.6', 4)).toEqual([200, 200, 200, 429]);
      redis = await startRedis(port);
      await expect.poll(async () => (await read(url, '203.0.113.7')).status === 200 && (await keysFor('203.0.113.7')).length > 0, { timeout: 10_000, interval: 200 }).toBe(true);
    } finally {
      await app.close();
    }
  }, 60_000);
});
