import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { dialectOf } from '../db/dialect';
import { announceChange } from '../changes/account-changes.repository';

/**
 * Writes one ledger row and moves the cached users.balance by the same amount, in the caller's
 * transaction. A debit (negative amount) only happens when the balance covers it: false otherwise.
 * `mayGoNegative` is for what the bank takes back (issue 41's dispute rows): booked whatever the balance.
 */
export async function addLedgerEntry(
  tx: Kysely<Database>,
  entry: { userId: number; amount: number; kind: string; reference: string | null; now: number; mayGoNegative?: boolean },
): Promise<boolean> {
  if (!Number.isSafeInteger(entry.amount) || entry.amount === 0) throw new Error('ledger amount must be a non-zero integer of cents');
  // PostgreSQL skips, without waiting, a row whose old committed balance fails the debit's WHERE, even
  // while another transaction is crediting it. Locking the row first makes this writer wait and then
  // judge the balance that transaction committed. (SQLite's BEGIN IMMEDIATE already serialises writers.)
  if (dialectOf(tx) === 'postgres') {
    await tx.selectFrom('users').select('id').where('id', '=', entry.userId).forUpdate().execute();
  }
  let update = tx
    .updateTable('users')
    .set((eb) => ({ balance: eb('balance', '+', entry.amount) }))
    .where('id', '=', entry.userId);
  if (entry.amount < 0 && !entry.mayGoNegative) update = update.where('balance', '>=', -entry.amount);
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await tx
    .insertInto('balance_ledger')
    .values({ user_id: entry.userId, amount: entry.amount, kind: entry.kind, reference: entry.reference, created_at: entry.now })
    .execute();
  await announceChange(tx, 'BALANCE', entry.userId, entry.userId);
  return true;
}

/** The user's cached balance (users.balance) in EUR cents; the user must exist. */
export async function cachedBalance(db: Kysely<Database>, userId: number): Promise<number> {
  const user = await db.selectFrom('users').select('balance').where('id', '=', userId).executeTakeFirstOrThrow();
  return Number(user.balance);
}

export async function ledgerSum(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('balance_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
