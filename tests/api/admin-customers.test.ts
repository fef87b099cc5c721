import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './api-harness';
import { AccountClient, PASSWORD } from './support/account-client';
import { signedInStaff, type StaffMember } from './support/admin-staff';
import { depositForm } from './support/depositor';
import { contactBody, ibanBody, offerBody, offerFactory } from './support/seller';
import { itemPool, newShopper } from './support/shopper';

let api: TestApi;
let support: StaffMember;

beforeAll(async () => {
  api = await startTestApi({ items: 4, env: { REQUIRE_EMAIL_VERIFICATION: '0', PUBLIC_URL: 'http://shop.example.com:3000' } });
  support = await signedInStaff(api, 'support');
});
afterAll(async () => api?.close());

describe('customers for staff', () => {
  it('are found by e-mail, name or SteamID, and their sign-ins are kept (time, IP, user agent, method)', async () => {
    const customer = await newShopper(api);
    await api.db.updateTable('users').set({ name: 'Zebedee' }).where('id', '=', customer.id).execute();
    const steamId = (await api.db.selectFrom('users').select('steam_id').where('id', '=', customer.id).executeTakeFirstOrThrow()).steam_id!;
    for (const q of [customer.email.toUpperCase(), 'zebed', steamId]) {
      const found = await support.client.get(`/api/admin/customers?q=${encodeURIComponent(q)}`);
      expect(found.status, q).toBe(200);
      expect(found.body.payload.map((row: { id: number }) => row.id), q).toContain(customer.id);
    }
    expect((await support.client.get('/api/admin/customers?q=')).status).toBe(422);

    const browser = new AccountClient(api);
    const login = await browser.send('POST', '/api/login', { username: customer.email, password: PASSWORD }, { 'user-agent': 'Firefox test' });
    expect(login.status).toBe(200);
    const signIns = await support.client.get(`/api/admin/customers/${customer.id}/sign-ins`);
    expect(signIns.body.payload[0]).toEqual({ at: expect.any(Number), ip: '127.0.0.1', user_agent: 'Firefox test', method: 'password' });
    expect(signIns.body.payload.map((row: { method: string }) => row.method)).toEqual(['password', 'registration']);
    expect((await browser.post('/api/login', { username: customer.email, password: 'wrong one 1' })).status).toBe(422);
    expect((await support.client.get(`/api/admin/customers/${customer.id}/sign-ins`)).body.payload).toHaveLength(2);
  });
});

describe('a frozen customer', () => {
  it('can browse and sign in, but each of buy, top up, sell, payouts, trade link and e-mail is refused with 403 ACCOUNT_FROZEN', async () => {
    const offers = offerFactory(api);
    const customer = await newShopper(api, { balanceCents: 100_000 });
    const quoted = (await offers.offerIn('offer', customer)).id;
    const ready = (await offers.offerIn('ready_for_payout', customer)).id;
    const [item] = await itemPool(api)(1);
    expect((await customer.client.post('/api/cart/add', { id: item.id })).status).toBe(200);

    const frozen = await support.client.post(`/api/admin/customers/${customer.id}/freeze`, { reason: 'card dispute' });
    expect(frozen.body.payload).toEqual({ id: customer.id, frozen: true });
    expect((await support.client.post(`/api/admin/customers/${customer.id}/freeze`, { reason: 'again' })).status).toBe(409);
    expect((await support.client.post(`/api/admin/customers/${customer.id}/freeze`, {})).status).toBe(422);

    const refused: [string, string, unknown][] = [
      ['POST', '/api/purchase/product', {}],
      ['POST', '/api/deposit/checkout', depositForm(customer, { amount: 25 })],
      ['POST', '/api/offer/create', offerBody()],
      ['POST', '/api/offer/accept', { id: quoted }],
      ['POST', '/api/offer/request-payout/sepa-direct', ibanBody(ready)],
      ['POST', '/api/offer/request-payout/card-form', contactBody(ready)],
      ['PUT', '/api/user/update-trade-link', { url: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abcdEFGH' }],
      ['POST', '/api/user/change-email', { email: 'elsewhere@example.com', password: PASSWORD }],
      ['PUT', '/api/user/profile', { name: 'Anna', surname: 'Schmidt', phone: '+49 151 23456789', email: 'elsewhere@example.com' }],
    ];
    for (const [method, path, body] of refused) {
      const answer = await customer.client.send(method, path, body);
      expect(answer.status, path).toBe(403);
      expect(answer.body, path).toMatchObject({ status: 'ERROR', error_code: 'ACCOUNT_FROZEN' });
      expect(answer.body.message, path).toBe('Your account is on hold. Please contact support@shop.example.com to resolve it.');
    }
    // Nothing happened: no order, no deposit, no new offer, the quoted offer still waits.
    expect(await api.db.selectFrom('orders').select('id').where('user_id', '=', customer.id).execute()).toEqual([]);
    expect(await api.db.selectFrom('deposits').select('id').where('user_id', '=', customer.id).execute()).toEqual([]);
    expect((await api.db.selectFrom('offers').select('status').where('id', '=', quoted).executeTakeFirstOrThrow()).status).toBe('offer');

    // Browsing, the profile without a new e-mail, and signing in stay open.
    expect((await customer.client.get('/api/items/list?limit=2')).status).toBe(200);
    expect((await customer.client.get('/api/user/profile')).status).toBe(200);
    const profile = (await customer.client.get('/api/user/profile')).body.payload;
    const kept = { name: 'Anne', surname: 'Schmidt', phone: '+49 151 23456789', steamId: profile.steamId ?? profile.steam_id };
    expect((await customer.client.put('/api/user/profile', kept)).status).toBe(200);
    expect((await new AccountClient(api).post('/api/login', { username: customer.email, password: PASSWORD })).status).toBe(200);

    expect((await support.client.post(`/api/admin/customers/${customer.id}/unfreeze`, { reason: 'dispute won' })).status).toBe(200);
    const bought = await customer.client.post('/api/purchase/product', {});
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
  });
});
