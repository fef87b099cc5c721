import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApiWithMail, stopTestApi, type TestApi } from './api-harness';
import { AccountClient, newAccount, PASSWORD } from './support/account-client';
import { codeIn, MailCatcher } from '../support/mail-catcher';

let api: TestApi;
const mail = new MailCatcher();

beforeAll(async () => {
  api = await startTestApiWithMail(mail, {
    items: 5,
    env: { REQUIRE_2FA: '1', REQUIRE_EMAIL_VERIFICATION: '0' },
    plugin: { jobs: { pollIntervalMs: 100 } },
  });
});
afterAll(() => stopTestApi(api, mail));

describe('REQUIRE_2FA=1', () => {
  it('asks every e-mail login for a code, even with two-factor off in the profile; resend replaces the code', async () => {
    const account = newAccount();
    await new AccountClient(api).post('/api/register', account);
    const client = new AccountClient(api);
    const answer = await client.post('/api/login', { username: account.email, password: PASSWORD });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error_code: 'NEEDS_2FA', config: { code_length: 6, expiry_minutes: 10 } });
    const first = codeIn(await mail.waitFor(account.email, (m) => m.subject.startsWith('Your login code')));
    expect((await client.post('/api/user/resend-2fa')).status).toBe(200);
    await mail.waitFor(account.email, () => mail.to(account.email).filter((m) => m.subject.startsWith('Your login code')).length === 2);
    const second = codeIn(mail.to(account.email).at(-1) as never);
    if (second !== first) expect((await client.post('/api/user/verify-2fa', { code: first })).body.error_code).toBe('CODE_INVALID');
    expect((await client.post('/api/user/verify-2fa', { code: second })).status).toBe(200);
    expect(await client.isAuthenticated()).toBe(true);
  });
});
