// Issue 40: a page opened while the database is away is an HTML page that says so and asks again by
// itself (Retry-After and a refresh), never the API's JSON; any other failure stays the generic 500.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAppPlugin } from '../../server/web-app';

let app: FastifyInstance;
let base: string;
let distDir: string;
let failure: Error;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'shop-dist-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>shop</title>');
  app = Fastify();
  // The first view reads the database: here it fails as pg does when the server ends the connection.
  await app.register(webAppPlugin, { distDir, firstView: () => Promise.reject(failure) });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('a page while the database is away', () => {
  it.each(['/', '/products/all?sort=price', '/product/7', '/profile'])('%s: 503, an HTML page that tries again by itself', async (path) => {
    failure = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    const response = await fetch(base + path);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<h1>Back in a moment</h1>');
    expect(html).toContain('<meta http-equiv="refresh" content="5">');
    expect(html).not.toMatch(/<script/i);
  });

  it('any other failure of a page stays the generic 500', async () => {
    failure = new Error('a bug');
    const response = await fetch(`${base}/products/all`);
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error_code: 'INTERNAL_ERROR' });
  });
});
