import type autocannon from 'autocannon';
import { request } from 'node:http';
import { bareRoute, bareRouteSending } from './ceiling-section';
import { load, type BenchRow } from './load';
import type { BenchSection } from './run';
import { hasWrk, wrkLoad } from './wrk';

/** A response's body as it came over the wire (fetch would decompress it), and its Content-Encoding. */
function rawBody(url: string, headers: Record<string, string>): Promise<{ body: Buffer; encoding: string }> {
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
 * The entry script once more with wrk, beside wrk's own `{hello}` ceiling and a bare route sending the
 * same bytes, each row a share of that ceiling: autocannon takes in ~75 MB/s whoever sends, so its rows
 * for a 160 KB file measure autocannon. Without wrk installed the bench says so and goes on.
 */
async function entryScriptByWrk(url: string, headers: Record<string, string>, script: { body: Buffer; encoding: string }): Promise<BenchRow[]> {
  if (!(await hasWrk())) {
    console.log('wrk is not installed (Debian: apt-get install wrk): the entry script is measured with autocannon only.');
    return [];
  }
  const ceiling = await bareRoute('wrk: bare Fastify route `{hello: "world"}` (wrk\'s ceiling for the next two rows)', [], wrkLoad);
  const rows = [
    ceiling,
    withSize(await wrkLoad('wrk: the app\'s entry script, brotli, from memory', url, headers)),
    await bareRouteSending(`wrk: a bare Fastify route sending the same ${kilobytes(script.body.length)}`, script.body, script.encoding, wrkLoad),
  ];
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
      requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: `/products/all?price_from=${(1 + (requests++ % 100_000) / 100).toFixed(2)}` }) }],
    };
    // The entry script the pages load (index.html names it; a rendered page names it for /boot.js), as a browser asks for it.
    const entry = /(?:<script type="module"[^>]*src|<meta name="app-entry" content)="(\/assets\/[^"]+\.js)"/.exec(await (await fetch(`${baseUrl}/`)).text())?.[1];
    if (!entry) throw new Error('no entry script in the home page');
    const page = async (path: string, what: string) => withSize(await load(`page \`${path}\`: ${what}`, { url: baseUrl + path, headers: html }));
    const signedIn = { ...html, cookie: await signedInCookie(baseUrl) };
    // The same bytes from a bare route: how fast any server sends them to this load generator.
    const script = await rawBody(baseUrl + entry, html);
    const home = await rawBody(`${baseUrl}/`, html);
    return [
      withSize(await load(`the app's entry script (${entry}), brotli, from memory`, { url: baseUrl + entry, headers: html })),
      await bareRouteSending(`for comparison: a bare Fastify route sending the entry script's ${kilobytes(script.body.length)} of brotli`, script.body, script.encoding),
      ...(await entryScriptByWrk(baseUrl + entry, html, script)),
      await page('/', 'home, first view and render'),
      await bareRouteSending(`for comparison: a bare Fastify route sending the home page's ${kilobytes(home.body.length)} of brotli`, home.body, home.encoding),
      await page('/products/all', 'listing, first view and render'),
      await page('/product/42', 'product, first view and render'),
      await page('/pages/privacy-policy', 'text page, first view and render'),
      await page('/profile', 'signed out, start-up answers only'),
      withSize(await load('page `/profile`: signed in (the page every signed-in customer shares)', { url: `${baseUrl}/profile`, headers: signedIn })),
      await load('page `/products/all?price_from=…`: a new address each request (first view and render, nothing reused)', newAddress),
    ];
  },
};
