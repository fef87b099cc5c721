import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { writeTransaction } from '../db/transaction';
import { hasQueuedJob, insertJob } from '../jobs/jobs.repository';
import type { JobHandler } from '../jobs/job-worker';
import { dayOf } from './price-history';
import { recordPriceDay } from './price-history.repository';
import type { PriceSource } from './price-source';
import { refreshReferencePrices } from './reference-prices';

export const PRICES_REFRESH_JOB = 'prices.refresh';

interface PricesPayload {
  /** The periodic refresh queues its next run; a one-off does not. */
  repeat?: boolean;
}

/** Refreshes the reference prices, then records today's lowest price of every name on sale. */
export async function refreshPrices(db: Kysely<Database>, source: PriceSource, log?: FastifyBaseLogger): Promise<{ changed: number }> {
  let changed = 0;
  try {
    changed = await refreshReferencePrices(db, source);
    log?.info({ source: source.name, changed }, 'reference prices refreshed');
  } finally {
    // The shop's own history does not wait on the market's answer.
    await recordPriceDay(db, dayOf(Date.now()));
  }
  return { changed };
}

/**
 * A periodic run logs a failure and queues the next one (a retry by the worker would start a second
 * chain of runs); a one-off fails for the worker to retry.
 */
export function pricesJobHandler(db: Kysely<Database>, source: PriceSource, intervalMinutes: number, log: FastifyBaseLogger): JobHandler {
  return async (raw) => {
    const payload = raw as PricesPayload;
    if (!payload.repeat) {
      await refreshPrices(db, source, log);
      return;
    }
    try {
      await refreshPrices(db, source, log);
    } catch (error) {
      log.error({ err: error, source: source.name }, 'reference prices not refreshed; the next run will try again');
    }
    if (intervalMinutes > 0) await writeTransaction(db, (tx) => insertJob(tx, PRICES_REFRESH_JOB, { repeat: true }, Date.now() + intervalMinutes * 60_000));
  };
}

/** Starts the periodic refresh unless one is already queued (by this or another shop process); the first runs at once. */
export async function schedulePriceRefresh(db: Kysely<Database>, intervalMinutes: number): Promise<void> {
  if (intervalMinutes <= 0) return;
  await writeTransaction(db, async (tx) => {
    if (!(await hasQueuedJob(tx, PRICES_REFRESH_JOB))) await insertJob(tx, PRICES_REFRESH_JOB, { repeat: true }, Date.now());
  });
}
