// A second process writing to the same database: `node --import tsx ledger-writer.ts <userId> <amount>`.
import { loadApiConfig } from '../../../api/config';
import { addLedgerEntry } from '../../../api/accounts/balance.repository';
import { createDatabase } from '../../../api/db/database';
import { writeTransaction } from '../../../api/db/transaction';

const [userId, amount] = process.argv.slice(2).map(Number);
const { db } = createDatabase(loadApiConfig());
const applied = await writeTransaction(db, (tx) => addLedgerEntry(tx, { userId, amount, kind: 'purchase', reference: 'other process', now: 1 }));
await db.destroy();
process.stdout.write(applied ? 'applied' : 'refused');
