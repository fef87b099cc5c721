import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../api/db/database';
import { writeTransaction } from '../../api/db/transaction';
import { createJobWorker } from '../../api/jobs/job-worker';
import { insertJob, purgeFinishedJobs } from '../../api/jobs/jobs.repository';
import type { JobStatus } from '../../api/jobs/jobs.table';
import { startTestApi, type TestApi } from './api-harness';
import { AccountClient, newAccount } from './support/account-client';
import { MailCatcher } from '../support/mail-catcher';

let api: TestApi;
const mail = new MailCatcher();

beforeAll(async () => {
  await mail.start();
  await mail.stop(); // the port is known; the SMTP server is down when the test begins
  api = await startTestApi({ items: 5, env: { SMTP_URL: mail.url }, plugin: { jobs: { pollIntervalMs: 100, retryBaseMs: 200 } } });
});
afterAll(async () => {
  await api?.close();
  await mail.stop();
});

describe('e-mail jobs', () => {
  it('keeps a registration e-mail while SMTP is down and delivers it once SMTP is back', async () => {
    const account = newAccount();
    expect((await new AccountClient(api).post('/api/register', account)).status).toBe(202);
    await expect
      .poll(async () => (await api.db.selectFrom('jobs').select(['status', 'attempts', 'last_error']).where('kind', '=', 'email').executeTakeFirst()) ?? {}, { timeout: 10_000 })
      .toMatchObject({ status: 'pending', attempts: expect.any(Number), last_error: expect.stringMatching(/ECONNREFUSED|connect/i) });
    await mail.start();
    const message = await mail.waitFor(account.email, () => true, 20_000);
    expect(message.subject).toBe('Confirm your e-mail address');
    await expect.poll(async () => (await api.db.selectFrom('jobs').select('status').where('kind', '=', 'email').executeTakeFirst())?.status, { timeout: 5000 }).toBe('done');
    expect(mail.to(account.email)).toHaveLength(1);
  });
});

describe('job worker', () => {
  it('sweeps finished jobs (done or failed for good) older than it keeps them; keeps newer ones and unfinished ones', async () => {
    const day = 24 * 60 * 60_000;
    const now = Date.now();
    const row = (kind: string, status: JobStatus, finishedAgo: number | null, createdAgo = finishedAgo ?? 0) =>
      ({ kind, payload: '{}', status, attempts: 1, run_at: now - createdAgo, created_at: now - createdAgo, finished_at: finishedAgo === null ? null : now - finishedAgo });
    await api.db
      .insertInto('jobs')
      .values([
        row('purge-old-done', 'done', 15 * day),
        row('purge-new-done', 'done', 13 * day),
        row('purge-old-failed', 'failed', 40 * day),
        row('purge-new-failed', 'failed', day),
        // Not finished, however old: a retry waiting (pending), one in hand (running).
        row('purge-old-pending', 'pending', null, 60 * day),
        row('purge-old-running', 'running', null, 60 * day),
      ])
      .execute();
    const worker = createJobWorker({ db: api.db, log: api.app.log, handlers: { nothing: async () => {} }, keepFinishedMs: 14 * day });
    worker.start();
    try {
      const kinds = () => api.db.selectFrom('jobs').select('kind').where('kind', 'like', 'purge-%').orderBy('kind').execute();
      await expect.poll(async () => (await kinds()).map((job) => job.kind)).toEqual(['purge-new-done', 'purge-new-failed', 'purge-old-pending', 'purge-old-running']);
    } finally {
      await worker.stop();
      await api.db.deleteFrom('jobs').where('kind', 'like', 'purge-%').execute();
    }
  });

  it('sweeps a backlog of old finished jobs in bounded batches, one short statement each', async () => {
    const day = 24 * 60 * 60_000;
    const old = Date.now() - 30 * day;
    const rows = Array.from({ length: 250 }, (_, i) => ({ kind: 'sweep-old', payload: '{}', status: i % 5 === 0 ? ('failed' as const) : ('done' as const), attempts: 1, run_at: old, created_at: old, finished_at: old }));
    for (let i = 0; i < rows.length; i += 50) await api.db.insertInto('jobs').values(rows.slice(i, i + 50)).execute();
    await api.db.insertInto('jobs').values({ kind: 'sweep-new', payload: '{}', status: 'done', attempts: 1, run_at: Date.now(), created_at: Date.now(), finished_at: Date.now() }).execute();

    // One batch deletes at most its limit.
    expect(await purgeFinishedJobs(api.db, Date.now() - 14 * day, 40)).toBe(40);

    const deletes: string[] = [];
    const counted = api.db.withPlugin({
      transformQuery: (args) => {
        if (args.node.kind === 'DeleteQueryNode') deletes.push(args.queryId.queryId);
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const worker = createJobWorker({ db: counted, log: api.app.log, handlers: { nothing: async () => {} }, keepFinishedMs: 14 * day, purgeBatch: 50, pollIntervalMs: 20 });
    worker.start();
    try {
      const left = () => api.db.selectFrom('jobs').select('kind').where('kind', 'like', 'sweep-%').execute();
      await expect.poll(async () => (await left()).map((job) => job.kind)).toEqual(['sweep-new']);
      // 210 rows left: five statements (four full batches of 50 and one short), never one for all.
      expect(deletes).toHaveLength(5);
    } finally {
      await worker.stop();
      await api.db.deleteFrom('jobs').where('kind', 'like', 'sweep-%').execute();
    }
  });

  it('runs every job exactly once with two workers on two connections to one database', async () => {
    const second = createDatabase(api.config);
    const seen: number[] = [];
    const handler = async (payload: unknown) => {
      seen.push((payload as { n: number }).n);
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    const jobs = 40;
    await writeTransaction(api.db, async (tx) => {
      for (let n = 0; n < jobs; n++) await insertJob(tx, 'count', { n }, Date.now());
    });
    const workers = [api.db, second.db].map((db) => createJobWorker({ db, log: api.app.log, handlers: { count: handler }, pollIntervalMs: 20 }));
    workers.forEach((worker) => worker.start());
    await expect
      .poll(async () => (await api.db.selectFrom('jobs').select('id').where('kind', '=', 'count').where('status', '=', 'done').execute()).length, { timeout: 20_000 })
      .toBe(jobs);
    await Promise.all(workers.map((worker) => worker.stop()));
    await second.db.destroy();
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: jobs }, (_, n) => n));
  });

  it('retries with growing delays and gives up after the last attempt', async () => {
    const attempts: number[] = [];
    const worker = createJobWorker({
      db: api.db,
      log: api.app.log,
      handlers: {
        broken: async () => {
          attempts.push(Date.now());
          throw new Error('remote said no');
        },
      },
      pollIntervalMs: 20,
      retryBaseMs: 100,
      maxAttempts: 3,
    });
    await writeTransaction(api.db, (tx) => insertJob(tx, 'broken', {}, Date.now()));
    worker.start();
    await expect
      .poll(async () => api.db.selectFrom('jobs').select(['status', 'attempts', 'last_error']).where('kind', '=', 'broken').executeTakeFirst(), { timeout: 10_000 })
      .toEqual({ status: 'failed', attempts: 3, last_error: 'remote said no' });
    await worker.stop();
    expect(attempts).toHaveLength(3);
    expect(attempts[1] - attempts[0]).toBeGreaterThanOrEqual(100);
    expect(attempts[2] - attempts[1]).toBeGreaterThanOrEqual(200);
  });

  it('does not queue anything when the transaction that needed the job rolls back', async () => {
    const before = (await api.db.selectFrom('jobs').select('id').execute()).length;
    await expect(
      writeTransaction(api.db, async (tx) => {
        await insertJob(tx, 'count', { n: -1 }, Date.now());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await api.db.selectFrom('jobs').select('id').execute()).length).toBe(before);
  });
});
