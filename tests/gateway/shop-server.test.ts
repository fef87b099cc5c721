import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApiConfig } from '../../api/config';
import { createDatabase, type Database } from '../../api/db/database';
import { migrateToLatest } from '../../api/db/migrate';
import { seedDatabase } from '../../api/db/seed';
import { buildShopServer } from '../../gateway/shop-server';
import { freePort } from '../support/shop-process';

// The one-process shop as `npm start` assembles it: the gateway reaches the REST API in the same server.
let app: FastifyInstance;
let db: Kysely<Database>;
let base: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'shop-server-'));
  const distDir = join(dataDir, 'dist');
  mkdirSync(distDir);
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>shop</title>');
  const config = loadApiConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  ({ db } = createDatabase({ ...config, databaseUrl: undefined }));
  await migrateToLatest(db);
  await seedDatabase(db, {});
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  app = await buildShopServer({ db, config, restBaseUrl: `${base}/api`, distDir });
  await app.listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
  await db?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the one-process shop', () => {
  it('serves REST, GraphQL through its own REST API, and the web app on one port', async () => {
    const rest = await fetch(`${base}/api/currencies`);
    expect(((await rest.json()) as { payload: { code: string }[] }).payload[0]!.code).toBe('EUR');

    const graphql = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ currencies { code } }' }),
    });
    expect(((await graphql.json()) as { data: { currencies: { code: string }[] } }).data.currencies[0]!.code).toBe('EUR');

    const page = await fetch(`${base}/products/cs2/all`);
    expect(await page.text()).toContain('<title>shop</title>');
  });

  it('answers a malformed URL with the error envelope, not a bare framework error', async () => {
    const response = await fetch(`${base}/api/items/%E0`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 'ERROR', message: 'Bad request' });
  });
});
