import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, MailCatcher } from '../support/mail-catcher';
import { startTestApiWithMail, stopTestApi, type TestApi } from './api-harness';
import { AccountClient, PASSWORD, registerVerified } from './support/account-client';

// The shop's real login limits (no relaxed rules). 127.0.0.1 is a trusted proxy, so X-Forwarded-For
// names the customer, as the gateway does for every browser.
let api: TestApi;
const mail = new MailCatcher();

beforeAll(async () => {
  api = await startTestApiWithMail(mail, {
    items: 1,
    config: { trustProxy: ['127.0.0.1'] },
    plugin: { jobs: { pollIntervalMs: 50, retryBaseMs: 200 }, rateLimits: {} },
  });
});
afterAll(() => stopTestApi(api, mail));

const loginFrom = (address: string, username: string, password: string, client = new AccountClient(api)) =>
  client.send('POST', '/api/login', { username, password }, { 'x-forwarded-for': address });

describe('login brute force without lock-out', () => {
  it("after 10 wrong passwords from 10 addresses, the owner's right password asks for an e-mailed code, which signs in", async () => {
    const account = await registerVerified(api, mail);
    for (let i = 1; i <= 10; i++) {
      const wrong = await loginFrom(`203.0.113.${i}`, account.email, 'Guess1234');
      expect(wrong.status).toBe(422);
      expect(wrong.body.error_code).toBe('INVALID_CREDENTIALS');
    }

    const owner = new AccountClient(api);
    const before = mail.to(account.email).length;
    const answer = await loginFrom('198.51.100.7', account.email, PASSWORD, owner);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ status: 'ERROR', error_code: 'NEEDS_2FA', config: { code_length: 6, expiry_minutes: 10 } });
    expect(owner.cookies.has('sid')).toBe(false);

    await mail.waitFor(account.email, () => mail.to(account.email).length > before);
    const code = codeIn(mail.to(account.email).at(-1)!);
    const verified = await owner.send('POST', '/api/user/verify-2fa', { code }, { 'x-forwarded-for': '198.51.100.7' });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ status: 'OK', payload: { email: account.email } });
    expect(await owner.isAuthenticated()).toBe(true);

    // The sign-in forgot the failures: the next login is the password alone again.
    expect((await loginFrom('198.51.100.7', account.email, PASSWORD)).status).toBe(200);
  });

  it("slows one address (429 with Retry-After) but not the owner from another address", async () => {
    const account = await registerVerified(api, mail);
    const attacker = '203.0.113.200';
    for (let i = 1; i <= 10; i++) expect((await loginFrom(attacker, account.email, `Guess${i}abc`)).status).toBe(422);
    const limited = await loginFrom(attacker, account.email, PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ status: 'ERROR', message: 'Too many attempts. Please try again later.', error_code: 'RATE_LIMITED' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    // The same address, spraying other accounts: 20 failures in all, then every login from it waits.
    for (let i = 0; i < 10; i++) expect((await loginFrom(attacker, `spray${i}@example.com`, 'Guess1234')).status).toBe(422);
    expect((await loginFrom(attacker, 'someone.else@example.com', 'Guess1234')).status).toBe(429);

    // The owner, elsewhere, is not refused: the account was attacked, so the right password asks for the code.
    const owner = await loginFrom('198.51.100.8', account.email, PASSWORD);
    expect(owner.status).toBe(403);
    expect(owner.body.error_code).toBe('NEEDS_2FA');
  });

  it('counts failures, not attempts: right passwords from one address are never limited', async () => {
    const account = await registerVerified(api, mail);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await loginFrom('198.51.100.9', account.email, PASSWORD)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it('asks no code below the threshold, and a sign-in forgets the failures before it', async () => {
    const account = await registerVerified(api, mail);
    for (let round = 0; round < 3; round++) {
      for (let i = 1; i <= 4; i++) expect((await loginFrom(`192.0.2.${round * 4 + i}`, account.email, 'Guess1234')).status).toBe(422);
      expect((await loginFrom('198.51.100.10', account.email, PASSWORD)).status).toBe(200);
    }
  });

  it('holds under parallel guesses: one address gets its 20 failures, not more', async () => {
    const guesses = Array.from({ length: 30 }, (_, i) => loginFrom('203.0.113.250', `parallel${i}@example.com`, 'Guess1234'));
    const statuses = (await Promise.all(guesses)).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 422)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });
});
