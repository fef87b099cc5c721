import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './api-harness';

// TRUST_PROXY: only the listed peers may say who the client is. Here that is 127.0.0.1 (the gateway
// of a one-process shop); 127.0.0.2 plays a customer connecting directly.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({
    items: 1,
    config: { trustProxy: ['127.0.0.1'] },
    prepare: (app) => app.get('/test/whoami', async (req) => ({ ip: req.ip, host: req.host, protocol: req.protocol })),
  });
});
afterAll(async () => {
  await api?.close();
});

function getFrom(localAddress: string, path: string, headers: Record<string, string>) {
  return new Promise<Record<string, unknown>>((resolve, reject) => {
    const req = request(`${api.url}${path}`, { localAddress, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk)).on('end', () => resolve(JSON.parse(body)));
    });
    req.on('error', reject).end();
  });
}

const spoofed = { host: 'shop.example', 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

describe('TRUST_PROXY', () => {
  it('ignores X-Forwarded-* from a peer that is not a trusted proxy', async () => {
    expect(await getFrom('127.0.0.2', '/test/whoami', spoofed)).toEqual({ ip: '127.0.0.2', host: 'shop.example', protocol: 'http' });
  });

  it('believes them from a trusted proxy', async () => {
    expect(await getFrom('127.0.0.1', '/test/whoami', spoofed)).toEqual({ ip: '203.0.113.9', host: 'evil.example', protocol: 'https' });
  });

  it("never names a request's host in the support address, even a trusted proxy's X-Forwarded-Host", async () => {
    for (const from of ['127.0.0.1', '127.0.0.2']) {
      const settings = await getFrom(from, '/api/settings', spoofed);
      expect((settings.payload as { support_email: string }).support_email, from).toBe('support@localhost');
    }
  });
});
