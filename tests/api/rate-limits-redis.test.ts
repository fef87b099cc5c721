import { randomBytes } from 'node:crypto';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiApp } from '../../api/app';
import { startTestApi, type TestApi } from './api-harness';
import { AccountClient, newAccount, PASSWORD } from './support/account-client';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.connect(Number(port || 6379), hostname);
  });
}

const available = await redisAnswers(REDIS_URL);
if (!available) console.warn(`rate-limits-redis: SKIPPED, no Redis answers at ${REDIS_URL}`);

describe.skipIf(!available)(`rate limits shared through Redis (${REDIS_URL})`, () => {
  let api: TestApi;
  const apps: FastifyInstance[] = [];
  const urls: string[] = [];
  const namespace = `skin-shop-test-${randomBytes(6).toString('hex')}-`;

  beforeAll(async () => {
    api = await startTestApi({ items: 5, env: { REDIS_URL }, plugin: { rateLimits: { namespace: `${namespace}harness-` } } });
    // Two shop processes' APIs over one database and one Redis.
    for (let i = 0; i < 2; i++) {
      const config = { ...api.config, redisUrl: REDIS_URL, trustProxy: ['127.0.0.1'] };
      const app = await buildApiApp({ db: api.db, config, rateLimits: { namespace, families: { reads: { perIp: 3, windowMs: 60_000 } } } });
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
      urls.push(`http://127.0.0.1:${(app.server.address() as { port: number }).port}`);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await api?.close();
  });

  it('counts one limit across both servers', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await fetch(`${urls[attempt % 2]}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'shared@example.com', password: 'Guess123' }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  const post = (url: string, path: string, body: unknown, address: string) =>
    fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': address }, body: JSON.stringify(body) });

  it('counts a route family across both servers', async () => {
    const statuses: number[] = [];
    for (let request = 0; request < 4; request++) {
      statuses.push((await fetch(`${urls[request % 2]}/api/currencies`, { headers: { 'x-forwarded-for': '203.0.113.77' } })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("counts an account's failed logins across both servers: then its right password asks for a code", async () => {
    const account = newAccount();
    await new AccountClient(api).post('/api/register', account);
    await api.db.updateTable('users').set({ email_verified_at: 1 }).where('email', '=', account.email).execute();
    for (let i = 1; i <= 5; i++) {
      expect((await post(urls[i % 2], '/api/login', { username: account.email, password: 'Guess1234' }, `198.51.100.${i}`)).status).toBe(422);
    }
    const owner = await post(urls[0], '/api/login', { username: account.email, password: PASSWORD }, '192.0.2.1');
    expect(owner.status).toBe(403);
    expect(await owner.json()).toMatchObject({ error_code: 'NEEDS_2FA' });
  });
});
