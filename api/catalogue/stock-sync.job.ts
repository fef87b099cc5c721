import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { writeTransaction } from '../db/transaction';
import { hasQueuedJob, insertJob } from '../jobs/jobs.repository';
import type { JobHandler } from '../jobs/job-worker';
import type { TradeBot } from '../trade/trade-bot';
import { syncBotStock, unlistOtherBots } from './stock-sync';

export const STOCK_SYNC_JOB = 'stock.sync';

interface StockSyncPayload {
  /** One bot (after a reversal gave it an asset back); all bots when left out. */
  bot?: string;
  /** The periodic sync queues its next run; a one-off does not. */
  repeat?: boolean;
}

/** Queues a sync of one bot (or all) in the caller's transaction. */
export const queueStockSync = (tx: Kysely<Database>, payload: StockSyncPayload, runAt = Date.now()) => insertJob(tx, STOCK_SYNC_JOB, payload, runAt);

export function stockSyncJobHandler(db: Kysely<Database>, bots: ReadonlyMap<string, TradeBot>, intervalMinutes: number, log: FastifyBaseLogger): JobHandler {
  return async (raw) => {
    const payload = raw as StockSyncPayload;
    try {
      if (payload.bot === undefined && bots.size > 0) {
        const unlisted = await unlistOtherBots(db, [...bots.keys()]);
        if (unlisted > 0) log.info({ unlisted }, 'items of bots the shop no longer runs taken off sale');
      }
      for (const bot of bots.values()) {
        if (payload.bot !== undefined && payload.bot !== bot.name) continue;
        const result = await syncBotStock(db, bot);
        log.info({ ...result, unpriced: result.unpriced.length }, 'stock synced with the bot');
      }
    } finally {
      if (payload.repeat && intervalMinutes > 0) await writeTransaction(db, (tx) => queueStockSync(tx, { repeat: true }, Date.now() + intervalMinutes * 60_000));
    }
  };
}

/** Starts the periodic sync unless one is already queued (by this or another shop process). */
export async function scheduleStockSync(db: Kysely<Database>, intervalMinutes: number): Promise<void> {
  if (intervalMinutes <= 0) return;
  await writeTransaction(db, async (tx) => {
    if (!(await hasQueuedJob(tx, STOCK_SYNC_JOB, '%"repeat":true%'))) await queueStockSync(tx, { repeat: true }, Date.now() + intervalMinutes * 60_000);
  });
}
