import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { writeTransaction } from '../db/transaction';
import { insertJob } from '../jobs/jobs.repository';
import { TradeBotBusy } from './trade-bot';

/** The longest wait between two tries while Steam is busy or rate limiting. */
const MAX_BUSY_WAIT_MS = 10 * 60_000;

/** A trade job's payload: how many times in a row Steam was busy for it. */
export interface BusyPayload {
  busy?: number;
}

/**
 * Runs a trade job's `work`; Steam being busy (TradeBotBusy) schedules the same job again with a growing
 * wait (Steam's Retry-After when it gave one) instead of failing it. Any other error is the job's.
 */
export function retryWhenBusy(db: Kysely<Database>, log: FastifyBaseLogger, pollSeconds: number) {
  return async <P extends BusyPayload>(kind: string, payload: P, work: () => Promise<void>): Promise<void> => {
    try {
      await work();
    } catch (error) {
      if (!(error instanceof TradeBotBusy)) throw error;
      const busy = (payload.busy ?? 0) + 1;
      const wait = error.retryAfterMs ?? Math.min(pollSeconds * 1000 * 2 ** busy, MAX_BUSY_WAIT_MS);
      const next = { ...payload, busy };
      log.warn({ job: kind, payload: next, retryInMs: wait, err: error.message }, 'steam busy: trying again later');
      await writeTransaction(db, (tx) => insertJob(tx, kind, next, Date.now() + wait));
    }
  };
}
