import autocannon from 'autocannon';
import { CONNECTIONS, load, SECONDS, type BenchRow } from './load';
import type { BenchContext, BenchSection } from './run';

// The item pictures (api/catalogue/images.routes.ts): one kept WebP and the SVG, then the worst input,
// a new item's picture each request (more items than PICTURE_CACHE_MB keeps), alone and beside the
// listing. A picture drawn costs some 40 ms of a core; the drawing is bounded (one a spare core, a
// backlog, a request waits 250 ms at most, else the SVG), so the flood must not slow the rest of the shop.
const IMG_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'; // Chromium's for an <img>
const LISTING = '/api/items/list?page=1&limit=15';

/** Requests of a new item's picture each time, counting which were answered as WebP (drawn in time). */
function newPictureEachRequest(baseUrl: string, items: number) {
  let next = 0;
  const answers = { webp: 0, svg: 0 };
  const options: autocannon.Options = {
    url: baseUrl,
    headers: { accept: IMG_ACCEPT },
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: `/api/images/items/${1 + (next++ % items)}` }),
        onResponse: (_status, _body, _context, headers) => {
          if (String((headers as Record<string, string>)['content-type']).startsWith('image/webp')) answers.webp++;
          else answers.svg++;
        },
      },
    ],
  };
  const share = () => `${answers.webp.toLocaleString('en-US')} answered as WebP, ${answers.svg.toLocaleString('en-US')} answered as SVG`;
  return { options, share, reset: () => Object.assign(answers, { webp: 0, svg: 0 }) };
}

async function listingBeside(baseUrl: string, flood: autocannon.Options, label: string): Promise<BenchRow> {
  const half = Math.floor(CONNECTIONS / 2);
  const [listing] = await Promise.all([
    autocannon({ url: baseUrl + LISTING, connections: half, duration: SECONDS }),
    autocannon({ ...flood, connections: half, duration: SECONDS }),
  ]);
  return { label, rps: listing.requests.average, p50: listing.latency.p50, p99: listing.latency.p99, failed: listing.non2xx + listing.errors + listing.timeouts };
}

export const picturesSection: BenchSection = {
  title: 'pictures',
  async run({ baseUrl, items }: BenchContext) {
    const rows: BenchRow[] = [];
    const kept = `${baseUrl}/api/images/items/1`;
    // The first request may find the picture still being drawn (the SVG comes then): asked until it is kept.
    let type: string | null = null;
    for (let attempt = 0; attempt < 20 && type !== 'image/webp'; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      const answer = await fetch(kept, { headers: { accept: IMG_ACCEPT } });
      type = answer.headers.get('content-type');
      await answer.arrayBuffer();
    }
    if (type !== 'image/webp') throw new Error(`${kept} answered ${type}, not WebP`);
    rows.push(await load('item picture as WebP, kept', { url: kept, headers: { accept: IMG_ACCEPT } }));
    rows.push(await load('item picture as SVG (`items/{id}.svg`)', { url: `${kept}.svg` }));

    const flood = newPictureEachRequest(baseUrl, items);
    const alone = await load('a new item\'s picture each request (WebP asked)', flood.options);
    alone.note = flood.share();
    rows.push(alone);

    // The listing with half the connections while the other half asks for new pictures: as SVG (what
    // drawing nothing costs), then with WebP asked; the listing alone after, the ceiling of both.
    const half = Math.floor(CONNECTIONS / 2);
    let nextSvg = 0;
    const svgFlood: autocannon.Options = {
      url: baseUrl,
      requests: [{ setupRequest: (request) => ({ ...request, path: `/api/images/items/${1 + (nextSvg++ % items)}.svg` }) }],
    };
    const besideSvg = await listingBeside(baseUrl, svgFlood, `REST everything, page 1, ${half} connections, beside ${half} asking for new SVG pictures`);
    flood.reset();
    const besideWebp = await listingBeside(baseUrl, flood.options, `REST the same, beside ${half} asking for new pictures with WebP`);
    besideWebp.note = `pictures: ${flood.share()}`;
    const quiet = await autocannon({ url: baseUrl + LISTING, connections: half, duration: SECONDS });
    const note = `alone right after: ${Math.round(quiet.requests.average).toLocaleString('en-US')} req/s, p99 ${quiet.latency.p99} ms`;
    besideSvg.note = note;
    rows.push(besideSvg, besideWebp);
    return rows;
  },
};
