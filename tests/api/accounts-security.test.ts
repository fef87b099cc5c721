import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiApp } from '../../api/app';
import { startTestApi, type TestApi } from './api-harness';
import { AccountClient, newAccount, PASSWORD } from './support/account-client';

// The outbox (no SMTP_URL), real rate limits, HTTPS PUBLIC_URL and every log line captured.
let api: TestApi;
const logLines: string[] = [];

beforeAll(async () => {
  api = await startTestApi({ items: 5, env: { PUBLIC_URL: 'https://shop.example.com', ALLOW_SANDBOX_PAYMENTS: '1' }, plugin: { jobs: { pollIntervalMs: 50 }, rateLimits: {} } });
  // A second API on the same database whose log we read (the harness's one logs nothing).
  const logged = await buildApiApp({
    db: api.db,
    config: api.config,
    jobs: { pollIntervalMs: 50 },
    logger: { level: 'trace', stream: { write: (line: string) => logLines.push(line) } },
  });
  await logged.listen({ port: 0, host: '127.0.0.1' });
  const address = logged.server.address() as { port: number };
  loggedUrl = `http://127.0.0.1:${address.port}`;
  closeLogged = () => logged.close();
});
let loggedUrl = '';
let closeLogged = async () => {};
afterAll(async () => {
  await closeLogged();
  await api?.close();
});

const outboxFiles = () => {
  try {
    return readdirSync(join(api.config.dataDir, 'outbox')).map((file) => readFileSync(join(api.config.dataDir, 'outbox', file), 'utf8'));
  } catch {
    return [];
  }
};

describe('CSRF', () => {
  it('refuses state-changing requests that are neither JSON nor carry X-Requested-With', async () => {
    const form = await api.get('/api/login', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'username=a&password=b' });
    expect(form.status).toBe(403);
    expect(form.body).toMatchObject({ status: 'ERROR', error_code: 'CSRF_REJECTED' });
    const urlencoded = await api.get('/api/logout', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' });
    expect(urlencoded.status).toBe(403);
    expect((await api.get('/api/logout', { method: 'POST' })).status).toBe(403);
    expect((await api.get('/api/logout', { method: 'POST', headers: { 'x-requested-with': 'fetch' } })).status).toBe(200);
    expect((await new AccountClient(api).post('/api/logout', {})).status).toBe(200);
  });
});

describe('cookies behind HTTPS', () => {
  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    const account = newAccount();
    const client = new AccountClient(api);
    await client.post('/api/register', account);
    await api.db.updateTable('users').set({ email_verified_at: 1 }).where('email', '=', account.email).execute();
    const login = await client.post('/api/login', { username: account.email, password: PASSWORD });
    expect(login.headers.getSetCookie().find((c) => c.startsWith('sid='))).toMatch(/; Secure/i);
  });
});

describe('outbox mailer (no SMTP_URL)', () => {
  it('writes one .eml per message with the PUBLIC_URL link in text and HTML', async () => {
    const account = newAccount();
    await new AccountClient(api).post('/api/register', account);
    await expect.poll(() => outboxFiles().filter((file) => file.includes(account.email)).length, { timeout: 10_000 }).toBe(1);
    const eml = outboxFiles().find((file) => file.includes(account.email)) as string;
    expect(eml).toMatch(/^Subject: Confirm your e-mail address/m);
    expect(eml).toMatch(/text\/plain/);
    expect(eml).toMatch(/text\/html/);
    expect(eml.replace(/=\r?\n/g, '')).toContain('https://shop.example.com/verify-email?token=');
  });
});

describe('rate limits (in memory)', () => {
  it('limits failed logins per account from one address: the 11th attempt within 15 minutes is a 429 with a message', async () => {
    const client = new AccountClient(api);
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await client.post('/api/login', { username: 'target@example.com', password: 'Guess123' })).status).toBe(422);
    }
    const limited = await client.post('/api/login', { username: 'TARGET@example.com', password: 'Guess123' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ status: 'ERROR', message: 'Too many attempts. Please try again later.', error_code: 'RATE_LIMITED' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits failed logins per address across accounts', async () => {
    const client = new AccountClient(api);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      statuses.push((await client.post('/api/login', { username: `spray${attempt}@example.com`, password: 'Guess123' })).status);
    }
    // Earlier tests spent some of this address's 20 logins; every account here is fresh.
    const first429 = statuses.indexOf(429);
    expect(first429).toBeGreaterThan(0);
    expect(statuses.slice(0, first429).every((status) => status === 422)).toBe(true);
    expect(statuses.slice(first429).every((status) => status === 429)).toBe(true);
  });

  it('limits password-reset requests per account', async () => {
    const client = new AccountClient(api);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await client.post('/api/user/reset-password', { email: 'someone@example.com' })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('logs', () => {
  it('carry no password, hash, code or token', async () => {
    const send = (path: string, body: unknown, cookie = '') =>
      fetch(`${loggedUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
    const account = newAccount({ password: 'Logged123', passConfirm: 'Logged123' });
    await send('/api/register', account);
    const user = await api.db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', account.email).executeTakeFirstOrThrow();
    await expect.poll(() => outboxFiles().find((file) => file.includes(account.email)), { timeout: 10_000 }).toBeTruthy();
    const eml = (outboxFiles().find((file) => file.includes(account.email)) as string).replace(/=\r?\n/g, '');
    const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(eml)?.[1] as string;
    await fetch(`${loggedUrl}/api/email/verify/${token}`);
    const login = await send('/api/login', { username: account.email, password: 'Logged123' });
    const sid = /sid=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] as string;
    await send('/api/user/reset-password', { email: account.email });
    const all = logLines.join('\n');
    expect(all).toContain('/api/login');
    expect(all).not.toContain('Logged123');
    expect(all).not.toContain(user.password_hash as string);
    expect(all).not.toContain(sid);
    // Only the outbox line (developer mode without SMTP) names the link, by design.
    const withoutOutboxLines = logLines.filter((line) => !line.includes('mail to ')).join('\n');
    expect(withoutOutboxLines).not.toContain(token);
    expect(all).toContain('/api/email/verify/:token');
  });
});
