import type autocannon from 'autocannon';
import { documentIdOf } from '../../machines/graphql-client/graphql-client';
import { ListingProductsQuery } from '../../machines/catalogue/listing.queries';
import { load, SECONDS, type BenchRow } from './load';
import type { BenchContext, BenchSection } from './run';

// The listing shapes a real customer sends, the worst ones included (deep page, rare-word and
// no-match searches), through REST; then the selective query through GraphQL. The gateway keeps the
// catalogue's answers and revalidates them on every request (gateway/revalidation-cache.ts), so the
// same query twice costs the API a 304; the last two rows vary the price range with every request,
// through both layers, so that no answer is reused (the API's price lists, rows and page positions
// still are).
const restShapes = (items: number): [label: string, path: string][] => [
  ['cs2, rifle, price range, desc, page 3', '/api/items/list?category=cs2&type=rifle&price_from=10&price_till=5000&sort=desc&page=3&limit=15&currency=USD'],
  ['everything, page 1', '/api/items/list?page=1&limit=15'],
  ['everything, desc, page 3000', '/api/items/list?sort=desc&page=3000&limit=15'],
  ['search for a rare word (`dragon`)', '/api/items/list?search=dragon'],
  ['search for two words (`dragon lore`)', '/api/items/list?search=dragon%20lore'],
  ['search with no match (`unicorn`)', '/api/items/list?search=unicorn'],
  ['search for one letter (`q`)', '/api/items/list?search=q'],
  // Issue 45: a search written another way than the title, a misspelling (no match: a suggestion is
  // looked for) and the longest hostile query the API takes.
  ['search written another way (`ak47 redline`)', '/api/items/list?search=ak47%20redline'],
  ['misspelt search (`ak47 redlnie`)', '/api/items/list?search=ak47%20redlnie'],
  ['hostile search (100 odd characters)', `/api/items/list?search=${encodeURIComponent('a-1 %_!"*\\'.repeat(10))}`],
  // Issue 27: a trader's filters and sorts, the wide and the narrow ones, a deep page included.
  ['CS2, Factory New float preset, float ascending', '/api/items/list?category=cs2&float_from=0&float_till=0.07&sort=float_asc'],
  ['a narrow float range (0.1 to 0.1005), by price', '/api/items/list?float_from=0.1&float_till=0.1005'],
  ['biggest discount first', '/api/items/list?sort=discount'],
  ['biggest discount, page 3000', '/api/items/list?sort=discount&page=3000'],
  ['CS2 rifles, newest first', '/api/items/list?category=cs2&type=rifle&sort=newest'],
  ['float descending, page 300', '/api/items/list?sort=float_desc&page=300'],
  ['StatTrak with stickers', '/api/items/list?stattrak=1&has_stickers=1'],
  ['pattern 661', '/api/items/list?paint_seed=661'],
  ['sticker name (`katowice`)', '/api/items/list?sticker=katowice'],
  ['items/{id}/price-history, 90 days', `/api/items/${Math.max(1, Math.floor(items / 3))}/price-history?days=90`],
  ['items/filter-data', '/api/items/filter-data'],
  ['items/{id} with similar items', `/api/items/${Math.max(1, Math.floor(items / 2))}`],
];

/** The listing's own operation, sent as the browser sends it: by its document id (the gateway runs no other). */
const GRAPHQL_DOCUMENT = { documentId: documentIdOf(ListingProductsQuery), operationName: 'ListingProducts' };
const GRAPHQL_FILTER = { category: 'CS2', type: 'rifle', priceFrom: 10, priceTill: 5000, sort: 'DESC', page: 3, limit: 15, currency: 'USD' };
/**
 * Issue 46: every listing shape through GraphQL against the same shape through REST. Each filter asks
 * the API what its REST row asks (currency EUR, ascending and 15 a page are REST's defaults too).
 */
const graphqlShapes = (items: number): [label: string, restPath: string, filter: object][] => [
  ['the first shape', restShapes(items)[0][1], GRAPHQL_FILTER],
  ['everything, page 1', '/api/items/list?page=1&limit=15', { currency: 'EUR', page: 1, limit: 15 }],
  ['search for a rare word (`dragon`)', '/api/items/list?search=dragon', { currency: 'EUR', search: 'dragon' }],
];
/** More distinct price ranges than the gateway keeps answers, so every request of a row is new. */
const PRICE_STEPS = 20_000;
const priceFrom = (request: number) => (10 + (request % PRICE_STEPS) / 100).toFixed(2);

/** GraphQL's share of REST is read from this many back-to-back pairs of shorter loads. */
const PAIRS = 3;

/**
 * GraphQL's share of REST on the same query, as the median of PAIRS back-to-back pairs: this VM's
 * speed moves by ±20% within minutes, more than two rows measured a minute apart can tell apart.
 */
async function pairedShare(rest: autocannon.Options, graphql: autocannon.Options): Promise<string> {
  const seconds = Math.max(2, Math.round(SECONDS / 2));
  const shares: number[] = [];
  for (let pair = 0; pair < PAIRS; pair++) {
    const restRow = await load('', rest, seconds);
    const graphqlRow = await load('', graphql, seconds);
    shares.push(graphqlRow.rps / restRow.rps);
  }
  shares.sort((a, b) => a - b);
  const percent = (share: number) => (share * 100).toFixed(0);
  return `${percent(shares[Math.floor(PAIRS / 2)])}% of REST (median of ${PAIRS} back-to-back pairs: ${shares.map(percent).join(', ')}%)`;
}

async function expectOk(url: string, init?: RequestInit): Promise<void> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok || text.includes('"errors"')) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 300)}`);
}

/** BENCH_ROWS=search (a word of the label, `GraphQL` for the GraphQL rows) measures only those rows. */
const onlyRows = process.env.BENCH_ROWS;
const measured = (label: string) => !onlyRows || label.includes(onlyRows);

export const catalogueSection: BenchSection = {
  title: 'catalogue',
  async run({ baseUrl, items }: BenchContext) {
    const rows: BenchRow[] = [];
    for (const [label, path] of restShapes(items)) {
      if (!measured(`REST ${label}`)) continue;
      await expectOk(baseUrl + path);
      rows.push(await load(`REST ${label}`, { url: baseUrl + path }));
    }
    const graphqlBody = (filter: object) => JSON.stringify({ ...GRAPHQL_DOCUMENT, variables: { filter } });
    const graphqlOf = (filter: object) => ({
      url: `${baseUrl}/graphql`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: graphqlBody(filter),
    });
    for (const [shape, restPath, filter] of graphqlShapes(items)) {
      const label = `GraphQL \`products\`, ${shape}`;
      if (!measured(label)) continue;
      const graphql = graphqlOf(filter);
      await expectOk(graphql.url, graphql);
      const row = await load(label, graphql);
      row.note = `${await pairedShare({ url: baseUrl + restPath }, graphql)}; target ≥ 70%`;
      rows.push(row);
    }
    if (!measured('REST the first shape, a new price range each request') && !measured('GraphQL the same, a new price range each request')) return rows;
    const graphql = graphqlOf(GRAPHQL_FILTER);
    const [, firstPath] = restShapes(items)[0];

    let restRequests = 0;
    const restVaried = {
      url: baseUrl,
      requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: firstPath.replace('price_from=10', `price_from=${priceFrom(restRequests++)}`) }) }],
    };
    let graphqlRequests = 0;
    const graphqlVaried = {
      ...graphql,
      requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, body: graphqlBody({ ...GRAPHQL_FILTER, priceFrom: Number(priceFrom(graphqlRequests++)) }) }) }],
    };
    const restVariedRow = await load('REST the first shape, a new price range each request', restVaried);
    const graphqlVariedRow = await load('GraphQL the same, a new price range each request', graphqlVaried);
    graphqlVariedRow.note = `${await pairedShare(restVaried, graphqlVaried)}; no answer reused`;
    rows.push(restVariedRow, graphqlVariedRow);
    return rows;
  },
};
