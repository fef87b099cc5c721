import type autocannon from 'autocannon';
import { load } from './load';
import type { BenchSection } from './run';

/**
 * The pages themselves: index.html as built (a page without data of its own still carries the
 * start-up), a listing with its first view and the server's render of it, and the worst case, a new
 * listing address on every request, so that no answer and no render is reused.
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
    return [
      await load('page `/profile`: start-up answers only', { url: `${baseUrl}/profile`, headers: html }),
      await load('page `/products/all`: first view and render (the same answers, render reused)', { url: `${baseUrl}/products/all`, headers: html }),
      await load('page `/products/all?price_from=…`: a new address each request (first view and render, nothing reused)', newAddress),
    ];
  },
};
