import { randomBytes } from 'node:crypto';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiApp } from '../../api/app';
import { startTestApi, type TestApi } from './api-harness';

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
    api = await startTestApi({ items: 5, env: { REDIS_URL } });
    // Two shop processes' APIs over one database and one Redis.
    for (let i = 0; i < 2; i++) {
      const config = { ...api.config, redisUrl: REDIS_URL };
      const app = await buildApiApp({ db: api.db, config, rateLimits: { namespace } });
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
});
