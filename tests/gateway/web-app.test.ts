import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAppPlugin } from '../../gateway/web-app';

let app: FastifyInstance;
let base: string;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'shop-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>shop</title>');
  writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  app = Fastify();
  await app.register(webAppPlugin, { distDir });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('the web app', () => {
  it.each(['/', '/products/cs2/all', '/product/12', '/pages/cookie-policy?x=1', '/no-such-route'])(
    'answers %s with index.html, not cached',
    async (path) => {
      const response = await fetch(base + path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>shop</title>');
    },
  );

  it('serves hashed assets cached for a year', async () => {
    const response = await fetch(`${base}/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves files built after it started (a rebuild needs no restart)', async () => {
    writeFileSync(join(distDir, 'assets', 'late-def456.js'), 'console.log(2)');
    const response = await fetch(`${base}/assets/late-def456.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log(2)');
  });

  it.each(['/assets/missing.js', '/favicon.ico', '/api/anything', '/graphql/x'])('answers %s with a 404, never the app', async (path) => {
    const response = await fetch(base + path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 'ERROR', message: 'Not found' });
  });

  it('answers other methods on app routes with a 404', async () => {
    const response = await fetch(`${base}/products/all`, { method: 'POST' });
    expect(response.status).toBe(404);
  });
});
