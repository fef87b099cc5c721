import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './api-harness';
import { offerBody } from './support/seller';
import { newShopper } from './support/shopper';

// Its own file: one test database per file (PostgreSQL's migration lock table is looked up by name).
let off: TestApi;
beforeAll(async () => {
  off = await startTestApi({ items: 1, env: { REQUIRE_EMAIL_VERIFICATION: '0', OFFERS_ENABLED: '0' } });
});
afterAll(async () => off?.close());

describe('OFFERS_ENABLED=0', () => {
  it('every offer route answers 403 OFFERS_DISABLED and settings say offer_enabled false', async () => {
    expect((await off.get('/api/settings')).body.payload.offer_enabled).toBe(false);
    const seller = await newShopper(off);
    const calls = [
      seller.client.get('/api/offer/history'),
      seller.client.post('/api/offer/create', offerBody()),
      seller.client.post('/api/offer/accept', { id: 1 }),
      seller.client.post('/api/offer/decline', { id: 1 }),
      seller.client.post('/api/offer/request-payout/sepa-direct', { id: 1 }),
      seller.client.post('/api/offer/request-payout/card-form', { id: 1 }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ status: 'ERROR', error_code: 'OFFERS_DISABLED', message: 'Selling skins is not available at the moment.' });
    }
    expect(await off.db.selectFrom('offers').select('id').execute()).toEqual([]);
  });
});
