import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiApp } from '../../api/app';
import { rawRequest } from '../support/raw-http';
import { createTestDatabase, startTestApi, type TestApi } from './api-harness';

// Over real sockets: requests Node or Fastify refuse before any route runs still get the spec's
// envelope with a public code, and a request that never completes is answered and closed in time.
let api: TestApi;
let port: number;
beforeAll(async () => {
  api = await startTestApi({ items: 5, limits: { requestTimeoutMs: 600, headersTimeoutMs: 600, bodyLimitBytes: 1000 } });
  port = Number(new URL(api.url).port);
});
afterAll(async () => {
  await api?.close();
});

const post = (contentType: string, body: string, declaredLength = Buffer.byteLength(body)) =>
  `POST /api/items/list HTTP/1.1\r\nHost: shop.test\r\nContent-Type: ${contentType}\r\nContent-Length: ${declaredLength}\r\nConnection: close\r\n\r\n${body}`;

function expectEnvelope(body: unknown, error_code: string, message: string | RegExp) {
  expect(body).toEqual({ status: 'ERROR', error_code, message: expect.stringMatching(message) });
}

describe('requests that never complete', () => {
  it('answers a body that stops arriving with 408 in the envelope and closes the connection', async () => {
    const answer = await rawRequest(port, post('application/json', '{"search":', 100), { waitMs: 5000 });
    expect(answer.closed).toBe(true);
    expect(answer.status).toBe(408);
    expectEnvelope(answer.body, 'REQUEST_TIMEOUT', /^The request was not received in time$/);
  });

  it('answers headers that never end with 408 too', async () => {
    const answer = await rawRequest(port, 'GET /api/currencies HTTP/1.1\r\nHost: shop.test\r\nX-Slow: 1\r\n', { waitMs: 5000 });
    expect(answer.closed).toBe(true);
    expect(answer.status).toBe(408);
    expectEnvelope(answer.body, 'REQUEST_TIMEOUT', /not received in time/);
  });
});

describe('client errors from Node and Fastify in the envelope, without internal codes', () => {
  it('431 for headers over Node\'s limit', async () => {
    const answer = await rawRequest(port, `GET /api/currencies HTTP/1.1\r\nHost: shop.test\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expectEnvelope(answer.body, 'HEADERS_TOO_LARGE', /^Request headers are too large$/);
  });

  it('413 for a body over the limit', async () => {
    const answer = await rawRequest(port, post('application/json', JSON.stringify({ search: 'a'.repeat(2000) })));
    expect(answer.status).toBe(413);
    expectEnvelope(answer.body, 'PAYLOAD_TOO_LARGE', /^Request body is too large$/);
  });

  it('400 for a body that is not JSON, 415 for a media type the API does not take', async () => {
    const invalid = await rawRequest(port, post('application/json', '{"search":'));
    expect(invalid.status).toBe(400);
    expectEnvelope(invalid.body, 'BAD_REQUEST', /^Request body is not valid JSON$/);
    const media = await rawRequest(port, post('text/xml', '<search/>'));
    expect(media.status).toBe(415);
    expectEnvelope(media.body, 'UNSUPPORTED_MEDIA_TYPE', /application\/json/);
  });

  it('400 for a request line Node cannot parse', async () => {
    const answer = await rawRequest(port, 'GET /api/currencies HTTP/9.9\r\nHost: shop.test\r\n\r\n');
    expect(answer.status).toBe(400);
    expectEnvelope(answer.body, 'BAD_REQUEST', /^Bad request$/);
  });

  it('never shows a Fastify or Node code', async () => {
    for (const request of [post('application/json', ''), post('application/json', '{}', 1), post('text/plain', 'x')]) {
      const answer = await rawRequest(port, request);
      expect(answer.status, request).toBeGreaterThanOrEqual(400);
      expect(answer.text, request).not.toMatch(/FST_|ERR_|HPE_/);
      expect((answer.body as { status: string }).status).toBe('ERROR');
    }
  });
});

describe('security headers', () => {
  it('sends CSP, nosniff, Referrer-Policy and frame-ancestors on every answer, and no HSTS over http', async () => {
    for (const path of ['/api/currencies', '/api/nope', '/api/items/%E0']) {
      const { headers } = await api.get(path);
      expect(headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(headers.get('content-security-policy'), path).toContain("script-src 'self'");
      expect(headers.get('content-security-policy'), path).not.toContain('unsafe-eval');
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('sends HSTS when PUBLIC_URL is https', async () => {
    // No migrations needed for headers: a second migrated schema in one process confuses Kysely's migrator on PostgreSQL.
    const database = await createTestDatabase();
    const app = await buildApiApp({ db: database.db, config: { ...database.config, publicUrl: 'https://shop.example' } });
    try {
      const { headers } = await fetch(`${await listenOnFreePort(app)}/api/nope`);
      expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    } finally {
      await app.close();
      await database.destroy();
    }
  });
});

async function listenOnFreePort(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}
