import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { writeTransaction } from '../db/transaction';
import { insertJob } from '../jobs/jobs.repository';
import { TradeBotBusy, TradeBotPending } from './trade-bot';

/** The longest wait between two tries while Steam is busy or rate limiting. */
const MAX_BUSY_WAIT_MS = 10 * 60_000;

/**
 * Looks in a row at a trade Steam shows no final state of (TradeBotPending) before it is left to a
 * person, unless MAX_PENDING_LOOKS says otherwise: with the growing waits, some two hours; a Steam that
 * is only busy is waited for without end.
 */
export const MAX_PENDING_LOOKS = 20;

/** A trade job's payload: how many times in a row Steam was busy for it, and how many of those it answered without a final state. */
export interface BusyPayload {
  busy?: number;
  looks?: number;
}

/**
 * Runs a trade job's `work`; Steam being busy (TradeBotBusy) schedules the same job again with a growing
 * wait (Steam's Retry-After when it gave one) instead of failing it. A trade Steam keeps showing no
 * final state of (TradeBotPending) gets `giveUp` after `maxPendingLooks` looks, so that every trade
 * ends with an answer. Any other error is the job's.
 */
export function retryWhenBusy(db: Kysely<Database>, log: FastifyBaseLogger, pollSeconds: number, maxPendingLooks = MAX_PENDING_LOOKS) {
  return async <P extends BusyPayload>(kind: string, payload: P, work: () => Promise<void>, giveUp?: (reason: string) => Promise<void>): Promise<void> => {
    try {
      await work();
    } catch (error) {
      if (!(error instanceof TradeBotBusy)) throw error;
      const pending = error instanceof TradeBotPending;
      const looks = (payload.looks ?? 0) + (pending ? 1 : 0);
      if (pending && giveUp && looks >= maxPendingLooks) {
        log.error({ job: kind, payload, err: error.message }, `steam showed no final state after ${looks} looks: left to a person`);
        await giveUp(`Steam showed no final state after ${looks} looks: ${error.message}`);
        return;
      }
      const busy = (payload.busy ?? 0) + 1;
      const wait = error.retryAfterMs ?? Math.min(pollSeconds * 1000 * 2 ** busy, MAX_BUSY_WAIT_MS);
      const next = { ...payload, busy, ...(looks > 0 ? { looks } : {}) };
      log.warn({ job: kind, payload: next, retryInMs: wait, err: error.message }, 'steam busy: trying again later');
      await writeTransaction(db, (tx) => insertJob(tx, kind, next, Date.now() + wait));
    }
  };
}
