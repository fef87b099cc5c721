import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './api-harness';
import { AccountClient, PASSWORD, registerVerified } from './support/account-client';
import { codeIn, MailCatcher } from '../support/mail-catcher';

let api: TestApi;
const mail = new MailCatcher();

beforeAll(async () => {
  await mail.start();
  api = await startTestApi({ items: 5, env: { SMTP_URL: mail.url }, plugin: { jobs: { pollIntervalMs: 100, retryBaseMs: 200 } } });
});
afterAll(async () => {
  await api?.close();
  await mail.stop();
});

const login = (client: AccountClient, username: string, password = PASSWORD) => client.post('/api/login', { username, password, lang_id: 10 });

async function enableTwoFactor(email: string) {
  const client = new AccountClient(api);
  expect((await login(client, email)).status).toBe(200);
  const toggled = await client.put('/api/user/two-factor', { enabled: true });
  expect(toggled.body).toMatchObject({ status: 'OK', payload: { two_factor_enabled: true } });
  expect((await client.get('/api/user/profile')).body.payload.two_factor_enabled).toBe(true);
  await client.post('/api/logout');
}

async function loginWithCode(email: string) {
  const client = new AccountClient(api);
  const before = mail.to(email).length;
  const answer = await login(client, email);
  const message = await mail.waitFor(email, () => mail.to(email).length > before);
  return { client, answer, code: codeIn(mail.to(email).at(-1) ?? message) };
}

describe('POST /api/login', () => {
  it('signs in with the right password, case-insensitively by e-mail, and rotates the session id', async () => {
    const account = await registerVerified(api, mail);
    const client = new AccountClient(api);
    const first = await login(client, account.email.toUpperCase());
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'OK', payload: { email: account.email, phone: '+4915123456789', steamId: '' } });
    expect(JSON.stringify(first.body)).not.toMatch(/argon2|password_hash|Secret12/);
    const firstSid = client.cookies.get('sid') as string;
    await login(client, account.email);
    const secondSid = client.cookies.get('sid') as string;
    expect(secondSid).not.toBe(firstSid);
    // The previous session of this browser ended at the new sign-in.
    const stale = new AccountClient(api);
    stale.cookies.set('sid', firstSid);
    expect(await stale.isAuthenticated()).toBe(false);
    expect(await client.isAuthenticated()).toBe(true);
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const account = await registerVerified(api, mail);
    const wrong = await login(new AccountClient(api), account.email, 'Wrong123');
    const unknown = await login(new AccountClient(api), 'nobody@example.com');
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ status: 'ERROR', message: 'These credentials do not match our records.', error_code: 'INVALID_CREDENTIALS' });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it('validates the body', async () => {
    const client = new AccountClient(api);
    expect((await client.post('/api/login', { username: 'a@b.co' })).body.errors).toEqual({ password: ['This field is required'] });
    expect((await client.post('/api/login', { username: 5, password: 'x' })).status).toBe(422);
  });
});

describe('logout and sessions', () => {
  it('ends the session on the server: the old cookie no longer works', async () => {
    const account = await registerVerified(api, mail);
    const client = new AccountClient(api);
    await login(client, account.email);
    const sid = client.cookies.get('sid') as string;
    const out = await client.post('/api/logout');
    expect(out.body).toEqual({ status: 'OK', message: 'You have been logged out.' });
    expect(client.cookies.has('sid')).toBe(false);
    const replay = new AccountClient(api);
    replay.cookies.set('sid', sid);
    expect(await replay.isAuthenticated()).toBe(false);
    const profile = await replay.get('/api/user/profile');
    expect(profile.status).toBe(401);
    expect(profile.body).toEqual({ status: 'ERROR', message: 'User not authenticated', error_code: 'UNAUTHENTICATED' });
  });
});

describe('two-factor login', () => {
  it('answers NEEDS_2FA with the config, e-mails a 6-digit code and signs in with it once', async () => {
    const account = await registerVerified(api, mail);
    await enableTwoFactor(account.email);
    const { client, answer, code } = await loginWithCode(account.email);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ status: 'ERROR', error_code: 'NEEDS_2FA', config: { code_length: 6, expiry_minutes: 10 } });
    expect(client.cookies.has('sid')).toBe(false);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await api.db.selectFrom('two_factor_challenges').select('code_hash').execute();
    expect(stored.map((s) => s.code_hash).join()).not.toContain(code);

    const verified = await client.post('/api/user/verify-2fa', { code });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ status: 'OK', message: 'Authentication successful!', payload: { email: account.email } });
    expect(await client.isAuthenticated()).toBe(true);
    const reused = await client.post('/api/user/verify-2fa', { code });
    expect(reused.status).toBe(422);
  });

  it('counts wrong codes: the 5th voids the code, so the right one no longer works, until a new code is sent', async () => {
    const account = await registerVerified(api, mail);
    await enableTwoFactor(account.email);
    const { client, code } = await loginWithCode(account.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt++) {
      const answer = await client.post('/api/user/verify-2fa', { code: wrong });
      expect(answer.body).toMatchObject({ status: 'ERROR', message: 'Invalid verification code', error_code: 'CODE_INVALID' });
    }
    expect((await client.post('/api/user/verify-2fa', { code: wrong })).body.error_code).toBe('CODE_VOID');
    const sixth = await client.post('/api/user/verify-2fa', { code });
    expect(sixth.status).toBe(422);
    expect(sixth.body).toMatchObject({ error_code: 'CODE_VOID', message: 'Too many wrong codes. Please request a new code.' });
    expect(await client.isAuthenticated()).toBe(false);

    const before = mail.to(account.email).length;
    const resent = await client.post('/api/user/resend-2fa');
    expect(resent.body).toMatchObject({ status: 'OK' });
    await mail.waitFor(account.email, () => mail.to(account.email).length > before);
    const fresh = codeIn(mail.to(account.email).at(-1) as never);
    if (fresh !== code) expect((await client.post('/api/user/verify-2fa', { code })).status).toBe(422);
    expect((await client.post('/api/user/verify-2fa', { code: fresh })).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const account = await registerVerified(api, mail);
    await enableTwoFactor(account.email);
    const { client, code } = await loginWithCode(account.email);
    await api.db.updateTable('two_factor_challenges').set({ expires_at: 1 }).execute();
    const answer = await client.post('/api/user/verify-2fa', { code });
    expect(answer.body).toMatchObject({ error_code: 'CODE_EXPIRED' });
  });

  it('needs the challenge cookie and a 6-digit code', async () => {
    const stranger = new AccountClient(api);
    expect((await stranger.post('/api/user/verify-2fa', { code: '123456' })).body).toMatchObject({
      message: 'Invalid verification code. Please try again.',
    });
    expect((await stranger.post('/api/user/verify-2fa', { code: '12ab56' })).status).toBe(422);
    expect((await stranger.post('/api/user/resend-2fa')).body).toMatchObject({
      message: 'Could not resend verification code. Please try again later.',
    });
  });

  it('can be switched off again and needs a session to switch', async () => {
    const account = await registerVerified(api, mail);
    await enableTwoFactor(account.email);
    const { client, code } = await loginWithCode(account.email);
    await client.post('/api/user/verify-2fa', { code });
    expect((await client.put('/api/user/two-factor', { enabled: false })).body.payload.two_factor_enabled).toBe(false);
    expect((await login(new AccountClient(api), account.email)).status).toBe(200);
    expect((await new AccountClient(api).put('/api/user/two-factor', { enabled: true })).status).toBe(401);
  });
});
