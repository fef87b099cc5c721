import type { FastifyPluginAsync } from 'fastify';
import { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';
import { shopMigrator } from '../db/migrate';
import { sharedReads } from '../lib/shared-reads';

/** How long one readiness check may take before it counts as failed (a database that does not answer). */
export const READINESS_CHECK_MS = 2000;
/** Migrations do not change under a running process: once current, asked again at most this often. */
const MIGRATIONS_RECHECK_MS = 60_000;

export type CheckResult = 'ok' | 'not configured' | 'unavailable' | `pending: ${string}`;

export interface Readiness {
  status: 'ready' | 'not ready';
  checks: { database: CheckResult; migrations: CheckResult; redis: CheckResult };
}

/**
 * Health for machines (issue 44), at the server's root so no rate limit applies and a load balancer can
 * ask as often as it likes: GET /healthz, the process answers (200 always); GET /readyz, whether it can
 * serve customers: the database answers, its migrations are this code's, and Redis answers when
 * REDIS_URL is set. 503 names what is wrong. Both cheap, never cached by a proxy.
 */
export const healthPlugin: FastifyPluginAsync<{ db: Kysely<Database>; config: Pick<ApiConfig, 'redisUrl'> }> = async (app, { db, config }) => {
  const readiness = createReadiness(db, config.redisUrl);
  // Asked without a rate limit: callers at once share one check (never more than one running), so a
  // flood of /readyz holds at most one of the pool's connections, never the customers'.
  const check = sharedReads(() => readiness.check());
  app.addHook('onClose', () => readiness.close());
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const answer = await check();
    return reply
      .code(answer.status === 'ready' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(answer);
  });
};

function createReadiness(db: Kysely<Database>, redisUrl: string | undefined) {
  // A connection of its own (not the rate limits'): readiness asks Redis itself, with a PING.
  const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 }) : undefined;
  redis?.on('error', () => {}); // said by the check's answer; ioredis reconnects by itself
  let migrationsCurrentAt = 0;

  async function database(): Promise<CheckResult> {
    await sql`select 1`.execute(db);
    return 'ok';
  }
  async function migrations(): Promise<CheckResult> {
    if (Date.now() - migrationsCurrentAt < MIGRATIONS_RECHECK_MS) return 'ok';
    const pending = (await (await shopMigrator(db)).getMigrations()).filter((migration) => migration.executedAt === undefined);
    if (pending.length > 0) return `pending: ${pending.map((migration) => migration.name).join(', ')}`;
    migrationsCurrentAt = Date.now();
    return 'ok';
  }
  async function redisAnswers(): Promise<CheckResult> {
    if (!redis) return 'not configured';
    if (redis.status === 'wait' || redis.status === 'end') await redis.connect().catch(() => undefined);
    return (await redis.ping()) === 'PONG' ? 'ok' : 'unavailable';
  }

  return {
    async check(): Promise<Readiness> {
      const [databaseResult, migrationsResult, redisResult] = await Promise.all([bounded(database()), bounded(migrations()), bounded(redisAnswers())]);
      const checks = { database: databaseResult, migrations: migrationsResult, redis: redisResult };
      const ready = Object.values(checks).every((result) => result === 'ok' || result === 'not configured');
      return { status: ready ? 'ready' : 'not ready', checks };
    },
    close() {
      redis?.disconnect();
    },
  };
}

/** A check's answer within READINESS_CHECK_MS; an error or no answer in time is 'unavailable'. */
function bounded(check: Promise<CheckResult>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<CheckResult>((resolve) => (timer = setTimeout(resolve, READINESS_CHECK_MS, 'unavailable')));
  return Promise.race([check.catch((): CheckResult => 'unavailable'), late]).finally(() => clearTimeout(timer));
}
