import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { writeTransaction } from '../db/transaction';
import type { JobHandler } from '../jobs/job-worker';
import { hasQueuedJob, insertJob } from '../jobs/jobs.repository';
import { nowSeconds } from '../lib/secrets';
import { botsScreenUrl } from './bot-paused-notice';
import { isBotPaused, pauseBotForSteam } from './bot-states.repository';
import { TradeBotUnavailable, type TradeBot } from './trade-bot';

export const BOT_SESSIONS_JOB = 'bot.sessions';
/** How often each bot's sign-in is checked (and its refresh token renewed when due), busy or idle. */
export const BOT_SESSIONS_EVERY_MS = 60 * 60_000;

/**
 * Issue 44, sessions that last: each bot that signs in with a refresh token is signed in now (its token
 * renewed when fewer than its renewal days are left, the new one saved in the bots file). A bot whose
 * token Steam no longer takes (ended, refused) is paused with that reason through the shop's own pause
 * (its stock leaves the shop, its work waits, operators are e-mailed), without waiting for a send to
 * meet it. A paused bot is left alone: an operator resumes it once it is logged in again.
 */
export async function keepBotSessions(options: { db: Kysely<Database>; bots: ReadonlyMap<string, TradeBot>; log: Pick<FastifyBaseLogger, 'warn' | 'error'>; publicUrl?: string }): Promise<string[]> {
  const paused: string[] = [];
  for (const bot of options.bots.values()) {
    if (!bot.keepSession || (await isBotPaused(options.db, bot.name))) continue;
    try {
      await bot.keepSession();
    } catch (error) {
      if (!(error instanceof TradeBotUnavailable)) {
        // Steam busy or away: the next round tries again.
        options.log.warn({ bot: bot.name, err: (error as Error).message }, 'bot session check failed: trying again at the next round');
        continue;
      }
      if (await pauseBotForSteam(options.db, bot.name, error.message, nowSeconds(), options.publicUrl && botsScreenUrl(options.publicUrl))) {
        options.log.error({ bot: bot.name, err: error.message }, 'steam no longer takes the bot\'s refresh token: bot paused');
        paused.push(bot.name);
      }
    }
  }
  return paused;
}

export function botSessionsJobHandler(options: { db: Kysely<Database>; bots: ReadonlyMap<string, TradeBot>; log: FastifyBaseLogger; publicUrl?: string }): JobHandler {
  return async () => {
    try {
      await keepBotSessions(options);
    } finally {
      await writeTransaction(options.db, (tx) => insertJob(tx, BOT_SESSIONS_JOB, {}, Date.now() + BOT_SESSIONS_EVERY_MS));
    }
  };
}

/** Starts the hourly check, its first a minute after start, unless one is already queued (by this or another shop process). */
export async function scheduleBotSessions(db: Kysely<Database>): Promise<void> {
  await writeTransaction(db, async (tx) => {
    if (!(await hasQueuedJob(tx, BOT_SESSIONS_JOB))) await insertJob(tx, BOT_SESSIONS_JOB, {}, Date.now() + 60_000);
  });
}
