import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionsService } from '../../api/accounts/sessions.service';
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

describe("sessions.isLive (a signed-in page's check: the sessions asked in one turn, 16 a statement)", () => {
  it('answers each of 40 sessions asked together as is-auth would: live, expired, unknown, of a deleted user', async () => {
    const sessions = createSessionsService(api.db);
    const live = await Promise.all(Array.from({ length: 20 }, () => createSession(now() + 3600)));
    const expired = await Promise.all(Array.from({ length: 10 }, () => createSession(now() - 1)));
    const unknown = Array.from({ length: 5 }, () => randomBytes(32).toString('base64url'));
    const ofDeletedUsers = await Promise.all(Array.from({ length: 5 }, () => createSession(now() + 3600)));
    const deleted = ofDeletedUsers.map(sha256);
    await api.db.deleteFrom('users').where('id', 'in', api.db.selectFrom('sessions').select('user_id').where('id', 'in', deleted)).execute();
    const asked = [...live, ...expired, ...unknown, ...ofDeletedUsers, live[0]!, '', 'x'.repeat(513)];
    const answers = await Promise.all(asked.map((sid) => sessions.isLive(sid)));
    expect(answers).toEqual([...live.map(() => true), ...[...expired, ...unknown, ...ofDeletedUsers].map(() => false), true, false, false]);
  });
});
