import { randomBytes } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { isDatabaseBusy, isDatabaseUnavailable } from '../db/database-unavailable';
import { claimJob, completeJob, failJob, findDueJobIds, purgeFinishedJobs, releaseJob } from './jobs.repository';

/** Runs one job; throwing schedules a retry with backoff. */
/** `job.id` is stable across retries, so a handler can make its effect happen once (an e-mail's Message-ID). */
export type JobHandler = (payload: unknown, job: { id: number }) => Promise<void>;

export interface JobWorkerOptions {
  db: Kysely<Database>;
  handlers: Record<string, JobHandler>;
  log: FastifyBaseLogger;
  /** How often the queue is polled when idle (other processes may queue jobs too). */
  pollIntervalMs?: number;
  /** First retry delay; doubled per attempt up to maxRetryDelayMs. */
  retryBaseMs?: number;
  maxRetryDelayMs?: number;
  maxAttempts?: number;
  /** How long a claimed job stays with this worker before another may take it over. */
  leaseMs?: number;
  /**
   * How long a finished job's row (done, or failed for good) is kept (its payload is cleared at once);
   * the worker sweeps older ones hourly (JOBS_KEEP_DAYS).
   */
  keepFinishedMs?: number;
  /** Rows deleted by one statement of the sweep. */
  purgeBatch?: number;
}

const PURGE_EVERY_MS = 60 * 60_000;
/** While the database is away the queue is looked at this often at most (the first retries sooner). */
const MAX_PAUSED_POLL_MS = 5000;
const PURGE_BATCH = 1000;
/** Batches of the sweep in one pass over the queue: a backlog of old rows is swept over several passes, between jobs. */
const PURGE_BATCHES_PER_PASS = 10;

export interface JobWorker {
  start(): void;
  /** Look at the queue now (after a commit that queued a job) instead of at the next poll. */
  nudge(): void;
  /** Stops polling and waits for the job in hand. */
  stop(): Promise<void>;
}

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, handlers, log } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const retryBaseMs = options.retryBaseMs ?? 2000;
  const maxRetryDelayMs = options.maxRetryDelayMs ?? 10 * 60_000;
  const maxAttempts = options.maxAttempts ?? 12;
  const leaseMs = options.leaseMs ?? 60_000;
  const keepFinishedMs = options.keepFinishedMs ?? 14 * 24 * 60 * 60_000;
  const purgeBatch = options.purgeBatch ?? PURGE_BATCH;
  let purgedAt = 0;
  /** The sweep's cutoff while a backlog is being swept over several passes. */
  let purgeBefore: number | undefined;
  const workerId = randomBytes(8).toString('hex');
  // Only jobs this worker can run: processes with other handlers leave the rest alone.
  const kinds = Object.keys(handlers);

  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;
  let again = false;
  /** Since when the database has been away (0: it answers); the queue waits for it and says so once. */
  let pausedSince = 0;
  let pausedPolls = 0;
  /**
   * The last write of each job in hand when the database went away (its completion, its failure, or
   * handing it back), written as soon as the database answers instead of leaving the job to its lease.
   */
  const unfinished = new Map<number, () => Promise<void>>();

  async function runOne(id: number): Promise<void> {
    // A claim cut short may have been written before its answer was lost: hand it back (a no-op if not).
    const handBack = () => releaseJob(db, id, workerId, Date.now());
    const job = await claimJob(db, id, workerId, Date.now(), leaseMs).catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) unfinished.set(id, handBack);
      throw error;
    });
    if (!job) return; // another worker took it
    const handler = handlers[job.kind];
    let lastWrite: () => Promise<void>;
    let outage: unknown;
    try {
      if (!handler) throw new Error(`no handler for job kind "${job.kind}"`);
      await handler(JSON.parse(job.payload), { id: job.id });
      lastWrite = () => completeJob(db, job.id, workerId, Date.now());
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        lastWrite = handBack; // the outage cut the run short: the attempt does not count
        outage = error;
      } else {
        const message = error instanceof Error ? error.message : String(error);
        const retry = job.attempts < maxAttempts;
        const delay = Math.min(retryBaseMs * 2 ** (job.attempts - 1), maxRetryDelayMs);
        const failedAt = Date.now();
        lastWrite = () => failJob(db, job.id, workerId, message.slice(0, 500), retry ? failedAt + delay : undefined, failedAt);
        log.warn({ job: job.id, kind: job.kind, attempt: job.attempts, retryInMs: retry ? delay : null, err: message }, 'job failed');
      }
    }
    try {
      await lastWrite();
    } catch (error) {
      if (isDatabaseUnavailable(error)) unfinished.set(job.id, lastWrite);
      throw error; // the pass ends here: the queue pauses until the database answers
    }
    if (outage) throw outage; // handed back, and the queue pauses all the same
  }

  /**
   * Finished jobs older than keepFinishedMs, swept at most once an hour (the first pass included), one
   * short statement per batch and a few batches per pass, so the queue's own work runs in between.
   */
  async function purge(): Promise<void> {
    const now = Date.now();
    if (purgeBefore === undefined) {
      if (now - purgedAt < PURGE_EVERY_MS) return;
      purgedAt = now;
      purgeBefore = now - keepFinishedMs;
    }
    for (let batch = 0; batch < PURGE_BATCHES_PER_PASS; batch++) {
      if (!running) return;
      if ((await purgeFinishedJobs(db, purgeBefore, purgeBatch)) < purgeBatch) {
        purgeBefore = undefined;
        return;
      }
      await nextTurn(); // other work of this process between two batches
    }
  }

  async function writeUnfinished(): Promise<void> {
    for (const [id, write] of unfinished) {
      await write();
      unfinished.delete(id);
    }
  }

  async function drain(): Promise<void> {
    await writeUnfinished();
    await purge();
    do {
      again = false;
      const ids = await findDueJobIds(db, kinds, Date.now(), 20);
      for (const id of ids) {
        if (!running) return;
        await runOne(id);
      }
      if (ids.length === 20) again = true;
    } while (again && running);
  }

  function schedule(delay: number) {
    clearTimeout(timer);
    if (running) timer = setTimeout(tick, delay);
  }

  function tick() {
    if (!running) return;
    if (pass) {
      again = true;
      return;
    }
    pass = drain()
      .then(resumed, paused)
      .finally(() => {
        pass = undefined;
        schedule(pausedSince ? Math.min(pollIntervalMs * 2 ** pausedPolls++, MAX_PAUSED_POLL_MS) : again ? 0 : pollIntervalMs);
      });
  }

  function paused(error: unknown) {
    if (!isDatabaseUnavailable(error)) {
      log.error({ err: error }, 'job queue poll failed');
      return;
    }
    if (!pausedSince) {
      pausedSince = Date.now();
      pausedPolls = 0;
      log.warn({ err: error }, `${isDatabaseBusy(error) ? 'database busy' : 'database unavailable'}: jobs paused until it answers`);
    }
  }
  function resumed() {
    if (!pausedSince) return;
    log.info({ pausedMs: Date.now() - pausedSince }, 'database back: jobs resumed');
    pausedSince = 0;
  }

  return {
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    nudge() {
      if (running) schedule(0);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await pass;
    },
  };
}
