import { load, type BenchRow } from './load';
import type { BenchContext, BenchSection } from './run';

// The listing shapes a real customer sends, the worst ones included (deep page, rare-word and
// no-match searches), through REST; then the selective query through GraphQL. The gateway keeps the
// catalogue's answers and revalidates them on every request (gateway/revalidation-cache.ts), so the
// same query twice costs the API a 304; the last two rows vary the price range with every request,
// so that nothing is cached anywhere, through both layers.
const restShapes = (items: number): [label: string, path: string][] => [
  ['cs2, rifle, price range, desc, page 3', '/api/items/list?category=cs2&type=rifle&price_from=10&price_till=5000&sort=desc&page=3&limit=15&currency=USD'],
  ['everything, page 1', '/api/items/list?page=1&limit=15'],
  ['everything, desc, page 3000', '/api/items/list?sort=desc&page=3000&limit=15'],
  ['search for a rare word (`dragon`)', '/api/items/list?search=dragon'],
  ['search for two words (`dragon lore`)', '/api/items/list?search=dragon%20lore'],
  ['search with no match (`unicorn`)', '/api/items/list?search=unicorn'],
  ['search for one letter (`q`)', '/api/items/list?search=q'],
  ['items/filter-data', '/api/items/filter-data'],
  ['items/{id} with similar items', `/api/items/${Math.max(1, Math.floor(items / 2))}`],
];

const GRAPHQL_QUERY = `query Bench($filter: ProductFilter!) { products(filter: $filter) { __typename
  ... on ProductPage { total items { id title imgUrl type quality category exterior
    price { amount currency } oldPrice { amount currency } } } } }`;
const GRAPHQL_FILTER = { category: 'CS2', type: 'rifle', priceFrom: 10, priceTill: 5000, sort: 'DESC', page: 3, limit: 15, currency: 'USD' };
/** More distinct price ranges than the gateway keeps answers, so every request of a row is new. */
const PRICE_STEPS = 20_000;
const priceFrom = (request: number) => (10 + (request % PRICE_STEPS) / 100).toFixed(2);

async function expectOk(url: string, init?: RequestInit): Promise<void> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok || text.includes('"errors"')) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 300)}`);
}

export const catalogueSection: BenchSection = {
  title: 'catalogue',
  async run({ baseUrl, items }: BenchContext) {
    const rows: BenchRow[] = [];
    for (const [label, path] of restShapes(items)) {
      await expectOk(baseUrl + path);
      rows.push(await load(`REST ${label}`, { url: baseUrl + path }));
    }
    const graphqlBody = (filter: object) => JSON.stringify({ query: GRAPHQL_QUERY, variables: { filter } });
    const graphql = {
      url: `${baseUrl}/graphql`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: graphqlBody(GRAPHQL_FILTER),
    };
    await expectOk(graphql.url, graphql);
    const row = await load('GraphQL `products`, the first shape', graphql);
    row.note = `${((row.rps / rows[0].rps) * 100).toFixed(0)}% of REST (target ≥ 60%)`;
    rows.push(row);

    let restRequests = 0;
    const [, firstPath] = restShapes(items)[0];
    const restVaried = await load('REST the first shape, a new price range each request', {
      url: baseUrl,
      requests: [{ setupRequest: (request) => ({ ...request, path: firstPath.replace('price_from=10', `price_from=${priceFrom(restRequests++)}`) }) }],
    });
    let graphqlRequests = 0;
    const graphqlVaried = await load('GraphQL the same, a new price range each request', {
      ...graphql,
      requests: [{ setupRequest: (request) => ({ ...request, body: graphqlBody({ ...GRAPHQL_FILTER, priceFrom: Number(priceFrom(graphqlRequests++)) }) }) }],
    });
    graphqlVaried.note = `${((graphqlVaried.rps / restVaried.rps) * 100).toFixed(0)}% of REST (nothing cached)`;
    rows.push(restVaried, graphqlVaried);
    return rows;
  },
};
