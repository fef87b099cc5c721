import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/** Queues a job; call it with the transaction of the change that needs the job. */
export async function insertJob(tx: Kysely<Database>, kind: string, payload: unknown, runAt: number): Promise<number> {
  const row = await tx
    .insertInto('jobs')
    .values({ kind, payload: JSON.stringify(payload), status: 'pending', attempts: 0, run_at: runAt, created_at: runAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Whether a job of `kind` waits or runs (a periodic job is queued once, by whichever shop process
 * looks first); `payloadLike` narrows it to jobs whose payload matches that LIKE pattern.
 */
export async function hasQueuedJob(db: Kysely<Database>, kind: string, payloadLike?: string): Promise<boolean> {
  let query = db.selectFrom('jobs').select('id').where('kind', '=', kind).where('status', 'in', ['pending', 'running']);
  if (payloadLike !== undefined) query = query.where('payload', 'like', payloadLike);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Deletes the finished (done) jobs of `kind`: a periodic job's past runs would pile up. */
export async function deleteDoneJobs(tx: Kysely<Database>, kind: string): Promise<void> {
  await tx.deleteFrom('jobs').where('kind', '=', kind).where('status', '=', 'done').execute();
}

/** Ids of jobs of `kinds` due at `now`: pending ones, and running ones whose worker's lease ran out. */
export async function findDueJobIds(db: Kysely<Database>, kinds: string[], now: number, limit: number): Promise<number[]> {
  if (kinds.length === 0) return [];
  const rows = await db
    .selectFrom('jobs')
    .select('id')
    .where('kind', 'in', kinds)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', now)]),
        eb.and([eb('status', '=', 'running'), eb('locked_until', '<', now)]),
      ]),
    )
    .orderBy('run_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Claims a due job for `worker` with one conditional update: of two workers (in one process or on
 * two machines sharing PostgreSQL) racing for the same row, exactly one sees a changed row.
 */
export async function claimJob(db: Kysely<Database>, id: number, worker: string, now: number, leaseMs: number) {
  const result = await db
    .updateTable('jobs')
    .set((eb) => ({ status: 'running', locked_by: worker, locked_until: now + leaseMs, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', now)]),
        eb.and([eb('status', '=', 'running'), eb('locked_until', '<', now)]),
      ]),
    )
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('jobs').select(['id', 'kind', 'payload', 'attempts']).where('id', '=', id).executeTakeFirstOrThrow();
}

export async function completeJob(db: Kysely<Database>, id: number, worker: string, now: number): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status: 'done', payload: '{}', finished_at: now, locked_by: null, locked_until: null, last_error: null })
    .where('id', '=', id)
    .where('locked_by', '=', worker)
    .execute();
}

/** Puts a failed job back for a retry at `retryAt`, or gives it up (`retryAt` undefined). */
export async function failJob(db: Kysely<Database>, id: number, worker: string, error: string, retryAt: number | undefined, now: number) {
  await db
    .updateTable('jobs')
    .set(
      retryAt === undefined
        ? { status: 'failed', payload: '{}', finished_at: now, locked_by: null, locked_until: null, last_error: error }
        : { status: 'pending', run_at: retryAt, locked_by: null, locked_until: null, last_error: error },
    )
    .where('id', '=', id)
    .where('locked_by', '=', worker)
    .execute();
}

/**
 * Hands back a job whose run a database outage cut short, to run again from `now`: the attempt does
 * not count (the job did not fail, the database went away). Only while `worker` still holds it.
 */
export async function releaseJob(db: Kysely<Database>, id: number, worker: string, now: number): Promise<void> {
  await db
    .updateTable('jobs')
    .set((eb) => ({ status: 'pending', run_at: now, locked_by: null, locked_until: null, attempts: eb('attempts', '-', 1) }))
    .where('id', '=', id)
    .where('locked_by', '=', worker)
    .where('status', '=', 'running')
    .execute();
}

/**
 * Deletes up to `limit` finished jobs (done, or failed for good) that finished before `before` (unix
 * ms): one short statement, so a sweep of many rows never holds a lock for long. Returns how many went.
 */
export async function purgeFinishedJobs(db: Kysely<Database>, before: number, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where('id', 'in', (eb) => eb.selectFrom('jobs').select('id').where('status', 'in', ['done', 'failed']).where('finished_at', '<', before).limit(limit))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface JobQueueFigures {
  /** Due pending jobs of each kind, and since when (unix ms) the oldest of them has been due. */
  waiting: { kind: string; count: number; oldestDueAt: number }[];
  /** Jobs of each kind given up after their last attempt, kept until they are swept. */
  failed: { kind: string; count: number }[];
}

/** The queue as /metrics shows it (reads the status/run_at index). */
export async function jobQueueFigures(db: Kysely<Database>, now: number): Promise<JobQueueFigures> {
  const waiting = await db
    .selectFrom('jobs')
    .select((eb) => ['kind', eb.fn.countAll().as('count'), eb.fn.min('run_at').as('oldest')])
    .where('status', '=', 'pending')
    .where('run_at', '<=', now)
    .groupBy('kind')
    .execute();
  const failed = await db
    .selectFrom('jobs')
    .select((eb) => ['kind', eb.fn.countAll().as('count')])
    .where('status', '=', 'failed')
    .groupBy('kind')
    .execute();
  return {
    waiting: waiting.map((row) => ({ kind: row.kind, count: Number(row.count), oldestDueAt: Number(row.oldest) })),
    failed: failed.map((row) => ({ kind: row.kind, count: Number(row.count) })),
  };
}
