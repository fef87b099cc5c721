import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../api/db/database';
import { migrateToLatest } from '../../api/db/migrate';
import { seedDatabase } from '../../api/db/seed';
import { buildShopServer } from '../../server/shop-server';
import { createTestDatabase, type TestDatabase } from './api-harness';
import { copyrightOf, pageVisits, priceOf } from '../server/page-visits';

// In the API suite, which CI runs again on PostgreSQL (DATABASE_URL): two shops on one PostgreSQL, each with its own connection pool and its own page cache, as two
// processes behind a load balancer: a change made through one is on the next page the other serves,
// because both read the versions the database's triggers bump (no timer, no message between them).
const postgres = process.env.DATABASE_URL;
if (!postgres) console.warn('shared-pages-two-processes: skipped, set DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run it');

const INDEX_HTML = '<!doctype html><html><head><title>shop</title></head><body><div id="root"></div></body></html>';

interface ShopProcess {
  app: FastifyInstance;
  db: Kysely<Database>;
  restRequests: number;
}

describe.skipIf(!postgres)('two shop processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let a: ShopProcess;
  let b: ShopProcess;

  async function startProcess(): Promise<ShopProcess> {
    const { db } = createDatabase(database.config);
    const distDir = join(database.config.dataDir, 'dist');
    mkdirSync(distDir, { recursive: true });
    writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
    const app = await buildShopServer({ db, config: database.config, distDir });
    const shop: ShopProcess = { app, db, restRequests: 0 };
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/api/')) shop.restRequests++;
    });
    await app.ready();
    return shop;
  }

  beforeAll(async () => {
    database = await createTestDatabase({ REQUIRE_EMAIL_VERIFICATION: '0' });
    await migrateToLatest(database.db);
    await seedDatabase(database.db, {});
    a = await startProcess();
    b = await startProcess();
  });

  afterAll(async () => {
    for (const shop of [a, b]) {
      await shop?.app.close();
      await shop?.db.destroy();
    }
    await database?.destroy();
  });

  const visitsOf = (shop: () => ShopProcess) => pageVisits(() => shop().app, () => shop().restRequests);

  it('a reprice made through A is on the next page B serves', async () => {
    const throughB = visitsOf(() => b);
    const before = await throughB.keptPage('/product/42');
    await a.db.updateTable('items').set({ price: sql`price + 1234` }).where('id', '=', 42).execute();
    const after = await throughB.nextPageWithData('/product/42');
    expect(priceOf(after)).toBeCloseTo(priceOf(before) + 12.34, 2);
  });

  it('a settings change made through A is on the next page B serves', async () => {
    const throughB = visitsOf(() => b);
    await throughB.keptPage('/profile');
    await a.db.updateTable('settings').set({ value: JSON.stringify('© Two processes 5e1c') }).where('key', '=', 'copyright').execute();
    expect(copyrightOf(await throughB.nextPageWithData('/profile'))).toBe('© Two processes 5e1c');
  });

  it("a translation changed through A: the file A's next page names is served by B too, which has sent no page since", async () => {
    const throughA = visitsOf(() => a);
    await throughA.keptPage('/checkout');
    await b.db.updateTable('localizations').set({ text: 'Two processes label 0d7e' }).where('key', '=', 'cart.title').where('lang_id', '=', 10).execute();
    const page = await throughA.nextPageWithData('/checkout');
    const url = page.answers!.find((answer) => answer.operation === 'Startup')!.files!.translations!;
    const file = await b.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.json<{ key: string; text: string }[]>().find((entry) => entry.key === 'cart.title')?.text).toBe('Two processes label 0d7e');
  });

  it("a currency's new rate set through A prices B's next REST answer (kept per site version, not for a time)", async () => {
    const rateAtB = async () => {
      const response = await b.app.inject({ method: 'GET', url: '/api/currencies' });
      return (response.json() as { payload: { code: string; value: number }[] }).payload.find((currency) => currency.code === 'USD')!.value;
    };
    const before = await rateAtB();
    await a.db.updateTable('currencies').set({ value: before + 0.5 }).where('code', '=', 'USD').execute();
    expect(await rateAtB()).toBeCloseTo(before + 0.5, 6);
  });
});
