import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './api-harness';

let api: TestApi;
const now = () => Math.floor(Date.now() / 1000);
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

async function createSession(expiresAt: number): Promise<string> {
  const email = `visitor-${randomBytes(4).toString('hex')}@example.com`;
  const user = await api.db
    .insertInto('users')
    .values({ email, created_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sid = randomBytes(32).toString('base64url');
  await api.db
    .insertInto('sessions')
    .values({ id: sha256(sid), user_id: user.id, created_at: now(), expires_at: expiresAt })
    .execute();
  return sid;
}

const isAuth = (cookie?: string) => api.get('/api/is-auth', cookie ? { headers: { cookie } } : undefined);

beforeAll(async () => {
  api = await startTestApi({ items: 10 });
});
afterAll(async () => {
  await api?.close();
});

describe('GET /api/is-auth', () => {
  it('is false without a session cookie', async () => {
    const { status, body, headers } = await isAuth();
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'OK', authenticated: false });
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('is false for an unknown session id', async () => {
    const { body } = await isAuth(`sid=${randomBytes(32).toString('base64url')}`);
    expect(body.authenticated).toBe(false);
  });

  it('is true for a stored, unexpired session (looked up by the sha256 of the cookie)', async () => {
    const sid = await createSession(now() + 3600);
    const { body } = await isAuth(`theme=dark; sid=${sid}`);
    expect(body).toMatchObject({ status: 'OK', authenticated: true, payload: { authenticated: true } });
  });

  it('is false when the cookie holds the stored hash rather than the id', async () => {
    const sid = await createSession(now() + 3600);
    const { body } = await isAuth(`sid=${sha256(sid)}`);
    expect(body.authenticated).toBe(false);
  });

  it('is false for an expired session', async () => {
    const sid = await createSession(now() - 1);
    const { body } = await isAuth(`sid=${sid}`);
    expect(body.authenticated).toBe(false);
  });
});
