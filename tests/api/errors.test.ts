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

  it('answers a 404 envelope for methods the API does not serve', async () => {
    const { status, body } = await api.get('/api/currencies', { method: 'DELETE' });
    expect(status).toBe(404);
    expect(body.status).toBe('ERROR');
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
