// MAX_PENDING_LOOKS (issue 44): the looks at a trade Steam shows no final state of before a person
// decides are a setting; a trade job reaching them gives up to a person, one short of them is looked
// at again later (a job queued, nothing given up). Real database, both dialects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../api/db/migrate';
import { retryWhenBusy } from '../../api/trade/retry-when-busy';
import { TradeBotPending } from '../../api/trade/trade-bot';
import { createTestDatabase, type TestDatabase } from './api-harness';

const log = { warn: () => {}, error: () => {} } as never;
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ MAX_PENDING_LOOKS: '3' });
  await migrateToLatest(database.db);
});
afterAll(() => database?.destroy());

const pending = async () => {
  throw new TradeBotPending('Trade 1 not in GetTradeStatus');
};

describe('MAX_PENDING_LOOKS', () => {
  it('gives a trade to a person at its third look when set to 3, and looks again before that', async () => {
    expect(database.config.trade.maxPendingLooks).toBe(3);
    const patiently = retryWhenBusy(database.db, log, 1, database.config.trade.maxPendingLooks);
    const reasons: string[] = [];
    await patiently('test.poll', { looks: 1 }, pending, async (reason) => void reasons.push(reason));
    expect(reasons).toEqual([]);
    const queued = await database.db.selectFrom('jobs').select('payload').where('kind', '=', 'test.poll').execute();
    expect(queued.map((job) => JSON.parse(job.payload) as object)).toEqual([{ looks: 2, busy: 1 }]);
    await patiently('test.poll', { looks: 2, busy: 1 }, pending, async (reason) => void reasons.push(reason));
    expect(reasons).toEqual(['Steam showed no final state after 3 looks: Trade 1 not in GetTradeStatus']);
  });
});
