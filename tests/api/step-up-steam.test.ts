import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalSteam } from '../support/local-steam';
import { startTestApi, type TestApi } from './api-harness';
import { AccountClient } from './support/account-client';
import { CONFIRM, expectStepUpRequired, TRADE_LINK } from './support/step-up';

// An account that signs in with Steam only has no password to confirm: a fresh Steam sign-in is its step-up.
const steam = new LocalSteam();
let api: TestApi;

beforeAll(async () => {
  await steam.start();
  api = await startTestApi({ items: 1, env: { PUBLIC_URL: 'http://shop.test', STEAM_OPENID_URL: steam.openIdUrl, REQUIRE_EMAIL_VERIFICATION: '0' } });
});
afterAll(async () => {
  await api?.close();
  await steam.stop();
});

/** The browser's trip: shop → provider → back to the shop's callback. */
async function steamSignIn(client: AccountClient) {
  const start = await client.get('/api/auth/steam/redirect');
  const atProvider = await fetch(start.headers.get('location') as string, { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location') as string);
  const callback = await client.get(`${back.pathname}${back.search}`);
  expect(callback.headers.get('location')).toBe('http://shop.test/profile');
}

const STEAM_ID64_BASE = 76561197960265728n;
const tradeLinkOf = (steamId: string, token: string) =>
  `https://steamcommunity.com/tradeoffer/new/?partner=${BigInt(steamId) - STEAM_ID64_BASE}&token=${token}`;

describe('step-up for a Steam-only account', () => {
  it('confirm-password cannot help; signing in with Steam again does', async () => {
    steam.steamId = '76561198000000777';
    const client = new AccountClient(api);
    await steamSignIn(client);
    expect((await client.put(TRADE_LINK, { url: tradeLinkOf(steam.steamId, 'first123') })).status).toBe(200);
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    const { id } = await api.db.selectFrom('users').select('id').where('steam_login_id', '=', steam.steamId).executeTakeFirstOrThrow();
    await api.db.updateTable('sessions').set({ confirmed_at: hourAgo }).where('user_id', '=', id).execute();

    expectStepUpRequired(await client.put(TRADE_LINK, { url: tradeLinkOf(steam.steamId, 'second12') }));
    expect((await client.post(CONFIRM, { password: 'Anything1' })).body.error_code).toBe('NO_PASSWORD');

    await steamSignIn(client);
    expect((await client.put(TRADE_LINK, { url: tradeLinkOf(steam.steamId, 'second12') })).status).toBe(200);
  });
});
