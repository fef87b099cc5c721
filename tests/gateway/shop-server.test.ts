import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../support/raw-http';
import { startOneProcessShop, type OneProcessShop } from './shop-fixture';

// The one-process shop as `npm start` assembles it: the gateway reaches the REST API in the same
// server through its request handling (no socket). Only the gateway's own address (127.0.0.1) is a trusted
// proxy here, so a browser on 127.0.0.2 is a customer whose X-Forwarded-For means nothing.
let shop: OneProcessShop;
let base: string;
let port: number;
/** request.ip as the REST API saw it, per /api request. */
let apiSaw: OneProcessShop['apiSaw'];

beforeAll(async () => {
  // The addresses' tests post small documents of their own.
  shop = await startOneProcessShop({ indexHtml: '<!doctype html><title>shop</title>', env: { TRUST_PROXY: '127.0.0.1' }, anyDocument: true });
  ({ origin: base, apiSaw } = shop);
  port = Number(new URL(base).port);
});

afterAll(async () => {
  await shop?.close();
});

/** POSTs a GraphQL query from a given local address, as a browser on that machine would. */
function postFrom(localAddress: string, query: string, headers: Record<string, string> = {}, agent?: false) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(`${base}/graphql`, { method: 'POST', localAddress, agent, headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk)).on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    req.end(JSON.stringify({ query }));
  });
}

describe('the one-process shop', () => {
  // First in the file: over HTTP, the gateway would open its first pooled connection to /api here.
  it('reaches its own REST API without a socket (issue 28): one GraphQL request opens one connection, the browser’s', async () => {
    let connections = 0;
    const count = () => connections++;
    shop.app.server.on('connection', count);
    try {
      const before = shop.apiSaw.length;
      // A connection of its own (no keep-alive pool): the only one this request may open.
      const response = await postFrom('127.0.0.1', '{ currencies { code } settings { supportEmail } }', {}, false);
      expect(response.status).toBe(200);
      expect((JSON.parse(response.body) as { data: { currencies: unknown[] } }).data.currencies.length).toBeGreaterThan(0);
      // The REST API still handled both calls, with its own routing and hooks.
      expect(shop.apiSaw.slice(before).map((seen) => seen.url.split('?')[0])).toEqual(expect.arrayContaining(['/api/currencies', '/api/settings']));
      expect(connections).toBe(1);
    } finally {
      shop.app.server.off('connection', count);
    }
  });

  it('serves REST, GraphQL through its own REST API, and the web app on one port', async () => {
    const rest = await fetch(`${base}/api/currencies`);
    expect(((await rest.json()) as { payload: { code: string }[] }).payload[0]!.code).toBe('EUR');

    const graphql = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ currencies { code } }' }),
    });
    expect(((await graphql.json()) as { data: { currencies: { code: string }[] } }).data.currencies[0]!.code).toBe('EUR');

    const page = await fetch(`${base}/products/cs2/all`);
    expect(await page.text()).toContain('<title>shop</title>');
  });

  it('answers a malformed URL with the error envelope, not a bare framework error', async () => {
    const response = await fetch(`${base}/api/items/%E0`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 'ERROR', message: 'Bad request', error_code: 'BAD_REQUEST' });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers a path with ".." in the envelope, whichever plugin refuses it', async () => {
    for (const path of ['/api/../../etc/passwd', '/assets/../../package.json', '/..%2f..%2fpackage.json']) {
      const answer = await rawRequest(port, `GET ${path} HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\n\r\n`);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.body, path).toMatchObject({ status: 'ERROR', error_code: expect.stringMatching(/^(FORBIDDEN|NOT_FOUND|BAD_REQUEST)$/) });
      expect(answer.text, path).not.toMatch(/FST_|root:|"name": "skin-shop"/);
    }
  });

  it('sends the security headers on the web app, the gateway and the API', async () => {
    for (const path of ['/', '/products/all', '/graphql?query=%7Bcurrencies%7Bcode%7D%7D', '/api/currencies', '/api/nope']) {
      const { headers } = await fetch(`${base}${path}`);
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("script-src 'self';");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).not.toMatch(/unsafe-eval/);
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it("passes the browser's address and host to the REST API, not the gateway's", async () => {
    apiSaw.length = 0;
    const res = await postFrom('127.0.0.2', '{ settings { supportEmail } }', { host: 'skins.example:8443' });
    expect(JSON.parse(res.body)).toEqual({ data: { settings: { supportEmail: 'support@localhost' } } });
    expect(apiSaw).toEqual([{ url: '/api/settings', ip: '127.0.0.2', host: 'skins.example:8443' }]);
  });

  it('ignores X-Forwarded-For and X-Forwarded-Host from a peer that is not a trusted proxy', async () => {
    apiSaw.length = 0;
    const headers = { host: 'shop.example', 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'evil.example' };
    const res = await postFrom('127.0.0.2', '{ settings { supportEmail } }', headers);
    expect(JSON.parse(res.body)).toEqual({ data: { settings: { supportEmail: 'support@localhost' } } });
    expect(apiSaw).toEqual([{ url: '/api/settings', ip: '127.0.0.2', host: 'shop.example' }]);
  });
});
