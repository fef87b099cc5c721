// The account-changes bench's other process: commits COUNT changes for customer USER_ID, one every
// GAP_MS, each named by the time it committed (ms), so the reader sees how long each took to arrive.
import { announceChange } from '../../api/changes/account-changes.repository';
import { loadApiConfig } from '../../api/config';
import { createDatabase } from '../../api/db/database';
import { writeTransaction } from '../../api/db/transaction';

const config = loadApiConfig(process.env);
const { db } = createDatabase(config);
const userId = Number(process.env.USER_ID);
const count = Number(process.env.COUNT ?? 200);
const gapMs = Number(process.env.GAP_MS ?? 25);
for (let i = 0; i < count; i += 1) {
  // The id is read after commit by the stream; the time written is just before commit.
  await writeTransaction(db, (tx) => announceChange(tx, 'ORDER', userId, String(Date.now())));
  await new Promise((resolve) => setTimeout(resolve, gapMs));
}
await db.destroy();
