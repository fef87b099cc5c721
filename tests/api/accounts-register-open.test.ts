import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './api-harness';
import { AccountClient, newAccount } from './support/account-client';

// A separate file: two test databases at once confuse Kysely's migrator on PostgreSQL.
describe('POST /api/register with REQUIRE_EMAIL_VERIFICATION=0', () => {
  let open: TestApi;
  beforeAll(async () => {
    open = await startTestApi({ items: 5, env: { REQUIRE_EMAIL_VERIFICATION: '0' } });
  });
  afterAll(async () => open?.close());

  it('signs in at once with 200 OK and an httpOnly, SameSite=Lax session cookie', async () => {
    const client = new AccountClient(open);
    const response = await client.post('/api/register', newAccount());
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'OK', payload: { name: 'Anna', balance: 0, currency: 'EUR' } });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('sid='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect((client.cookies.get('sid') ?? '').length).toBeGreaterThanOrEqual(22);
    expect(await client.isAuthenticated()).toBe(true);
  });

  it('says the e-mail is taken, whatever its case', async () => {
    const account = newAccount();
    await new AccountClient(open).post('/api/register', account);
    const again = await new AccountClient(open).post('/api/register', { ...account, email: account.email.toUpperCase() });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ error_code: 'EMAIL_TAKEN', errors: { email: ['The email has already been taken.'] } });
  });
});
