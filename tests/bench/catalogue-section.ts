import { load, type BenchRow } from './load';
import type { BenchContext, BenchSection } from './run';

// The listing shapes a real customer sends, the worst ones included (deep page, rare-word and
// no-match searches), through REST; then the selective query through GraphQL.
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
    const graphql = {
      url: `${baseUrl}/graphql`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: GRAPHQL_QUERY, variables: { filter: GRAPHQL_FILTER } }),
    };
    await expectOk(graphql.url, graphql);
    const row = await load('GraphQL `products`, the first shape', graphql);
    row.note = `${((row.rps / rows[0].rps) * 100).toFixed(0)}% of REST (target ≥ 60%)`;
    rows.push(row);
    return rows;
  },
};
