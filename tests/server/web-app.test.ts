import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAppPlugin } from '../../server/web-app';
import { precompressDir } from '../../vite.precompress';

// Big enough for the build step to precompress (it skips files under 1 KB).
const INDEX_HTML = `<!doctype html><title>shop</title><!-- ${'padding '.repeat(200)} -->`;
const APP_JS = `export const items = [${Array.from({ length: 400 }, (_, i) => `'item-${i}'`).join(',')}];`;
const BOOT_JS = `(() => {\n${'  void 0;\n'.repeat(150)}})();\n`;
const FAVICON_ICO = Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0]);
const APP_CSS = Array.from({ length: 200 }, (_, i) => `.c${i} { margin: ${i}px; }`).join('\n');

let app: FastifyInstance;
let base: string;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'shop-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(distDir, 'assets', 'app-0f0f0f.js'), APP_JS);
  writeFileSync(join(distDir, 'assets', 'app-0f0f0f.css'), APP_CSS);
  writeFileSync(join(distDir, 'assets', 'logo-1a2b3c.png'), Buffer.alloc(4096, 7));
  writeFileSync(join(distDir, 'robots.txt'), 'User-agent: *\n'.repeat(100));
  writeFileSync(join(distDir, 'boot.js'), BOOT_JS);
  writeFileSync(join(distDir, 'favicon.ico'), FAVICON_ICO);
  precompressDir(distDir);
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

  it("answers a page's path with the app even when the build holds a file of that name (a page is never looked up on disk)", async () => {
    writeFileSync(join(distDir, 'checkout'), 'not a page');
    const response = await fetch(`${base}/checkout`);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<title>shop</title>');
  });

  it('serves /boot.js, which every rendered page waits for, kept for ten minutes, compressed or not', async () => {
    for (const encoding of ['identity', 'br']) {
      const response = await fetch(`${base}/boot.js`, { headers: { 'accept-encoding': encoding } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding') ?? 'identity').toBe(encoding);
      expect(response.headers.get('cache-control'), encoding).toBe('public, max-age=600');
      expect(await response.text()).toBe(BOOT_JS);
    }
  });

  it('serves /favicon.ico, asked for by every page, as an icon kept for a day', async () => {
    const response = await fetch(`${base}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(FAVICON_ICO);
  });

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

  it.each(['/assets/missing.js', '/missing-icon.ico', '/api/anything', '/graphql/x'])('answers %s with a 404, never the app', async (path) => {
    const response = await fetch(base + path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 'ERROR', error_code: 'NOT_FOUND', message: 'Not found' });
  });

  it("names the page's own code in a Link header, as the build wrote it, and follows a rebuild", async () => {
    const pageLinks = join(distDir, '.vite', 'page-links.json');
    const write = (script: string, at: number) => {
      mkdirSync(join(distDir, '.vite'), { recursive: true });
      const page = { pattern: '^\\/products(\\/[^/]+){0,2}\\/?$', flags: 'i', scripts: [script], styles: ['/assets/listing.css'] };
      writeFileSync(pageLinks, JSON.stringify([page]));
      utimesSync(pageLinks, at, at);
    };
    const styles = '</assets/listing.css>; rel=preload; as=style; crossorigin';
    try {
      write('/assets/listing-1.js', 1_000);
      expect((await fetch(`${base}/products/CS2/all?sort=asc`)).headers.get('link')).toBe(`</assets/listing-1.js>; rel=modulepreload; crossorigin, ${styles}`);
      expect((await fetch(`${base}/product/12`)).headers.get('link')).toBeNull();
      write('/assets/listing-2.js', 2_000);
      expect((await fetch(`${base}/products/all`)).headers.get('link')).toBe(`</assets/listing-2.js>; rel=modulepreload; crossorigin, ${styles}`);
    } finally {
      rmSync(join(distDir, '.vite'), { recursive: true, force: true });
    }
    expect((await fetch(`${base}/products/all`)).headers.get('link')).toBeNull();
  });

  it.each(['/', '/products/cs2/all', '/product/12'])('answers HEAD of %s as GET, without the body (a link checker, an uptime monitor)', async (path) => {
    const got = await fetch(base + path);
    const head = await fetch(base + path, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe(got.headers.get('content-type'));
    expect(head.headers.get('cache-control')).toBe(got.headers.get('cache-control'));
    expect(await head.text()).toBe('');
  });

  it('answers other methods on app routes with a 404', async () => {
    const response = await fetch(`${base}/products/all`, { method: 'POST' });
    expect(response.status).toBe(404);
  });
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET that shows the bytes as sent (fetch would decompress them and pick its own Accept-Encoding). */
function rawGet(path: string, acceptEncoding?: string, extra: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...extra };
    get(base + path, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

const decode = (answer: RawAnswer) =>
  answer.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(answer.body).toString()
    : answer.headers['content-encoding'] === 'gzip'
      ? gunzipSync(answer.body).toString()
      : answer.body.toString();

describe('compression and caching of the built files', () => {
  const files = [
    { path: '/assets/app-0f0f0f.js', type: 'javascript', content: APP_JS },
    { path: '/assets/app-0f0f0f.css', type: 'text/css', content: APP_CSS },
  ];

  it.each(files)('sends $path as brotli to a browser that accepts it', async ({ path, type, content }) => {
    const answer = await rawGet(path, 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toContain(type);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body.length).toBeLessThan(content.length / 2);
    expect(decode(answer)).toBe(content);
  });

  it.each(files)('sends $path as gzip when brotli is not accepted', async ({ path, type, content }) => {
    const answer = await rawGet(path, 'gzip, deflate');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toContain(type);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(answer)).toBe(content);
  });

  it.each(files)('sends $path as it is without Accept-Encoding, still saying the answer varies', async ({ path, content }) => {
    const answer = await rawGet(path);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(answer.body.toString()).toBe(content);
  });

  it('honours a refusal of brotli (br;q=0)', async () => {
    const answer = await rawGet('/assets/app-0f0f0f.js', 'br;q=0, gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
  });

  it.each(['/', '/products/cs2/all', '/product/12'])('sends index.html for %s compressed and never cached', async (path) => {
    const br = await rawGet(path, 'br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('text/html');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(decode(br)).toBe(INDEX_HTML);
    const gzip = await rawGet(path, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode(gzip)).toBe(INDEX_HTML);
  });

  it('keeps unhashed files outside assets/ revalidated (no-cache), compressed too', async () => {
    const answer = await rawGet('/robots.txt', 'br');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['content-encoding']).toBe('br');
  });

  it('sends images as they are (already compressed), cached forever, without Vary', async () => {
    const answer = await rawGet('/assets/logo-1a2b3c.png', 'gzip, br');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['vary']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body.length).toBe(4096);
  });

  it('sends a small file that the build left uncompressed as it is', async () => {
    const answer = await rawGet('/assets/index-abc123.js', 'br');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe('console.log(1)');
  });
});

describe('hashed files from memory (issue 28)', () => {
  it('answers a revalidation with a 304 and the same validator, one per encoding', async () => {
    const br = await rawGet('/assets/app-0f0f0f.js', 'br');
    const gzip = await rawGet('/assets/app-0f0f0f.js', 'gzip');
    const plain = await rawGet('/assets/app-0f0f0f.js');
    const tags = [br, gzip, plain].map((answer) => answer.headers.etag);
    expect(new Set(tags).size).toBe(3);
    for (const [answer, encoding] of [[br, 'br'], [gzip, 'gzip'], [plain, undefined]] as const) {
      const again = await rawGet('/assets/app-0f0f0f.js', encoding, { 'if-none-match': answer.headers.etag as string });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(answer.headers.etag);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // Another encoding's validator is not this answer's.
    expect((await rawGet('/assets/app-0f0f0f.js', 'br', { 'if-none-match': gzip.headers.etag as string })).status).toBe(200);
  });

  it('keeps a file it has read: the same name answers the same bytes after the file changed on disk', async () => {
    writeFileSync(join(distDir, 'assets', 'kept-aaa111.js'), 'console.log("first")');
    expect((await rawGet('/assets/kept-aaa111.js')).body.toString()).toBe('console.log("first")');
    writeFileSync(join(distDir, 'assets', 'kept-aaa111.js'), 'console.log("second")');
    expect((await rawGet('/assets/kept-aaa111.js')).body.toString()).toBe('console.log("first")');
  });

  it.each(['/assets/app-0f0f0f.js.br', '/assets/sub/app.js', '/assets/', '/assets/.hidden'])('answers %s with a 404', async (path) => {
    const answer = await rawGet(path, 'br');
    expect(answer.status).toBe(404);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await fetch(`${base}/assets/app-0f0f0f.css`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+-br"$/);
    expect(await response.text()).toBe('');
  });
});
