import { execFile } from 'node:child_process';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLedgerEntry, ledgerSum } from '../../api/accounts/balance.repository';
import { createDatabase } from '../../api/db/database';
import { writeTransaction } from '../../api/db/transaction';
import { startTestApi, type TestApi } from './api-harness';

let api: TestApi;

const root = new URL('../../', import.meta.url).pathname;
function runWriter(userId: number, amount: number): Promise<string> {
  const env = { ...process.env, DATA_DIR: api.config.dataDir, DATABASE_URL: api.config.databaseUrl ?? '', LOG_LEVEL: 'silent' };
  return new Promise((resolve, reject) =>
    execFile(process.execPath, ['--import', 'tsx', 'tests/api/support/ledger-writer.ts', String(userId), String(amount)], { cwd: root, env }, (error, stdout) =>
      error ? reject(error) : resolve(stdout.trim()),
    ),
  );
}

beforeAll(async () => {
  api = await startTestApi({ items: 5 });
});
afterAll(async () => api?.close());

async function newUser(): Promise<number> {
  const row = await api.db
    .insertInto('users')
    .values({ email: `ledger-${Math.random().toString(36).slice(2)}@example.com`, created_at: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const balanceOf = async (id: number) => Number((await api.db.selectFrom('users').select('balance').where('id', '=', id).executeTakeFirstOrThrow()).balance);

describe('balance ledger', () => {
  it('keeps the cached balance equal to the sum of the ledger through credits, debits and refused debits', async () => {
    const id = await newUser();
    const moves = [5000, -1200, 37, -3837, -1, 250_000_000_00, -250_000_000_00];
    for (const amount of moves) {
      const applied = await writeTransaction(api.db, (tx) => addLedgerEntry(tx, { userId: id, amount, kind: amount > 0 ? 'top_up' : 'purchase', reference: null, now: 1 }));
      expect(applied).toBe(amount !== -1); // the balance is 0 when the 1-cent debit comes
      expect(await balanceOf(id)).toBe(await ledgerSum(api.db, id));
    }
    expect(await balanceOf(id)).toBe(0);
  });

  it('never overspends under concurrent debits', async () => {
    const id = await newUser();
    await writeTransaction(api.db, (tx) => addLedgerEntry(tx, { userId: id, amount: 1000, kind: 'top_up', reference: null, now: 1 }));
    const results = await Promise.all(
      Array.from({ length: 8 }, () => writeTransaction(api.db, (tx) => addLedgerEntry(tx, { userId: id, amount: -300, kind: 'purchase', reference: null, now: 1 }))),
    );
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await balanceOf(id)).toBe(100);
    expect(await ledgerSum(api.db, id)).toBe(100);
  });

  it('refuses amounts that are not whole non-zero cents', async () => {
    const id = await newUser();
    for (const amount of [0, 1.5, Number.NaN]) {
      await expect(writeTransaction(api.db, (tx) => addLedgerEntry(tx, { userId: id, amount, kind: 'x', reference: null, now: 1 }))).rejects.toThrow();
    }
    expect(await ledgerSum(api.db, id)).toBe(0);
  });
});

describe('writeTransaction', () => {
  it('rolls back everything when the work throws', async () => {
    const id = await newUser();
    await expect(
      writeTransaction(api.db, async (tx) => {
        await addLedgerEntry(tx, { userId: id, amount: 500, kind: 'top_up', reference: null, now: 1 });
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await balanceOf(id)).toBe(0);
    expect(await ledgerSum(api.db, id)).toBe(0);
  });

  it('makes a second writer (another process) wait for the first instead of failing', async () => {
    const id = await newUser();
    let releaseFirst = () => {};
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstStarted = () => {};
    const started = new Promise<void>((resolve) => (firstStarted = resolve));
    let committedAt = 0;
    const first = writeTransaction(api.db, async (tx) => {
      await addLedgerEntry(tx, { userId: id, amount: 100, kind: 'top_up', reference: 'first', now: 1 });
      firstStarted();
      await firstHolds;
    }).then(() => (committedAt = Date.now()));
    await started;
    const second = runWriter(id, -100);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // the child starts and blocks on the lock
    releaseFirst();
    await first;
    // The debit only succeeds because it waited for, and then saw, the committed credit.
    expect(await second).toBe('applied');
    expect(committedAt).toBeGreaterThan(0);
    expect(await balanceOf(id)).toBe(0);
    expect(await ledgerSum(api.db, id)).toBe(0);
  });

  it('opens SQLite transactions with BEGIN IMMEDIATE (the write lock is taken at once)', async () => {
    if (api.dialect !== 'sqlite') return;
    const other = createDatabase(api.config);
    let release = () => {};
    const holds = new Promise<void>((resolve) => (release = resolve));
    let begun = () => {};
    const inside = new Promise<void>((resolve) => (begun = resolve));
    const first = writeTransaction(api.db, async () => {
      begun();
      await holds; // no statement yet: a deferred BEGIN would not hold the lock
    });
    await inside;
    await sql`pragma busy_timeout = 0`.execute(other.db);
    await expect(sql`begin immediate`.execute(other.db)).rejects.toThrow(/locked|busy/i);
    release();
    await first;
    await other.db.destroy();
  });
});
