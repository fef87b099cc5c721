import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../api/db/database';
import { writeTransaction } from '../../api/db/transaction';
import { createJobWorker } from '../../api/jobs/job-worker';
import { insertJob } from '../../api/jobs/jobs.repository';
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
  it('deletes done jobs older than it keeps them, and keeps failed ones and newer ones', async () => {
    const day = 24 * 60 * 60_000;
    const now = Date.now();
    const row = (kind: string, status: 'done' | 'failed', finishedAgo: number) =>
      ({ kind, payload: '{}', status, attempts: 1, run_at: now - finishedAgo, created_at: now - finishedAgo, finished_at: now - finishedAgo });
    await api.db
      .insertInto('jobs')
      .values([row('purge-old-done', 'done', 31 * day), row('purge-new-done', 'done', day), row('purge-old-failed', 'failed', 40 * day)])
      .execute();
    const worker = createJobWorker({ db: api.db, log: api.app.log, handlers: { nothing: async () => {} }, keepDoneMs: 30 * day });
    worker.start();
    try {
      const kinds = () => api.db.selectFrom('jobs').select('kind').where('kind', 'like', 'purge-%').orderBy('kind').execute();
      await expect.poll(async () => (await kinds()).map((job) => job.kind)).toEqual(['purge-new-done', 'purge-old-failed']);
    } finally {
      await worker.stop();
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
