import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './api-harness';
import { AccountClient, PASSWORD, registerVerified } from './support/account-client';
import { MailCatcher, tokenIn } from '../support/mail-catcher';

let api: TestApi;
const mail = new MailCatcher();

beforeAll(async () => {
  await mail.start();
  api = await startTestApi({ items: 5, env: { SMTP_URL: mail.url }, plugin: { jobs: { pollIntervalMs: 100 } } });
});
afterAll(async () => {
  await api?.close();
  await mail.stop();
});

async function signedIn() {
  const account = await registerVerified(api, mail);
  const client = new AccountClient(api);
  await client.post('/api/login', { username: account.email, password: PASSWORD });
  return { account, client };
}

const personal = {
  name: 'Jean',
  surname: 'Dupont',
  phone: '+33 6 12 34 56 78',
  country: 11,
  city: 'Lyon',
  address: '1 rue de la République',
  postCode: '69001',
  steamId: '76561198000000001',
  lang_id: 12,
};

describe('GET /api/user/profile', () => {
  it('needs a session (401 envelope)', async () => {
    const { status, body } = await new AccountClient(api).get('/api/user/profile');
    expect(status).toBe(401);
    expect(body).toEqual({ status: 'ERROR', message: 'User not authenticated', error_code: 'UNAUTHENTICATED' });
  });

  it('answers the spec fields with the balance in major units of the requested currency', async () => {
    const { account, client } = await signedIn();
    const user = await api.db.selectFrom('users').select('id').where('email', '=', account.email).executeTakeFirstOrThrow();
    await api.db.updateTable('users').set({ balance: 1234 }).where('id', '=', user.id).execute();
    const eur = await client.get('/api/user/profile');
    expect(eur.body.payload).toMatchObject({
      id: user.id,
      email: account.email,
      name: 'Anna',
      surname: 'Schmidt',
      phone: '+4915123456789',
      phone_country_code: 'DE',
      country: null,
      balance: 12.34,
      currency: 'EUR',
      steamId: '',
      steam_trade_link: '',
      email_verified: true,
      two_factor_enabled: false,
    });
    expect(typeof eur.body.payload.created_at).toBe('number');
    const rate = (await api.db.selectFrom('currencies').select('value').where('code', '=', 'USD').executeTakeFirstOrThrow()).value;
    const usd = await client.get('/api/user/profile?currency=usd');
    expect(usd.body.payload).toMatchObject({ currency: 'USD', balance: Math.round(1234 * rate) / 100 });
    expect((await client.get('/api/user/profile?currency=XXX')).status).toBe(422);
  });
});

describe('PUT /api/user/profile', () => {
  it('saves every personal field and answers the fresh profile', async () => {
    const { client } = await signedIn();
    const saved = await client.put('/api/user/profile', personal);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      status: 'OK',
      message: 'Profile updated successfully',
      payload: { name: 'Jean', surname: 'Dupont', phone: '+33612345678', phone_country_code: 'FR', country: 11, city: 'Lyon', zip: '69001', steamId: '76561198000000001', lang_id: 12 },
    });
  });

  it('answers 422 with every failing field in errors', async () => {
    const { client } = await signedIn();
    const bad = await client.put('/api/user/profile', { ...personal, name: 'J3an', phone: '+1 555', country: 999, steamId: '123', email: 'other@example.com' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      name: ['The name field must only contain letters'],
      email: [expect.stringContaining('Change')],
      phone: ['Please enter a valid phone number'],
      country: ['Please choose a country from the list'],
      steamId: ['The Steam ID must be a 17-digit SteamID64'],
    });
    expect((await client.put('/api/user/profile', { ...personal, postCode: 'x'.repeat(17) })).body.errors).toEqual({ postCode: ['Must be at most 16 characters'] });
  });

  it('refuses a Steam ID that another account holds', async () => {
    const { client } = await signedIn();
    await client.put('/api/user/profile', { ...personal, steamId: '76561198000000077' });
    const other = await signedIn();
    const taken = await other.client.put('/api/user/profile', { ...personal, steamId: '76561198000000077' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toHaveProperty('steamId');
  });
});

describe('PUT /api/user/update-trade-link', () => {
  const valid = 'https://steamcommunity.com/tradeoffer/new/?partner=39734273&token=AbCd_-12';

  it('stores a real Steam trade offer URL', async () => {
    const { client } = await signedIn();
    const saved = await client.put('/api/user/update-trade-link', { url: valid });
    expect(saved.body).toEqual({ status: 'OK', message: 'Trade link updated successfully' });
    expect((await client.get('/api/user/profile')).body.payload.steam_trade_link).toBe(valid);
  });

  it('refuses anything else with a message', async () => {
    const { client } = await signedIn();
    for (const url of [
      'http://steamcommunity.com/tradeoffer/new/?partner=39734273&token=AbCd_-12',
      'https://steamcommunity.com.evil.io/tradeoffer/new/?partner=39734273&token=AbCd_-12',
      'https://steamcommunity.com/tradeoffer/new/?partner=abc&token=AbCd_-12',
      'https://steamcommunity.com/tradeoffer/new/?partner=39734273&token=short',
      'https://steamcommunity.com/tradeoffer/new/?partner=39734273&token=AbCd_-12&x=1',
      'https://steamcommunity.com/profiles/76561198000000001',
      'not a url',
    ]) {
      const answer = await client.put('/api/user/update-trade-link', { url });
      expect(answer.status, url).toBe(422);
      expect(answer.body.message, url).toMatch(/valid Steam trade URL/);
    }
  });

  it('refuses a trade link of a different Steam account than the profile\'s', async () => {
    const { client } = await signedIn();
    await client.put('/api/user/profile', { ...personal, steamId: '76561198000000002' });
    expect((await client.put('/api/user/update-trade-link', { url: valid })).body.message).toBe('This trade URL belongs to a different Steam account');
    // partner 39734274 + 76561197960265728 = 76561198000000002
    expect((await client.put('/api/user/update-trade-link', { url: valid.replace('39734273', '39734274') })).status).toBe(200);
  });
});

describe('POST /api/user/change-email', () => {
  it('checks the fields in order and the password', async () => {
    const { client } = await signedIn();
    expect((await client.post('/api/user/change-email', { email: ' ', password: ' ' })).body).toMatchObject({
      message: 'New Email is required',
      errors: { email: ['New Email is required'], password: ['Password is required'] },
    });
    const wrong = await client.post('/api/user/change-email', { email: 'new@example.com', password: 'Wrong123' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('The password is incorrect');
    expect(await client.isAuthenticated()).toBe(true);
  });

  it('refuses an address another account has', async () => {
    const { client } = await signedIn();
    const other = await registerVerified(api, mail);
    const taken = await client.post('/api/user/change-email', { email: other.email.toUpperCase(), password: PASSWORD });
    expect(taken.body.message).toBe('The email has already been taken.');
  });

  it('changes the address, ends every session and asks to confirm the new address', async () => {
    const { account, client } = await signedIn();
    const second = new AccountClient(api);
    await second.post('/api/login', { username: account.email, password: PASSWORD });
    const newEmail = `changed.${Date.now()}@example.com`;
    const changed = await client.post('/api/user/change-email', { email: newEmail, password: PASSWORD });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ status: 'OK' });
    expect(await client.isAuthenticated()).toBe(false);
    expect(await second.isAuthenticated()).toBe(false);
    const login = new AccountClient(api);
    expect((await login.post('/api/login', { username: newEmail, password: PASSWORD })).body.status).toBe('VERIFY');
    const token = tokenIn(await mail.waitFor(newEmail), '/verify-email');
    await login.get(`/api/email/verify/${token}`);
    expect((await login.post('/api/login', { username: newEmail, password: PASSWORD })).status).toBe(200);
    expect((await login.post('/api/login', { username: account.email, password: PASSWORD })).status).toBe(422);
  });
});
