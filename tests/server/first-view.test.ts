import type { DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstViewSource, type RunOperation } from '../../server/first-view';
import { GraphQLError, type ExecutionResult } from '../../gateway/graphql-runtime';
import { PAGE_ANSWERS_ID, type PageAnswers } from '../../machines/graphql-client/graphql-client';
import { readFilesBackIn } from './page-visits';
import { ListingFilterDataQuery, ListingProductsQuery } from '../../machines/catalogue/listing.queries';
import { ProductDetailQuery } from '../../machines/catalogue/product-detail.queries';
import { StartupDocument, startupVariables } from '../../machines/app/startup.request';
import { StaticPagesQuery } from '../../machines/text-page/text-page.actors';
import { aBrowserRequest, postDocument } from '../gateway/gateway-helpers';
import { startOneProcessShop, type OneProcessShop } from '../gateway/shop-fixture';

// The page goes out with its first view's answers written in (server/first-view.ts): the very
// operations the browser would send next, answered by the shop's own gateway in the visitor's name.
const INDEX_HTML = '<!doctype html><html><head><title>shop</title></head><body><div id="root"></div></body></html>';

let shop: OneProcessShop;
let base: string;

beforeAll(async () => {
  shop = await startOneProcessShop({ indexHtml: INDEX_HTML });
  base = shop.origin;
  // A new process answers its first operations slowly (code compiled on first use, empty caches), and
  // past 300 ms a page rightly goes out without them; the checks below read what a running shop sends.
  await (await fetch(`${base}/products/all`)).text();
});

afterAll(async () => {
  await shop?.close();
});

interface Page {
  html: string;
  headers: Headers;
  /** The answers as the app reads them: the fields sent as files (server/page-files.ts) fetched back in. */
  answers: PageAnswers | undefined;
  /** The answers as the page carries them. */
  sent: PageAnswers | undefined;
  /** The pictures the page's head preloads. */
  preloads: string[];
}

async function openPage(path: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await fetch(base + path, { headers });
  expect(response.status).toBe(200);
  const html = await response.text();
  const script = new RegExp(`<script type="application/json" id="${PAGE_ANSWERS_ID}">(.*?)</script>`, 's').exec(html);
  const head = html.slice(0, html.indexOf('</head>'));
  const preloads = [...head.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g)].map((match) => match[1]!);
  const sent = script ? (JSON.parse(script[1]!) as PageAnswers) : undefined;
  const answers = sent && { ...sent, answers: await Promise.all(sent.answers.map((answer) => readFilesBackIn(answer, getFile))) };
  return { html, headers: response.headers, answers, sent, preloads };
}

async function getFile(url: string): Promise<unknown> {
  const file = await fetch(base + url);
  expect(file.status, url).toBe(200);
  return file.json();
}

const operations = (page: Page) => page.answers?.answers.map((answer) => answer.operation).sort();

/** The documents the pages carry answers for, as the browser sends them (machines/). */
const DOCUMENTS: Record<string, DocumentNode> = {
  ListingFilterData: ListingFilterDataQuery,
  ListingProducts: ListingProductsQuery,
  ProductDetail: ProductDetailQuery,
  Startup: StartupDocument,
};

describe('the first view, sent with the page', () => {
  it('a listing comes with its filter data and first page, exactly what /graphql answers, and preloads its leading pictures', async () => {
    const page = await openPage('/products/all');
    expect(page.answers?.languageId).toBe(10);
    expect(operations(page)).toEqual(['ListingFilterData', 'ListingProducts', 'Startup']);
    for (const { operation, variables, data } of page.answers!.answers) {
      const asked = await postDocument(base, DOCUMENTS[operation]!, variables as Record<string, unknown>);
      expect(asked.body.errors).toBeUndefined();
      expect(data, operation).toEqual(asked.body.data);
    }
    const products = page.answers!.answers.find((answer) => answer.operation === 'ListingProducts')!.data as {
      products: { items: { imgUrl: string }[] };
    };
    expect(page.preloads).toEqual(products.products.items.slice(0, 2).map((item) => `/api/images/${item.imgUrl}`));
  });

  it("a shared listing link's query (search, filters, sort, page) is the one its answers were asked with", async () => {
    const page = await openPage('/products/cs2/all?sort=asc&page=2&price_from=1');
    const products = page.answers!.answers.find((answer) => answer.operation === 'ListingProducts')!;
    expect(products.variables).toEqual({ filter: { currency: 'EUR', sort: 'ASC', page: 2, limit: 15, category: 'CS2', priceFrom: 1 } });
    const asked = await postDocument(base, ListingProductsQuery, products.variables as Record<string, unknown>);
    expect(products.data).toEqual(asked.body.data);
  });

  it('a product comes with its details and preloads its large picture (the SVG); the home page with its carousels', async () => {
    const listing = await openPage('/products/all');
    const first = (listing.answers!.answers.find((answer) => answer.operation === 'ListingProducts')!.data as {
      products: { items: { id: string; imgUrl: string }[] };
    }).products.items[0]!;
    const product = await openPage(`/product/${first.id}`);
    expect(operations(product)).toEqual(['ProductDetail', 'Startup']);
    expect(first.imgUrl).toMatch(/^items\/\d+$/);
    expect(product.preloads).toEqual([`/api/images/${first.imgUrl}.svg`]);

    const home = await openPage('/');
    expect(operations(home)).toEqual(['AppNewArrivals', 'HomeBestSellers', 'Startup']);
    expect(home.preloads).toEqual([]);
  });

  it('a text page comes with the page list and its content', async () => {
    const { staticPages } = (await postDocument<{ staticPages: { slug: string }[] }>(base, StaticPagesQuery)).body.data!;
    const page = await openPage(`/pages/${staticPages[0]!.slug}`);
    expect(operations(page)).toEqual(['Startup', 'TextPageContent', 'TextPageList']);
  });

  it('pages without data of their own, and unknown pages, come with the start-up only', async () => {
    for (const path of ['/profile', '/checkout', '/no-such-page']) {
      const page = await openPage(path);
      expect(operations(page), path).toEqual(['Startup']);
      expect(page.preloads, path).toEqual([]);
    }
  });

  it("the start-up is asked as a visitor in the default language, and is exactly what /graphql answers", async () => {
    const page = await openPage('/profile');
    const [startup] = page.answers!.answers;
    expect(startup!.variables).toEqual(startupVariables(10));
    const asked = await postDocument(base, StartupDocument, startup!.variables as Record<string, unknown>);
    expect(startup!.data).toEqual(asked.body.data);
  });

  it('answers hostile paths with the page at once: a 6,000-character id, an encoded traversal, markup in a search', async () => {
    for (const path of [`/product/${'x'.repeat(6000)}`, '/product/1%2F..%2F..%2Fapi', '/products/all?search=%3C%2Fscript%3E', '/products/%3Cb%3E/%22']) {
      const started = performance.now();
      const page = await openPage(path);
      expect(performance.now() - started, path).toBeLessThan(1000);
      expect(page.html.match(/<\/script>/g)?.length ?? 0, path).toBeLessThanOrEqual(1);
      expect(page.preloads, path).toEqual([]);
    }
  });

  it('is answered for this visitor only with a session cookie (the same for every visitor without one), and compressed', async () => {
    for (const [cookie, cacheControl] of [[undefined, 'no-cache'], ['sid=someone', 'private, no-cache']] as const) {
      const response = await fetch(`${base}/products/all`, { headers: { 'accept-encoding': 'br', ...(cookie && { cookie }) } });
      expect(response.headers.get('cache-control')).toBe(cacheControl);
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain(PAGE_ANSWERS_ID);
    }
  });

  it("asks the REST API from the visitor's address and host, so per-client limits count the visitor", async () => {
    const { apiSaw } = shop;
    apiSaw.length = 0;
    // From loopback, a trusted proxy here, which names the browser and the host it asked for.
    await openPage('/products/all', { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'shop.example' });
    const itemCalls = apiSaw.filter((call) => call.url.startsWith('/api/items'));
    expect(itemCalls.length).toBeGreaterThan(0);
    expect(itemCalls.every((call) => call.ip === '203.0.113.9' && call.host === 'shop.example')).toBe(true);
  });

  it('writes any title into the page as data: it cannot end the script or become a replacement pattern', async () => {
    const listing = await openPage('/products/all');
    const first = (listing.answers!.answers.find((answer) => answer.operation === 'ListingProducts')!.data as {
      products: { items: { id: string }[] };
    }).products.items[0]!;
    const title = `</script><script>alert(1)</script><!-- $& $' & \u2028`;
    await shop.db.updateTable('items').set({ title }).where('id', '=', Number(first.id)).execute();
    const page = await openPage(`/product/${first.id}`);
    expect(page.html.match(/<\/script>/g)).toHaveLength(1);
    expect(page.html).not.toContain('<script>alert');
    const detail = page.answers!.answers.find((answer) => answer.operation === 'ProductDetail')!.data as { product: { product: { title: string } } };
    expect(detail.product.product.title).toBe(title);
    expect(page.html.endsWith('</script></body></html>')).toBe(true);
  });
});

describe("start-up's translations, a file of their own", () => {
  const TRANSLATIONS_FILE = /^\/page-data\/translations\.[\w-]{22}\.json$/;

  it('every page names the same file instead of carrying the texts, and preloads it as the app fetches it', async () => {
    const named = new Set<string>();
    for (const path of ['/', '/products/all', '/profile']) {
      const page = await openPage(path);
      const startup = page.sent!.answers.find((answer) => answer.operation === 'Startup')!;
      expect(startup.data, path).not.toHaveProperty('translations');
      expect(startup.files?.translations, path).toMatch(TRANSLATIONS_FILE);
      expect(page.html, path).toContain(`<link rel="preload" as="fetch" href="${startup.files!.translations}" crossorigin>`);
      named.add(startup.files!.translations!);
    }
    expect(named.size).toBe(1);
  });

  it('goes out compressed and immutable, and a revalidation gets a 304', async () => {
    const url = (await openPage('/profile')).sent!.answers[0]!.files!.translations!;
    const response = await fetch(base + url, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const texts = (await response.json()) as { key: string; text: string }[];
    expect(texts.length).toBeGreaterThan(100);
    const again = await fetch(base + url, { headers: { 'accept-encoding': 'br', 'if-none-match': response.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('a changed text is a new file; an unknown file is a 404, never the app', async () => {
    const before = (await openPage('/checkout')).sent!.answers[0]!.files!.translations!;
    await shop.db.updateTable('localizations').set({ text: 'Cart label 5e0b' }).where('key', '=', 'cart.title').where('lang_id', '=', 10).execute();
    const after = await openPage('/checkout');
    const url = after.sent!.answers[0]!.files!.translations!;
    expect(url).not.toBe(before);
    const startup = after.answers!.answers[0]!.data as { translations: { key: string; text: string }[] };
    expect(startup.translations.find((entry) => entry.key === 'cart.title')?.text).toBe('Cart label 5e0b');
    for (const unknown of ['/page-data/translations.AAAAAAAAAAAAAAAAAAAAAA.json', '/page-data/whatever', '/page-data/']) {
      const response = await fetch(base + unknown);
      expect(response.status, unknown).toBe(404);
      expect(await response.json(), unknown).toEqual({ status: 'ERROR', error_code: 'NOT_FOUND', message: 'Not found' });
    }
  });
});

describe('a first view that cannot be had', () => {
  it('is left out when it takes too long: the page goes out without it, and the browser asks itself', async () => {
    const { run, request } = await operationsThat(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { data: { settings: { imageHost: '/api/images/' } } };
    });
    const started = performance.now();
    expect(await firstViewSource(run, 50)(request, '/products/all', '')).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(250);
  });

  it('is left out when an operation answers with errors, or without data', async () => {
    for (const answer of [{ errors: [new GraphQLError('down')], data: null }, {}]) {
      const { run, request } = await operationsThat(async () => answer);
      expect(await firstViewSource(run)(request, '/product/1', ''), JSON.stringify(answer)).toBeUndefined();
    }
  });
});

/** Operations that all answer with `answer`, and a request as the page route gets it. */
async function operationsThat(answer: () => Promise<ExecutionResult>) {
  const run: RunOperation = () => answer();
  return { run, request: await aBrowserRequest() };
}
