// `npm run bench`: seeds BENCH_ITEMS (default 100,000) items into a fresh SQLite file (or a throwaway
// schema of DATABASE_URL's PostgreSQL), starts the shop, and load-tests it with autocannon beside a
// bare Fastify route (the ceiling). Prints one Markdown table: req/s, p50, p99, share of the ceiling.
// Each section adds rows; add a section (its own file) to the list below to measure something new.
import { createBenchDatabase } from './bench-database';
import { catalogueSection } from './catalogue-section';
import { ceilingSection } from './ceiling-section';
import { printFirstView } from './first-view';
import { printLongTasks } from './long-tasks';
import { printRefusedDocument } from './refused-document';
import { pagesSection } from './pages-section';
import { picturesSection } from './pictures-section';
import { CONNECTIONS, SECONDS, formatTable, type BenchRow } from './load';
import { startShop } from '../support/shop-process';
import { seedItems } from '../support/seed-process';

export interface BenchContext {
  /** The running shop, e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  items: number;
  database: 'SQLite' | 'PostgreSQL';
}

export interface BenchSection {
  title: string;
  run(context: BenchContext): Promise<BenchRow[]>;
}

/** BENCH_SECTIONS=catalogue (a comma list of titles) measures only those, after the ceiling. */
const only = process.env.BENCH_SECTIONS?.split(',').map((title) => title.trim());
const sections: BenchSection[] = [ceilingSection, ...[catalogueSection, pagesSection, picturesSection].filter((section) => !only || only.includes(section.title))];

const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const database = await createBenchDatabase();
try {
  const seedStarted = performance.now();
  await seedItems(database.dataDir, ITEMS, database.env);
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  // Thousands of requests a second from one address: the rate limits would answer most of them 429.
  // Registration signs in at once, so the pages section can sign a customer in without reading e-mail.
  const shop = await startShop({ dataDir: database.dataDir, env: { ...database.env, RATE_LIMITS: 'off', REQUIRE_EMAIL_VERIFICATION: '0' }, quiet: true });
  const rows: BenchRow[] = [];
  try {
    const context: BenchContext = { baseUrl: shop.baseUrl, items: ITEMS, database: database.name };
    for (const section of sections) rows.push(...(await section.run(context)));
    if (!only) {
      await printFirstView(shop.baseUrl);
      await printLongTasks(shop.baseUrl);
      await printRefusedDocument();
    }
  } finally {
    await shop.stop();
  }
  const ceiling = rows[0].rps;
  // A row measured against another ceiling (wrk's own, say) comes with its share.
  for (const row of rows.slice(1)) row.share ??= row.rps / ceiling;
  console.log(
    `\n${database.name}, ${ITEMS.toLocaleString('en-US')} items (seeded in ${seedSeconds.toFixed(0)} s), ` +
      `${CONNECTIONS} connections, ${SECONDS} s per row, ${new Date().toISOString().slice(0, 16)}Z\n`,
  );
  console.log(formatTable(rows));
  console.log('\nTargets: every REST row ≥ 10% of the ceiling with p99 < 50 ms (100,000 items); GraphQL ≥ 70% of REST.');
} finally {
  await database.drop();
}
