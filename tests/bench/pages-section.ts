import type autocannon from 'autocannon';
import { request } from 'node:http';
import { bareRoute, bareRouteSending } from './ceiling-section';
import { load, type BenchRow } from './load';
import type { BenchSection } from './run';
import { hasWrk, wrkLoad, wrkLoadNewPaths } from './wrk';

/** A response's body as it came over the wire (fetch would decompress it), and its Content-Encoding. */
interface RawBody {
  body: Buffer;
  encoding: string;
}

function rawBody(url: string, headers: Record<string, string>): Promise<RawBody> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ body: Buffer.concat(chunks), encoding: String(response.headers['content-encoding'] ?? 'identity') }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/**
 * The listing at a new address each request, and the REST request its first view makes for the same
 * query (the listing's defaults: EUR, ascending, page 1 of 15), priced from 1.00 up by a cent a request.
 */
const NEW_LISTING_PAGE = '/products/all?price_from=';
const NEW_LISTING_REST = '/api/items/list?currency=EUR&sort=asc&page=1&limit=15&price_from=';
const newPrice = (request: number) => (1 + (request % 100_000) / 100).toFixed(2);

/** Issue 46: a new listing address ≥ 10% of items/list for the same query, p99 < 250 ms. */
function newAddressNote(page: BenchRow, rest: BenchRow): string {
  return `${((page.rps / rest.rps) * 100).toFixed(1)}% of items/list for the same query (target ≥ 10%, p99 < 250 ms)`;
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** The row, noting how many bytes each answer carried (headers included) as the load generator counted them. */
function withSize(row: BenchRow): BenchRow {
  return row.bytesPerAnswer ? { ...row, note: `${kilobytes(row.bytesPerAnswer)} an answer` } : row;
}

/** A customer registered through the REST API (the bench shop signs up at once: REQUIRE_EMAIL_VERIFICATION=0); their session cookie. */
async function signedInCookie(baseUrl: string): Promise<string> {
  const password = 'Bench-pass-1234';
  const response = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench', surname: 'Customer', email: `bench.${Date.now()}@example.com`, phone: '+49 151 23456789', password, passConfirm: password, lang_id: 10, currency: 'EUR' }),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('sid='))?.split(';')[0];
  if (response.status !== 200 || !cookie) throw new Error(`register answered ${response.status}: ${await response.text()}`);
  return cookie;
}

/**
 * The big answers once more with wrk, beside wrk's own `{hello}` ceiling, each row a share of that
 * ceiling: autocannon takes in ~70 MB/s whoever sends (its rows for a 160 KB file, and on some hosts
 * for a 13 KB page, measure autocannon). The entry script and the home page each come with a bare route
 * sending their very bytes; the listing is the other page of that size. Without wrk installed the bench
 * says so and goes on.
 */
async function bigAnswersByWrk(baseUrl: string, entry: string, headers: Record<string, string>, script: RawBody, home: RawBody): Promise<BenchRow[]> {
  if (!(await hasWrk())) {
    console.log('wrk is not installed (Debian: apt-get install wrk): the entry script and the pages are measured with autocannon only.');
    return [];
  }
  const ceiling = await bareRoute('wrk: bare Fastify route `{hello: "world"}` (wrk\'s ceiling for the rows marked wrk)', [], wrkLoad);
  const rows = [
    ceiling,
    withSize(await wrkLoad('wrk: the app\'s entry script, brotli, from memory', baseUrl + entry, headers)),
    await bareRouteSending(`wrk: a bare Fastify route sending the same ${kilobytes(script.body.length)}`, script.body, script.encoding, wrkLoad),
    withSize(await wrkLoad('wrk: page `/`', `${baseUrl}/`, headers)),
    await bareRouteSending(`wrk: a bare Fastify route sending the home page's ${kilobytes(home.body.length)}`, home.body, home.encoding, wrkLoad),
    withSize(await wrkLoad('wrk: page `/products/all`', `${baseUrl}/products/all`, headers)),
  ];
  // Each row's addresses apart from the other rows' (cents above 1.00), so that none is reused.
  const restRow = await wrkLoadNewPaths('wrk: `items/list` for the same query, a new price each request', baseUrl, { prefix: NEW_LISTING_REST, first: 75_000 });
  const pageRow = await wrkLoadNewPaths('wrk: page `/products/all?price_from=…`: a new address each request', baseUrl, { prefix: NEW_LISTING_PAGE, first: 60_000 }, headers);
  rows.push(restRow, { ...pageRow, note: newAddressNote(pageRow, restRow) });
  return rows.map((row) => ({ ...row, share: row.rps / ceiling.rps }));
}

/**
 * The pages themselves, as a browser asks for them (brotli): the anonymous pages every visitor shares
 * (served whole from memory while nothing they show changes), the worst case, a new listing address on
 * every request, so that no answer and no render is reused, and the page signed-in customers share.
 */
export const pagesSection: BenchSection = {
  title: 'pages',
  async run({ baseUrl }) {
    const html = { 'accept-encoding': 'br' };
    let requests = 0;
    const newAddress = {
      url: baseUrl,
      headers: html,
      requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: NEW_LISTING_PAGE + newPrice(requests++) }) }],
    };
    let restRequests = 30_000;
    const sameQueryByRest = {
      url: baseUrl,
      requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: NEW_LISTING_REST + newPrice(restRequests++) }) }],
    };
    // The entry script the pages load (index.html names it; a rendered page names it for /boot.js), as a browser asks for it.
    const entry = /(?:<script type="module"[^>]*src|<meta name="app-entry" content)="(\/assets\/[^"]+\.js)"/.exec(await (await fetch(`${baseUrl}/`)).text())?.[1];
    if (!entry) throw new Error('no entry script in the home page');
    const page = async (path: string, what: string) => withSize(await load(`page \`${path}\`: ${what}`, { url: baseUrl + path, headers: html }));
    const signedIn = { ...html, cookie: await signedInCookie(baseUrl) };
    // The same bytes from a bare route: how fast any server sends them to this load generator.
    const script = await rawBody(baseUrl + entry, html);
    const home = await rawBody(`${baseUrl}/`, html);
    const newAddressRows = async () => {
      const rest = await load('`items/list` for the same query as the next row, a new price each request', sameQueryByRest);
      const page = await load('page `/products/all?price_from=…`: a new address each request (first view and render, nothing reused)', newAddress);
      return [rest, { ...page, note: newAddressNote(page, rest) }];
    };
    return [
      withSize(await load(`the app's entry script (${entry}), brotli, from memory`, { url: baseUrl + entry, headers: html })),
      await bareRouteSending(`for comparison: a bare Fastify route sending the entry script's ${kilobytes(script.body.length)} of brotli`, script.body, script.encoding),
      await page('/', 'home, first view and render'),
      await bareRouteSending(`for comparison: a bare Fastify route sending the home page's ${kilobytes(home.body.length)} of brotli`, home.body, home.encoding),
      await page('/products/all', 'listing, first view and render'),
      await page('/product/42', 'product, first view and render'),
      await page('/pages/privacy-policy', 'text page, first view and render'),
      await page('/profile', 'signed out, start-up answers only'),
      withSize(await load('page `/profile`: signed in (the page every signed-in customer shares)', { url: `${baseUrl}/profile`, headers: signedIn })),
      ...(await newAddressRows()),
      ...(await bigAnswersByWrk(baseUrl, entry, html, script, home)),
    ];
  },
};
