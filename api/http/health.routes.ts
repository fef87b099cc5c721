import type { FastifyPluginAsync } from 'fastify';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';
import { shopMigrator } from '../db/migrate';
import { sharedReads } from '../lib/shared-reads';
import { pingDatabase } from './health.repository';
import { allBotStates } from '../trade/bot-states.repository';
import { loadSteamBots } from '../trade/steam/steam-bots-file';
import type { TradeConfig } from '../trade/trade-config';

/** How long one readiness check may take before it counts as failed (a database that does not answer). */
export const READINESS_CHECK_MS = 2000;
/** Migrations do not change under a running process: once current, asked again at most this often. */
const MIGRATIONS_RECHECK_MS = 60_000;

export type CheckResult = 'ok' | 'not configured' | 'unavailable' | `pending: ${string}` | `none live: ${string}`;

export interface Readiness {
  status: 'ready' | 'not ready';
  checks: { database: CheckResult; migrations: CheckResult; redis: CheckResult; bots: CheckResult };
}

/**
 * Health for machines (issue 44), at the server's root so no rate limit applies and a load balancer can
 * ask as often as it likes: GET /healthz, the process answers (200 always); GET /readyz, whether it can
 * serve customers: the database answers, its migrations are this code's, Redis answers when REDIS_URL
 * is set, and with TRADE_BOT=steam at least one bot is live (not paused, its last read of Steam not an
 * error; one not yet synced counts as live). 503 names what is wrong. Both cheap, never cached by a proxy.
 */
export interface HealthOptions {
  db: Kysely<Database>;
  config: Pick<ApiConfig, 'redisUrl'> & { trade?: Pick<TradeConfig, 'bot' | 'steamBotsFile'> };
}

export const healthPlugin: FastifyPluginAsync<HealthOptions> = async (app, { db, config }) => {
  const steamBots = config.trade?.bot === 'steam' ? loadSteamBots(config.trade.steamBotsFile!).map((bot) => bot.name) : undefined;
  const readiness = createReadiness(db, config.redisUrl, steamBots);
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

function createReadiness(db: Kysely<Database>, redisUrl: string | undefined, steamBots: readonly string[] | undefined) {
  // A connection of its own (not the rate limits'): readiness asks Redis itself, with a PING.
  const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 }) : undefined;
  redis?.on('error', () => {}); // said by the check's answer; ioredis reconnects by itself
  let migrationsCurrentAt = 0;

  async function database(): Promise<CheckResult> {
    await pingDatabase(db);
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

  async function bots(): Promise<CheckResult> {
    return steamBots ? botsLive(db, steamBots) : 'not configured';
  }

  return {
    async check(): Promise<Readiness> {
      const [databaseResult, migrationsResult, redisResult, botsResult] = await Promise.all([bounded(database()), bounded(migrations()), bounded(redisAnswers()), bounded(bots())]);
      const checks = { database: databaseResult, migrations: migrationsResult, redis: redisResult, bots: botsResult };
      const ready = Object.values(checks).every((result) => result === 'ok' || result === 'not configured');
      return { status: ready ? 'ready' : 'not ready', checks };
    },
    close() {
      redis?.disconnect();
    },
  };
}

/** 'ok' when at least one of the configured bots is live; otherwise each bot with why it is not. */
export async function botsLive(db: Kysely<Database>, names: readonly string[]): Promise<CheckResult> {
  const states = await allBotStates(db);
  const why = (name: string) => {
    const state = states.get(name);
    if (state?.paused_at != null) return `paused (${state.paused_reason ?? 'no reason'})`;
    if (state?.last_error != null) return `error (${state.last_error})`;
    return null;
  };
  if (names.some((name) => why(name) === null)) return 'ok';
  return `none live: ${names.map((name) => `${name} ${why(name)}`).join('; ')}`;
}

/** A check's answer within READINESS_CHECK_MS; an error or no answer in time is 'unavailable'. */
function bounded(check: Promise<CheckResult>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<CheckResult>((resolve) => (timer = setTimeout(resolve, READINESS_CHECK_MS, 'unavailable')));
  return Promise.race([check.catch((): CheckResult => 'unavailable'), late]).finally(() => clearTimeout(timer));
}
