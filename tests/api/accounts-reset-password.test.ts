import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './api-harness';
import { AccountClient, PASSWORD, registerVerified } from './support/account-client';
import { linkIn, MailCatcher, tokenIn } from '../support/mail-catcher';

let api: TestApi;
const mail = new MailCatcher();

beforeAll(async () => {
  await mail.start();
  api = await startTestApi({ items: 5, env: { SMTP_URL: mail.url, PUBLIC_URL: 'http://shop.test:8080' }, plugin: { jobs: { pollIntervalMs: 100 } } });
});
afterAll(async () => {
  await api?.close();
  await mail.stop();
});

const NEW_PASSWORD = 'Fresh123';

async function requestReset(email: string) {
  const before = mail.to(email).length;
  const answer = await new AccountClient(api).send('POST', '/api/user/reset-password', { email }, { host: 'attacker.example' });
  await mail.waitFor(email, () => mail.to(email).length > before);
  return { answer, message: mail.to(email).at(-1) as NonNullable<ReturnType<typeof mail.to>[number]> };
}

describe('password reset', () => {
  it('e-mails a single-use link to /reset-password on PUBLIC_URL; the new password works, the old does not, sessions end', async () => {
    const account = await registerVerified(api, mail);
    const signedIn = new AccountClient(api);
    await signedIn.post('/api/login', { username: account.email, password: PASSWORD });
    expect(await signedIn.isAuthenticated()).toBe(true);

    const { answer, message } = await requestReset(account.email.toUpperCase());
    expect(answer.body).toEqual({ status: 'OK', message: expect.stringContaining('If an account exists') });
    expect(message.subject).toBe('Reset your password');
    expect(linkIn(message, '/reset-password')).toMatch(/^http:\/\/shop\.test:8080\/reset-password\?token=/);
    const token = tokenIn(message, '/reset-password');

    const client = new AccountClient(api);
    const done = await client.post('/api/user/reset-password/confirm', { token, password: NEW_PASSWORD, passConfirm: NEW_PASSWORD });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'OK' });
    expect(await signedIn.isAuthenticated()).toBe(false);
    expect((await client.post('/api/login', { username: account.email, password: PASSWORD })).status).toBe(422);
    expect((await client.post('/api/login', { username: account.email, password: NEW_PASSWORD })).status).toBe(200);

    const reused = await client.post('/api/user/reset-password/confirm', { token, password: 'Other1234' });
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ error_code: 'INVALID_TOKEN' });
  });

  it('answers an unknown e-mail exactly like a known one and sends nothing', async () => {
    const account = await registerVerified(api, mail);
    const known = await new AccountClient(api).post('/api/user/reset-password', { email: account.email });
    const unknown = await new AccountClient(api).post('/api/user/reset-password', { email: 'ghost@example.com' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await mail.waitFor(account.email, (m) => m.subject === 'Reset your password');
    expect(mail.to('ghost@example.com')).toEqual([]);
    expect((await new AccountClient(api).post('/api/user/reset-password', { email: 'not an email' })).status).toBe(422);
  });

  it('refuses an expired link, a superseded link and a weak password', async () => {
    const account = await registerVerified(api, mail);
    const first = tokenIn((await requestReset(account.email)).message, '/reset-password');
    const second = tokenIn((await requestReset(account.email)).message, '/reset-password');
    const client = new AccountClient(api);
    expect((await client.post('/api/user/reset-password/confirm', { token: first, password: NEW_PASSWORD })).body.error_code).toBe('INVALID_TOKEN');
    const weak = await client.post('/api/user/reset-password/confirm', { token: second, password: 'weak' });
    expect(weak.body.errors).toEqual({ password: [expect.stringContaining('at least 6 characters')] });
    await api.db.updateTable('user_tokens').set({ expires_at: 1 }).where('purpose', '=', 'reset_password').execute();
    expect((await client.post('/api/user/reset-password/confirm', { token: second, password: NEW_PASSWORD })).body.error_code).toBe('INVALID_TOKEN');
    expect((await client.post('/api/user/reset-password/confirm', { token: 'made-up', password: NEW_PASSWORD })).status).toBe(422);
  });
});
