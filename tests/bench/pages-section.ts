import type autocannon from 'autocannon';
import { load } from './load';
import type { BenchSection } from './run';

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
 * The pages themselves, as a browser asks for them (brotli): the anonymous pages every visitor shares
 * (served whole from memory while nothing they show changes), the worst case, a new listing address on
 * every request, so that no answer and no render is reused, and a page answered for one signed-in customer.
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
    const page = (path: string, what: string) => load(`page \`${path}\`: ${what}`, { url: baseUrl + path, headers: html });
    const signedIn = { ...html, cookie: await signedInCookie(baseUrl) };
    return [
      await load(`the app's entry script (${entry}), brotli, from memory`, { url: baseUrl + entry, headers: html }),
      await page('/', 'home, first view and render'),
      await page('/products/all', 'listing, first view and render'),
      await page('/product/42', 'product, first view and render'),
      await page('/pages/privacy-policy', 'text page, first view and render'),
      await page('/profile', 'signed out, start-up answers only'),
      await load('page `/profile`: signed in (answered for the customer, never shared)', { url: `${baseUrl}/profile`, headers: signedIn }),
      await load('page `/products/all?price_from=…`: a new address each request (first view and render, nothing reused)', newAddress),
    ];
  },
};
