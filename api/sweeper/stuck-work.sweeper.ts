import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { writeTransaction } from '../db/transaction';
import { DELIVERY_POLL_JOB, DELIVERY_SEND_JOB } from '../deliveries/delivery-plan';
import { hasQueuedJob, insertJob } from '../jobs/jobs.repository';
import type { JobHandler } from '../jobs/job-worker';
import { SELL_TRADE_POLL_JOB, SELL_TRADE_SEND_JOB } from '../offers/sell-trades.repository';
import { isBotPaused } from '../trade/bot-states.repository';
import { findStuckWork, findWaitingWork, forgetSettledWork, hasLiveJob, lastJobFailure, markNeedsPerson, recordRequeue, type WaitingWork } from './stuck-work.repository';

export const STUCK_WORK_SWEEP_JOB = 'stuck-work.sweep';

/** How often the sweep runs, how long a change settles before its work counts as waiting, and how often one piece of work is requeued before a person is asked. */
export const SWEEP_EVERY_MS = 5 * 60_000;
export const SETTLE_SECONDS = 120;
export const MAX_REQUEUES = 3;

const JOBS: Record<WaitingWork['kind'], { key: string; send: string; poll: string }> = {
  delivery: { key: 'offerId', send: DELIVERY_SEND_JOB, poll: DELIVERY_POLL_JOB },
  'sell-trade': { key: 'tradeId', send: SELL_TRADE_SEND_JOB, poll: SELL_TRADE_POLL_JOB },
};

export interface SweepResult {
  requeued: number;
  needPerson: number;
}

/**
 * Issue 44, nothing stuck: every delivery and sell trade waiting on Steam must have a live job. One
 * whose job died after its attempts, was never queued or was lost is queued again; after MAX_REQUEUES
 * it waits for a person in the console's Today queue, with the last error as the reason. A paused
 * bot's queued work is not stuck (resuming the bot queues it).
 */
export async function sweepStuckWork(db: Kysely<Database>, log: Pick<FastifyBaseLogger, 'warn' | 'error'>, now = Date.now()): Promise<SweepResult> {
  const nowSeconds = Math.floor(now / 1000);
  const waiting = await findWaitingWork(db, nowSeconds, nowSeconds - SETTLE_SECONDS);
  const result = { requeued: 0, needPerson: 0 };
  const paused = new Map<string, boolean>();
  for (const work of waiting) {
    const jobs = JOBS[work.kind];
    const kinds = [jobs.send, jobs.poll];
    if (work.next === 'send') {
      if (!paused.has(work.bot)) paused.set(work.bot, await isBotPaused(db, work.bot));
      if (paused.get(work.bot)) continue;
    }
    if (await hasLiveJob(db, kinds, jobs.key, work.id)) continue;
    const known = await findStuckWork(db, work.kind, work.id);
    if (known?.needs_person_since != null) continue;
    const reason = (await lastJobFailure(db, kinds, jobs.key, work.id)) ?? 'no job was following it';
    if ((known?.requeues ?? 0) >= MAX_REQUEUES) {
      await markNeedsPerson(db, work.kind, work.id, reason, nowSeconds);
      log.error({ kind: work.kind, id: work.id, reason }, 'work waiting on Steam keeps losing its job: it waits for a person');
      result.needPerson += 1;
      continue;
    }
    await writeTransaction(db, async (tx) => {
      await insertJob(tx, work.next === 'send' ? jobs.send : jobs.poll, { [jobs.key]: work.id }, now);
      await recordRequeue(tx, work.kind, work.id, reason, nowSeconds);
    });
    log.warn({ kind: work.kind, id: work.id, reason }, 'work waiting on Steam had no live job: queued again');
    result.requeued += 1;
  }
  await forgetSettledWork(db, waiting);
  return result;
}

export function stuckWorkSweepHandler(db: Kysely<Database>, log: FastifyBaseLogger, nudge: () => void): JobHandler {
  return async () => {
    try {
      const { requeued } = await sweepStuckWork(db, log);
      if (requeued > 0) nudge();
    } finally {
      await writeTransaction(db, (tx) => insertJob(tx, STUCK_WORK_SWEEP_JOB, {}, Date.now() + SWEEP_EVERY_MS));
    }
  };
}

/** Starts the periodic sweep unless one is already queued (by this or another shop process). */
export async function scheduleStuckWorkSweep(db: Kysely<Database>): Promise<void> {
  await writeTransaction(db, async (tx) => {
    if (!(await hasQueuedJob(tx, STUCK_WORK_SWEEP_JOB))) await insertJob(tx, STUCK_WORK_SWEEP_JOB, {}, Date.now() + SWEEP_EVERY_MS);
  });
}
