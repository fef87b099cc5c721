import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApiApp, type ApiPluginOptions } from '../../api/app';
import { loadApiConfig } from '../../api/config';
import { createDatabase, type Database } from '../../api/db/database';
import { migrateToLatest } from '../../api/db/migrate';
import { seedDatabase } from '../../api/db/seed';
import { buildGatewayApp } from '../../gateway/app';
import { buildShopServer } from '../../server/shop-server';
import { afterAll, beforeAll } from 'vitest';
import { listen } from './gateway-helpers';
import { GraphQLBrowser } from './graphql-browser';
import { Outbox } from './outbox';

export interface ShopOptions {
  /** API environment variables on top of DATA_DIR and LOG_LEVEL, e.g. { REQUIRE_EMAIL_VERIFICATION: '0' }. */
  env?: Record<string, string>;
  /** API tuning: rate-limit rules, job polling. */
  rateLimits?: ApiPluginOptions['rateLimits'];
  jobs?: ApiPluginOptions['jobs'];
  /**
   * GRAPHQL_ANY_DOCUMENT: the resolvers' tests post documents of their own, so the gateway runs text
   * unless a test asks for the browser's rule (documentId only) with false.
   */
  anyDocument?: boolean;
}

export interface Shop {
  db: Kysely<Database>;
  /** The API's DATA_DIR; without SMTP_URL its e-mails land in `${dataDir}/outbox` as .eml files. */
  dataDir: string;
  api: FastifyInstance;
  gateway: FastifyInstance;
  /** e.g. http://127.0.0.1:40123/api */
  restBase: string;
  /** Origin of the gateway; POST `${gatewayOrigin}/graphql`. */
  gatewayOrigin: string;
  /** GET one REST path (with query) directly, for comparing the gateway's answers with the API's. */
  rest<T = unknown>(path: string): Promise<{ status: number; body: T }>;
  close(): Promise<void>;
}

/** The real REST API on a fresh temp SQLite DATA_DIR and the gateway in front of it, both on free ports. */
export async function startShop(options: ShopOptions = {}): Promise<Shop> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gateway-it-'));
  const config = loadApiConfig({ ...options.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const { db } = createDatabase({ ...config, databaseUrl: undefined });
  await migrateToLatest(db);
  await seedDatabase(db, {});
  const api = await buildApiApp({ db, config, rateLimits: options.rateLimits, jobs: options.jobs });
  const restBase = `${await listen(api)}/api`;
  const gateway = await buildGatewayApp({ restBaseUrl: restBase, anyDocument: options.anyDocument ?? true });
  const gatewayOrigin = await listen(gateway);
  return {
    db,
    dataDir,
    api,
    gateway,
    restBase,
    gatewayOrigin,
    async rest<T>(path: string) {
      const res = await fetch(`${restBase}${path}`);
      return { status: res.status, body: (await res.json()) as T };
    },
    async close() {
      await gateway.close();
      await api.close();
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface OneProcessShop {
  db: Kysely<Database>;
  app: FastifyInstance;
  /** e.g. http://127.0.0.1:40123 */
  origin: string;
  /** Every /api request the REST API saw, with the address and host it saw it from. */
  apiSaw: { url: string; ip: string; host: string }[];
  close(): Promise<void>;
}

/**
 * The one-process shop as `npm start` assembles it (REST API, gateway and web app on one free port),
 * on a fresh temp SQLite DATA_DIR, with `indexHtml` as its web build (and `serverRenderFile` as the
 * server's render of its pages, if given).
 */
export async function startOneProcessShop(options: {
  indexHtml: string;
  serverRenderFile?: string;
  env?: Record<string, string>;
  /** GRAPHQL_ANY_DOCUMENT=1; off by default, as in production: the pages' own operations go by documentId. */
  anyDocument?: boolean;
}): Promise<OneProcessShop> {
  const dataDir = mkdtempSync(join(tmpdir(), 'one-process-shop-'));
  const distDir = join(dataDir, 'dist');
  mkdirSync(distDir);
  writeFileSync(join(distDir, 'index.html'), options.indexHtml);
  const config = loadApiConfig({ ...options.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const { db } = createDatabase({ ...config, databaseUrl: undefined });
  await migrateToLatest(db);
  await seedDatabase(db, {});
  const app = await buildShopServer({ db, config, distDir, serverRenderFile: options.serverRenderFile, anyDocument: options.anyDocument });
  const apiSaw: OneProcessShop['apiSaw'] = [];
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) apiSaw.push({ url: request.url, ip: request.ip, host: request.host });
  });
  const origin = await listen(app);
  return {
    db,
    app,
    origin,
    apiSaw,
    async close() {
      await app.close();
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Rate limits wide enough for a file that registers and signs in many customers. */
export const WIDE_LIMIT = { perIp: 1000, perAccount: 100, windowMs: 60_000 };

/**
 * A shop for the whole test file, started before its tests and closed after them; `browser()` is a new
 * customer's cookie jar, `outbox()` the e-mails the API wrote (no SMTP_URL).
 */
export function useShop(options: ShopOptions = {}): { shop: () => Shop; browser: () => GraphQLBrowser; outbox: () => Outbox } {
  let shop: Shop | undefined;
  beforeAll(async () => {
    shop = await startShop(options);
  });
  afterAll(async () => {
    await shop?.close();
  });
  return { shop: () => shop!, browser: () => new GraphQLBrowser(shop!.gatewayOrigin), outbox: () => new Outbox(shop!.dataDir) };
}

/** useShop where registering signs in at once (REQUIRE_EMAIL_VERIFICATION=0). */
export function useSignedUpShop(): { shop: () => Shop; browser: () => GraphQLBrowser } {
  return useShop({
    env: { REQUIRE_EMAIL_VERIFICATION: '0' },
    rateLimits: { limits: { login: WIDE_LIMIT, register: WIDE_LIMIT } },
  });
}
