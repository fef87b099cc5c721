// `npm run bench`: seeds 100,000 items into a fresh SQLite database, starts the shop, and drives the
// same filtered, sorted, paginated items/list query through REST and through GraphQL with autocannon
// on loopback. Prints req/s, p50/p99 latency and the GraphQL/REST throughput ratio against the targets.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, startShop } from '../support/shop-process';
import { seedItems } from '../support/seed-process';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;

const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
try {
  const seedStarted = performance.now();
  await seedItems(dataDir, ITEMS);
  console.log(`seeded ${ITEMS} items in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

  const port = await freePort();
  const shop = await startShop({ dataDir, port, quiet: true });
  try {
    const base = `http://127.0.0.1:${port}`;
    const restUrl = `${base}/api/items/list?category=cs2&type=rifle&price_from=10&price_till=5000&sort=desc&page=3&limit=15&currency=USD`;
    const query = `query Bench($filter: ProductFilter!) { products(filter: $filter) { __typename
      ... on ProductPage { total items { id title imgUrl type quality category exterior
        price { amount currency } oldPrice { amount currency } } } } }`;
    const variables = { filter: { category: 'CS2', type: 'rifle', priceFrom: 10, priceTill: 5000, sort: 'DESC', page: 3, limit: 15, currency: 'USD' } };
    const graphqlBody = JSON.stringify({ query, variables });

    const check = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: graphqlBody });
    const checked = (await check.json()) as { data?: { products?: { total?: number } } };
    console.log(`query matches ${checked.data?.products?.total ?? '??'} items`);

    const rest = await load('REST    GET /api/items/list', { url: restUrl });
    const graphql = await load('GraphQL POST /graphql products', {
      url: `${base}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: graphqlBody,
    });
    const ratio = graphql.rps / rest.rps;
    console.log(`\nGraphQL/REST throughput: ${(ratio * 100).toFixed(0)}% (target >= 60%)`);
    console.log(`REST p99 ${rest.p99} ms (target < 25 ms), ${rest.rps.toFixed(0)} req/s (target >= 1500)`);
  } finally {
    await shop.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

async function load(label: string, options: autocannon.Options) {
  await autocannon({ ...options, connections: CONNECTIONS, duration: 2 }); // warm-up
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: SECONDS });
  const rps = result.requests.average;
  const non2xx = result.non2xx + result.errors;
  console.log(
    `${label.padEnd(34)} ${rps.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms` +
      (non2xx ? `  (${non2xx} failed)` : ''),
  );
  return { rps, p99: result.latency.p99 };
}
