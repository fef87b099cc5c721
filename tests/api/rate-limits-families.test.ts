import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeFamilyOf } from '../../api/http/route-families';
import { startTestApi, type TestApi } from './api-harness';

// Small per-address numbers for two route families, so that a few requests reach them; 127.0.0.1
// is a trusted proxy, so X-Forwarded-For names the customer.
const families = { reads: { perIp: 3, windowMs: 60_000 }, cart: { perIp: 2, windowMs: 60_000 } };

const from = (api: TestApi, address: string, path: string, init: RequestInit = {}) =>
  api.get(path, { ...init, headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': address } });

describe('per-address limits of the route families', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ items: 1, config: { trustProxy: ['127.0.0.1'] }, plugin: { rateLimits: { families } } });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers 429 with the envelope, a message and Retry-After past the number, for that address and family only', async () => {
    const statuses: number[] = [];
    for (const path of ['/api/currencies', '/api/items/list', '/api/settings']) statuses.push((await from(api, '203.0.113.1', path)).status);
    expect(statuses).toEqual([200, 200, 200]);
    const limited = await from(api, '203.0.113.1', '/api/languages');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ status: 'ERROR', message: 'Too many requests. Please slow down and try again in a minute.', error_code: 'RATE_LIMITED' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // An unknown path is a read too.
    expect((await from(api, '203.0.113.1', '/api/no-such-route')).status).toBe(429);

    expect((await from(api, '203.0.113.2', '/api/currencies')).status).toBe(200);
    expect((await from(api, '203.0.113.1', '/api/is-auth')).status).toBe(429);
    expect((await from(api, '203.0.113.1', '/api/cart/contents')).status).toBe(401);
  });

  it('counts a family across its routes and methods', async () => {
    const post = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };
    expect((await from(api, '203.0.113.3', '/api/cart/contents')).status).toBe(401);
    expect((await from(api, '203.0.113.3', '/api/cart/clear', post)).status).toBe(401);
    expect((await from(api, '203.0.113.3', '/api/cart/add', post)).status).toBe(429);
  });
});

describe('RATE_LIMITS=off', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ items: 1, env: { RATE_LIMITS: 'off' }, config: { trustProxy: ['127.0.0.1'] }, plugin: { rateLimits: { families } } });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('lifts the family limits and the login limits', async () => {
    for (let i = 0; i < 10; i++) expect((await from(api, '203.0.113.1', '/api/currencies')).status).toBe(200);
    const login = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'x@example.com', password: 'Guess1234' }) };
    for (let i = 0; i < 25; i++) expect((await from(api, '203.0.113.1', '/api/login', login)).status).toBe(422);
  });
});

describe('routeFamilyOf', () => {
  it('puts each route where its cost belongs', () => {
    const cases: [string, string, string][] = [
      ['GET', '/items/list', 'reads'],
      ['GET', '/user/profile', 'reads'],
      ['PUT', '/user/profile', 'account'],
      ['POST', '/user/change-email', 'account'],
      ['POST', '/user/verify-2fa', 'auth'],
      ['POST', '/user/reset-password/confirm', 'auth'],
      ['POST', '/login', 'auth'],
      ['GET', '/email/verify/:token', 'auth'],
      ['GET', '/auth/steam/callback', 'auth'],
      ['GET', '/images/items/:file', 'images'],
      ['POST', '/cart/add', 'cart'],
      ['POST', '/purchase/product', 'purchase'],
      ['GET', '/orders/status', 'deposit'],
      ['POST', '/deposit/checkout', 'deposit'],
      ['POST', '/offer/create', 'offers'],
      ['POST', '/offer/request-payout/sepa-direct', 'payouts'],
      ['POST', '/sandbox-payout/:reference', 'payouts'],
      ['POST', '/payments/webhook/stripe', 'webhooks'],
    ];
    expect(cases.map(([method, path]) => [method, path, routeFamilyOf(method, path)])).toEqual(cases);
  });
});
