import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuild } from '../../server/web-app';
import { startOneProcessShop, type OneProcessShop } from '../gateway/shop-fixture';

// The server renders a page with data of its own from the answers it goes out with (server/page-render.ts,
// with the real build of src/server-render.tsx), so the page is there before any script runs; the
// app's scripts are only named, for /boot.js to load after the first paint.
const INDEX_HTML = [
  '<!doctype html><html><head><title>shop</title>',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/runtime-abc.js">',
  '</head><body><div id="root"><!--app--><div data-testid="preloader"></div><!--/app--></div></body></html>',
].join('');

const webBuild = {
  distDir: fileURLToPath(new URL('../../dist', import.meta.url)),
  serverRenderFile: fileURLToPath(new URL('../../dist-server/server-render.js', import.meta.url)),
};

let shop: OneProcessShop;

beforeAll(async () => {
  await ensureWebBuild(webBuild, () => undefined);
  shop = await startOneProcessShop({ indexHtml: INDEX_HTML, serverRenderFile: webBuild.serverRenderFile });
  // The first render runs cold code and may spend the renderer's whole share of time; it comes back.
  await fetch(`${shop.origin}/products/all`);
  await new Promise((resolve) => setTimeout(resolve, 1000));
});

afterAll(async () => {
  await shop?.close();
});

async function html(path: string): Promise<string> {
  const response = await fetch(shop.origin + path);
  expect(response.status).toBe(200);
  return response.text();
}

/**
 * The page once the server rendered it: one that came while the render thread's budget was spent (a
 * few renders in a row on a busy machine spend it) went out unrendered, rightly, so it is asked again.
 */
async function renderedHtml(path: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const page = await html(path);
    if (rootOf(page) !== undefined) return page;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${path} was never rendered`);
}

/** The root element's content as the server sent it, without React's text separators. */
const rootOf = (page: string) =>
  /<div id="root" data-server-rendered>([\s\S]*)<\/div><template id="rendered-page-end"><\/template><script type="application\/json"/.exec(page)?.[1]?.replace(/<!-- -->/g, '');
const cardLinks = (root: string) => [...root.matchAll(/href="(\/product\/[^"]+)"/g)].map((match) => match[1]);
const headTitle = (page: string) => /<head>[\s\S]*?<title>([^<]*)<\/title>/.exec(page)?.[1];
const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

describe("the server's render of a page", () => {
  it('writes a listing into the root, its cards and heading, and names the scripts for after the first paint', async () => {
    const page = await renderedHtml('/products/all');
    const root = rootOf(page)!;
    expect(count(root, /data-testid="product-card"/g)).toBe(15);
    expect(root).toMatch(/<h1[^>]*>Buy skins: All skins<\/h1>/);
    expect(root).not.toContain('data-testid="preloader"');
    // No script runs before the first paint but /boot.js, which finds the app's own in <meta> tags.
    expect(page).not.toContain('<script type="module" crossorigin');
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).toContain('<meta name="app-entry" content="/assets/index-abc.js"><script src="/boot.js"></script>');
    expect(page).toContain('<meta name="app-code" content="/assets/runtime-abc.js">');
    // Nothing is painted before the whole render is parsed: the head names the mark after the root.
    expect(page).toMatch(/<link rel="expect" href="#rendered-page-end" blocking="render"><\/head>/);
  });

  it("follows a shared listing link's whole address", async () => {
    const first = rootOf(await renderedHtml('/products/cs2/all?sort=asc'))!;
    const second = rootOf(await renderedHtml('/products/cs2/all?sort=asc&page=2'))!;
    expect(second).toMatch(/<h1[^>]*>Buy skins: CS2<\/h1>/);
    expect(count(second, /data-testid="product-card"/g)).toBe(15);
    expect(cardLinks(second).filter((link) => cardLinks(first).includes(link))).toEqual([]);
  });

  it('writes a product, a text page and the home page, each with its own content', async () => {
    expect(rootOf(await renderedHtml('/product/1'))).toMatch(/data-testid="product-title"[^>]*>[^<]+</);
    expect(rootOf(await renderedHtml('/pages/privacy-policy'))).toMatch(/<article[^>]*>[\s\S]*Privacy Policy/);
    const home = rootOf(await renderedHtml('/'))!;
    expect(home).toContain('data-testid="home-hero"');
    // The first game's best sellers below it (the second's are built a paint after it, the new
    // arrivals once the page is shown, spec §4).
    expect(home.match(/aria-roledescription="carousel"/g)).toHaveLength(1);
    expect(home.match(/data-testid="product-card"/g)!.length).toBeGreaterThan(2);
  });

  it('leaves the pages without data of their own to the browser: the preloader and the scripts as built', async () => {
    for (const path of ['/profile', '/checkout']) {
      const page = await html(path);
      expect(rootOf(page), path).toBeUndefined();
      expect(page, path).toContain('<div id="root"><!--app--><div data-testid="preloader"></div><!--/app--></div>');
      expect(page, path).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    }
  });

  it('renders a changed answer anew, never an older render of the page', async () => {
    const title = 'Renamed for the render test';
    const before = rootOf(await renderedHtml('/product/2'))!;
    expect(before).not.toContain(title);
    await shop.db.updateTable('items').set({ title }).where('id', '=', 2).execute();
    expect(rootOf(await renderedHtml('/product/2'))).toContain(title);
  });

  it("names the page in the document's title, as the app does, with any markup in it as text", async () => {
    expect(headTitle(await renderedHtml('/products/cs2/all?page=2'))).toBe('Buy skins: CS2 (Page 2) — Skin Shop');
    expect(headTitle(await renderedHtml('/'))).toBe('Skin Shop — CS2 and Dota 2 skins');
    await shop.db.updateTable('items').set({ title: '</title><script>alert(1)</script> & co' }).where('id', '=', 3).execute();
    const page = await renderedHtml('/product/3');
    expect(headTitle(page)).toBe('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; co — Skin Shop');
    expect(page).not.toContain('<script>alert');
  });

  it('under a flood of new addresses sends the rest unrendered for the browser to draw, and renders again once it has time', async () => {
    const flood = await Promise.all(Array.from({ length: 30 }, (_, i) => html(`/products/all?price_from=${i + 1}`)));
    const rendered = flood.filter((page) => rootOf(page) !== undefined);
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(flood.length);
    for (const page of flood.filter((page) => rootOf(page) === undefined)) expect(page).toContain('<!--app--><div data-testid="preloader"></div><!--/app-->');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const unrendered = flood.findIndex((page) => rootOf(page) === undefined);
    expect(rootOf(await html(`/products/all?price_from=${unrendered + 1}`))).toBeDefined();
  });

  it('writes markup from the address as text, at once', async () => {
    const started = performance.now();
    const page = await html('/products/all?search=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(page).not.toContain('<script>alert');
    expect(rootOf(page)).toBeDefined();
  });
});
