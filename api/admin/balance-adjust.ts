import { addLedgerEntry, ledgerSum } from '../accounts/balance.repository';
import type { Tx } from '../db/transaction';
import { ApiError } from '../http/api-error';
import type { Actor } from './actor';
import { appendAudit } from './audit.repository';

export const LEDGER_ADJUSTMENT = 'adjustment';
export const INSUFFICIENT_BALANCE = 'The balance does not cover this debit';

/** One ledger row and one audit row (balance before and after), in the caller's transaction. */
export async function applyBalanceAdjustment(tx: Tx, actor: Actor, userId: number, amountCents: number, reason: string, now: number, action = 'balance.adjust'): Promise<number> {
  const before = await ledgerSum(tx, userId);
  if (!(await addLedgerEntry(tx, { userId, amount: amountCents, kind: LEDGER_ADJUSTMENT, reference: reason, now }))) {
    throw new ApiError('INSUFFICIENT_FUNDS', INSUFFICIENT_BALANCE);
  }
  const after = before + amountCents;
  await appendAudit(tx, actor, { action, entity: 'user', entityId: userId, reason, before: { balance_cents: before }, after: { balance_cents: after, amount_cents: amountCents } }, now);
  return after;
}
