import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiApp } from '../../api/app';
import { createTestDatabase, startTestApi, type TestApi } from './api-harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ items: 10 });
});
afterAll(async () => {
  await api?.close();
});

describe('error envelopes', () => {
  it('answers unknown routes under /api with a 404 ERROR envelope', async () => {
    for (const path of ['/api/nope', '/api/items', '/api/items/1/extra']) {
      const { status, body } = await api.get(path);
      expect(status).toBe(404);
      expect(body).toMatchObject({ status: 'ERROR', message: 'Not found', error_code: 'NOT_FOUND' });
    }
  });

  it('answers 405 with an Allow header for methods a path does not serve', async () => {
    for (const [method, path] of [['DELETE', '/api/currencies'], ['POST', '/api/items/list'], ['PUT', '/api/items/1'], ['PATCH', '/api/static-pages/1']]) {
      const { status, headers, body } = await api.get(path, { method });
      expect(status, `${method} ${path}`).toBe(405);
      expect(headers.get('allow')).toBe('GET, HEAD');
      expect(body).toEqual({ status: 'ERROR', message: 'Method not allowed', error_code: 'METHOD_NOT_ALLOWED' });
    }
    expect((await api.get('/api/nope', { method: 'DELETE' })).status).toBe(404);
    expect((await fetch(`${api.url}/api/items/1`, { method: 'HEAD' })).status).toBe(200);
  });

  // PostgreSQL cannot store U+0000 in text (a driver error, so a 500) and SQLite cuts strings at it;
  // ESC, CR and LF rewrite an operator's terminal.
  it('answers a control character in any query or path value with a 422 naming the field', async () => {
    const cases: [path: string, field: string][] = [
      ['/api/items/list?search=a%00', 'search'],
      ['/api/items/list?type=%00', 'type'],
      ['/api/items/list?classes=%00x&page=0', 'classes'],
      ['/api/static-pages/%00', 'id'],
      ['/api/items/1?currency=EUR%00', 'currency'],
      ['/api/items/list?search=a%1B%5B2J', 'search'],
      ['/api/items/list?search=a%0D%0Ab', 'search'],
      ['/api/items/list?search=%C2%9B', 'search'],
    ];
    for (const [path, field] of cases) {
      const { status, body } = await api.get(path);
      expect(status, path).toBe(422);
      expect(body.errors[field], path).toContain('Must not contain control characters');
    }
  });

  it('lets a password hold any character but NUL (a password is never shown or printed)', async () => {
    const login = (password: string) =>
      api.get('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'nobody@example.com', password }) });
    const tab = await login('Se\tcret1');
    expect(tab.status).toBe(422);
    expect(tab.body.error_code).toBe('INVALID_CREDENTIALS');
    const nul = await login('Se\u0000cret1');
    expect(nul.body.errors).toEqual({ password: ['Must not contain control characters'] });
  });

  it('answers malformed URLs with a 400 ERROR envelope', async () => {
    const { status, body } = await api.get('/api/items/%E0');
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 'ERROR', message: 'Bad request' });
  });

  it('answers repeated query parameters with a 422 instead of guessing', async () => {
    const { status, body } = await api.get('/api/items/list?type=rifle&type=pistol');
    expect(status).toBe(422);
    expect(body.errors.type).toBeDefined();
  });

  it('hides internals of unexpected failures behind a generic 500', async () => {
    const database = await createTestDatabase();
    const app = await buildApiApp({ db: database.db, config: database.config });
    try {
      // No migrations: every query fails inside the database driver.
      const response = await app.inject('/api/currencies');
      expect(response.statusCode).toBe(500);
      const body = response.json();
      expect(body).toEqual({
        status: 'ERROR',
        message: 'An error occurred. Please try again later.',
        error_code: 'INTERNAL_ERROR',
      });
      expect(response.body).not.toMatch(/currencies|sqlite|relation|table|stack/i);
    } finally {
      await app.close();
      await database.destroy();
    }
  });
});
