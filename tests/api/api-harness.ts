import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { buildApiApp, type ApiPluginOptions } from '../../api/app';
import { loadApiConfig, type ApiConfig } from '../../api/config';
import { defaultLimits } from '../../api/http/rate-limits';
import { createDatabase, type Database, type DialectName } from '../../api/db/database';
import { migrateToLatest } from '../../api/db/migrate';
import { seedDatabase } from '../../api/db/seed';
import type { ServerLimits } from '../../api/http/server-options';
import type { MailCatcher } from '../support/mail-catcher';

/** A fresh, empty database: a SQLite file in a temp dir, or a new schema when DATABASE_URL is set. */
export interface TestDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
  config: ApiConfig;
  destroy(): Promise<void>;
}

export async function createTestDatabase(env: Record<string, string> = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'skin-shop-api-'));
  const baseUrl = process.env.DATABASE_URL;
  let schema: string | undefined;
  let databaseUrl: string | undefined;
  if (baseUrl) {
    schema = `api_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    // Its connections carry the schema's name, so a test can drop only its own (database-outage.test.ts).
    url.searchParams.set('application_name', schema);
    databaseUrl = url.toString();
  }
  const config = loadApiConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', ...env });
  const { db, dialect } = createDatabase(config);
  return {
    db,
    dialect,
    config,
    async destroy() {
      await db.destroy();
      if (baseUrl && schema) {
        const admin = new pg.Client({ connectionString: baseUrl });
        await admin.connect();
        await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface JsonResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** The REST API on a real port (0 → a free one), over a migrated and seeded fresh database. */
export interface TestApi extends TestDatabase {
  app: FastifyInstance;
  url: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  get<T = any>(path: string, init?: RequestInit): Promise<JsonResponse<T>>;
  close(): Promise<void>;
}

/** Limits high enough for suites that sign in many times; the rate-limit suite passes real ones. */
const relaxedLimits = Object.fromEntries(
  Object.entries(defaultLimits).map(([name, rule]) => [name, { ...rule, perIp: 10_000, perAccount: 10_000 }]),
);

export interface TestApiOptions {
  items?: number;
  /** Environment variables on top of the test defaults (DATA_DIR, DATABASE_URL, LOG_LEVEL). */
  env?: Record<string, string>;
  /** Overrides of the loaded config (e.g. trustProxy, publicUrl). */
  config?: Partial<ApiConfig>;
  limits?: Partial<ServerLimits>;
  /** Job and rate-limit tuning passed to the API plugin. */
  plugin?: Pick<ApiPluginOptions, 'jobs' | 'rateLimits' | 'tradeBots'>;
  /** Called before listening, e.g. to add a route that shows what the server saw. */
  prepare?(app: FastifyInstance): void;
}

export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const database = await createTestDatabase(options.env);
  await migrateToLatest(database.db);
  await seedDatabase(database.db, { items: options.items });
  const config = { ...database.config, ...options.config };
  const app = await buildApiApp({
    db: database.db,
    config,
    limits: options.limits,
    rateLimits: { limits: relaxedLimits },
    ...options.plugin,
  });
  options.prepare?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('API did not bind a TCP port');
  const url = `http://127.0.0.1:${address.port}`;
  return {
    ...database,
    app,
    url,
    async get(path, init) {
      const response = await fetch(`${url}${path}`, init);
      const text = await response.text();
      let body: unknown = text;
      if ((response.headers.get('content-type') ?? '').includes('json')) body = JSON.parse(text);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      return { status: response.status, headers: response.headers, body: body as any };
    },
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}

/** startTestApi with `mail` as the shop's SMTP server: starts the catcher, then the API with SMTP_URL pointing at it. */
export async function startTestApiWithMail(mail: MailCatcher, options: TestApiOptions = {}): Promise<TestApi> {
  await mail.start();
  return startTestApi({ ...options, env: { SMTP_URL: mail.url, ...options.env } });
}

/** For afterAll: closes the API (if beforeAll got as far as starting it), then the mail catcher, if there is one. */
export async function stopTestApi(api: TestApi | undefined, mail?: MailCatcher): Promise<void> {
  await api?.close();
  await mail?.stop();
}
