import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './api-harness';
import { AccountClient } from './support/account-client';
import { LocalSteam } from '../support/local-steam';

const PUBLIC_URL = 'http://shop.test';
const steam = new LocalSteam();
let api: TestApi;

beforeAll(async () => {
  await steam.start();
  api = await startTestApi({
    items: 5,
    env: { PUBLIC_URL, STEAM_OPENID_URL: steam.openIdUrl, STEAM_API_KEY: 'test-key', STEAM_API_URL: steam.url, REQUIRE_EMAIL_VERIFICATION: '0' },
  });
});
afterAll(async () => {
  await api?.close();
  await steam.stop();
});

/** The browser's trip: shop → provider → back to the shop's callback (PUBLIC_URL mapped to the test server). */
async function steamSignIn(client: AccountClient, tamper: (url: URL) => void = () => {}) {
  const start = await client.get('/api/auth/steam/redirect');
  expect(start.status).toBe(302);
  const providerUrl = start.headers.get('location') as string;
  const atProvider = await fetch(providerUrl, { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location') as string);
  tamper(back);
  const callback = await client.get(`${back.pathname}${back.search}`);
  return { start, providerUrl, callback, back };
}

describe('Steam sign-in (OpenID 2.0)', () => {
  it('redirects to STEAM_OPENID_URL in checkid_setup mode with a return URL on PUBLIC_URL', async () => {
    const client = new AccountClient(api);
    const start = await client.get('/api/auth/steam/redirect');
    const location = new URL(start.headers.get('location') as string);
    expect(`${location.origin}${location.pathname}`).toBe(steam.openIdUrl);
    expect(location.searchParams.get('openid.mode')).toBe('checkid_setup');
    expect(location.searchParams.get('openid.identity')).toBe('http://specs.openid.net/auth/2.0/identifier_select');
    expect(location.searchParams.get('openid.return_to')).toMatch(/^http:\/\/shop\.test\/api\/auth\/steam\/callback\?state=/);
    expect(location.searchParams.get('openid.realm')).toBe('http://shop.test/');
    expect(start.headers.getSetCookie().join()).toMatch(/steam_state=.*HttpOnly/i);
  });

  it('creates an account from a verified assertion with the Web API profile, then signs the same account in again', async () => {
    steam.steamId = '76561198000000123';
    const client = new AccountClient(api);
    const before = steam.checkAuthentications;
    const { callback } = await steamSignIn(client);
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe(`${PUBLIC_URL}/profile`);
    expect(steam.checkAuthentications).toBe(before + 1);
    const profile = await client.get('/api/user/profile');
    expect(profile.body.payload).toMatchObject({
      steamId: '76561198000000123',
      email: '',
      community_visibility_state: 3,
      steam_profile_url: 'https://steamcommunity.com/profiles/76561198000000123/',
      avatar_medium: 'https://avatars.steamstatic.com/76561198000000123_medium.jpg',
      has_password: false,
      steam_id_verified: true,
      // A Steam sign-in accepts nothing: the personal information asks for the terms.
      terms_accepted: false,
    });

    const again = new AccountClient(api);
    await steamSignIn(again);
    expect((await again.get('/api/user/profile')).body.payload.id).toBe(profile.body.payload.id);
    expect(await api.db.selectFrom('users').select('id').where('steam_login_id', '=', '76561198000000123').execute()).toHaveLength(1);
  });

  it('links Steam to the account already signed in', async () => {
    steam.steamId = '76561198000000456';
    const client = new AccountClient(api);
    const registered = await client.post('/api/register', {
      name: 'Linda',
      surname: 'Berg',
      email: `linda.${Date.now()}@example.com`,
      phone: '+46 70 123 45 67',
      password: 'Secret12',
      passConfirm: 'Secret12',
    });
    expect(registered.status).toBe(200);
    await steamSignIn(client);
    expect((await client.get('/api/user/profile')).body.payload).toMatchObject({ id: registered.body.payload.id, steamId: '76561198000000456', steam_id_verified: true });
  });

  it('refuses assertions the provider does not confirm, foreign endpoints, a missing state and replays', async () => {
    steam.steamId = '76561198000000789';
    const forged = new AccountClient(api);
    const { callback } = await steamSignIn(forged, (url) => {
      url.searchParams.set('openid.claimed_id', 'https://steamcommunity.com/openid/id/76561198000000999');
      url.searchParams.set('openid.identity', 'https://steamcommunity.com/openid/id/76561198000000999');
    });
    expect(callback.headers.get('location')).toBe(`${PUBLIC_URL}/?steam_login=failed`);
    expect(await forged.isAuthenticated()).toBe(false);

    const foreign = new AccountClient(api);
    const other = await steamSignIn(foreign, (url) => url.searchParams.set('openid.op_endpoint', 'https://evil.example/openid/login'));
    expect(other.callback.headers.get('location')).toBe(`${PUBLIC_URL}/?steam_login=failed`);

    const noState = new AccountClient(api);
    const first = await steamSignIn(noState, () => noState.cookies.delete('steam_state'));
    expect(first.callback.headers.get('location')).toBe(`${PUBLIC_URL}/?steam_login=failed`);

    const honest = new AccountClient(api);
    const ok = await steamSignIn(honest);
    expect(ok.callback.headers.get('location')).toBe(`${PUBLIC_URL}/profile`);
    const replay = new AccountClient(api);
    replay.cookies.set('steam_state', ok.back.searchParams.get('state') as string);
    const replayed = await replay.get(`${ok.back.pathname}${ok.back.search}`);
    expect(replayed.headers.get('location')).toBe(`${PUBLIC_URL}/?steam_login=failed`);
    expect(await replay.isAuthenticated()).toBe(false);
  });
});

async function registered(client: AccountClient, email: string) {
  const answer = await client.post('/api/register', { name: 'Tess', surname: 'Typer', email, phone: '+46 70 123 45 67', password: 'Secret12', passConfirm: 'Secret12' });
  expect(answer.status).toBe(200);
  return answer.body.payload.id as number;
}

const personal = { name: 'Tess', surname: 'Typer', phone: '+46 70 123 45 67', country: null, city: '', address: '', postCode: '' };

describe('Steam IDs are proven by Steam sign-in, not typed', () => {
  it('a typed Steam ID never signs its real owner into the typer\'s account', async () => {
    const owner = '76561198000001001';
    const typer = new AccountClient(api);
    const typerId = await registered(typer, `typer.${Date.now()}@example.com`);
    expect((await typer.put('/api/user/profile', { ...personal, steamId: owner })).status).toBe(200);
    const typed = (await typer.get('/api/user/profile')).body.payload;
    expect(typed).toMatchObject({ id: typerId, steamId: owner, steam_id_verified: false });

    steam.steamId = owner;
    const victim = new AccountClient(api);
    const { callback } = await steamSignIn(victim);
    expect(callback.headers.get('location')).toBe(`${PUBLIC_URL}/profile`);
    const own = (await victim.get('/api/user/profile')).body.payload;
    expect(own.id).not.toBe(typerId);
    expect(own).toMatchObject({ steamId: owner, steam_id_verified: true, email: '', has_password: false });

    expect((await typer.get('/api/user/profile')).body.payload).toEqual(typed);
    expect(await api.db.selectFrom('users').select(['steam_id', 'steam_login_id']).where('id', '=', typerId).executeTakeFirst()).toEqual({
      steam_id: owner,
      steam_login_id: null,
    });
  });

  it('refuses a typed ID another account proved, and a different ID on an account Steam sign-in proved', async () => {
    steam.steamId = '76561198000001002';
    const linked = new AccountClient(api);
    await steamSignIn(linked);

    const other = new AccountClient(api);
    await registered(other, `other.${Date.now()}@example.com`);
    const taken = await other.put('/api/user/profile', { ...personal, steamId: '76561198000001002' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ steamId: ['This Steam account is linked to another user'] });

    const changed = await linked.put('/api/user/profile', { ...personal, steamId: '76561198000001003' });
    expect(changed.status).toBe(422);
    expect(changed.body.errors).toEqual({ steamId: ['Your Steam ID is verified by Steam sign-in and cannot be changed'] });
    const same = await linked.put('/api/user/profile', { ...personal, steamId: '76561198000001002' });
    expect(same.status).toBe(200);
    expect((await linked.get('/api/user/profile')).body.payload).toMatchObject({ steamId: '76561198000001002', steam_id_verified: true });
  });

  it('links a proven ID to the signed-in account only while it has none; the proven ID replaces a typed one', async () => {
    const client = new AccountClient(api);
    const id = await registered(client, `relink.${Date.now()}@example.com`);
    await client.put('/api/user/profile', { ...personal, steamId: '76561198000001004' });
    steam.steamId = '76561198000001005';
    await steamSignIn(client);
    expect((await client.get('/api/user/profile')).body.payload).toMatchObject({ id, steamId: '76561198000001005', steam_id_verified: true });

    steam.steamId = '76561198000001006';
    await steamSignIn(client);
    const second = (await client.get('/api/user/profile')).body.payload;
    expect(second.id).not.toBe(id);
    expect(second).toMatchObject({ steamId: '76561198000001006', steam_id_verified: true });
  });

  it('links a Steam account to a signed-in account only after a recent sign-in or password confirmation (step-up)', async () => {
    const client = new AccountClient(api);
    const id = await registered(client, `stolen.${Date.now()}@example.com`);
    // A session signed in an hour ago, as a stolen cookie would be: its thief's Steam account is not linked.
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    await api.db.updateTable('sessions').set({ confirmed_at: hourAgo }).where('user_id', '=', id).execute();
    steam.steamId = '76561198000001007';
    const refused = await steamSignIn(client);
    expect(refused.callback.headers.get('location')).toBe(`${PUBLIC_URL}/?steam_login=failed`);
    expect((await client.get('/api/user/profile')).body.payload).toMatchObject({ id, steamId: '', steam_id_verified: false });
    expect(await api.db.selectFrom('users').select('id').where('steam_login_id', '=', steam.steamId).execute()).toEqual([]);

    expect((await client.post('/api/user/confirm-password', { password: 'Secret12' })).status).toBe(200);
    const linked = await steamSignIn(client);
    expect(linked.callback.headers.get('location')).toBe(`${PUBLIC_URL}/profile`);
    expect((await client.get('/api/user/profile')).body.payload).toMatchObject({ id, steamId: '76561198000001007', steam_id_verified: true });
  });

  it('keeps saving a profile whose typed Steam ID another account proved later', async () => {
    const client = new AccountClient(api);
    const id = await registered(client, `typed-first.${Date.now()}@example.com`);
    expect((await client.put('/api/user/profile', { ...personal, steamId: '76561198000001008' })).status).toBe(200);
    steam.steamId = '76561198000001008';
    await steamSignIn(new AccountClient(api));
    const saved = await client.put('/api/user/profile', { ...personal, name: 'Tessa', steamId: '76561198000001008' });
    expect(saved.status).toBe(200);
    expect((await client.get('/api/user/profile')).body.payload).toMatchObject({ id, name: 'Tessa', steamId: '76561198000001008', steam_id_verified: false });
  });

  it('sends the browser home with ?steam_login=failed when check_authentication cannot be reached or answers an error', async () => {
    steam.steamId = '76561198000001007';
    try {
      for (const mode of ['hang-up', 'error'] as const) {
        steam.checkAuthenticationMode = mode;
        const client = new AccountClient(api);
        const before = steam.checkAuthentications;
        const { callback } = await steamSignIn(client);
        expect(steam.checkAuthentications, mode).toBe(before + 1);
        expect(callback.status, mode).toBe(302);
        expect(callback.headers.get('location'), mode).toBe(`${PUBLIC_URL}/?steam_login=failed`);
        expect(await client.isAuthenticated(), mode).toBe(false);
      }
    } finally {
      steam.checkAuthenticationMode = 'confirm';
    }
  });
});
