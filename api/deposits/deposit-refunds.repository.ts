import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { DepositRefundsTable } from './deposits.table';

/** A refund of a deposit to its card (issue 41), prepared now; its id. */
export async function insertDepositRefund(tx: Kysely<Database>, refund: Insertable<DepositRefundsTable>): Promise<number> {
  const row = await tx.insertInto('deposit_refunds').values(refund).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export function findDepositRefund(db: Kysely<Database>, id: number) {
  return db.selectFrom('deposit_refunds').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The deposit's refund still waiting for approval or being made, if any. */
export function openDepositRefund(db: Kysely<Database>, depositId: number) {
  return db.selectFrom('deposit_refunds').select('id').where('deposit_id', '=', depositId).where('status', 'in', ['awaiting_approval', 'refunding']).executeTakeFirst();
}

/** awaiting_approval → refunding by `approvedBy`; false when another approver decided it first. */
export async function claimDepositRefund(tx: Kysely<Database>, id: number, approvedBy: string, now: number): Promise<boolean> {
  const claimed = await tx
    .updateTable('deposit_refunds')
    .set({ status: 'refunding', approved_by: approvedBy, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'awaiting_approval')
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** The provider made the refund. */
export async function markDepositRefundDone(db: Kysely<Database>, id: number, providerRefundId: string, now: number): Promise<void> {
  await db.updateTable('deposit_refunds').set({ status: 'done', provider_refund_id: providerRefundId, updated_at: now }).where('id', '=', id).execute();
}

/** The refund ended without money moving (the provider refused it). */
export async function markDepositRefundFailed(tx: Kysely<Database>, id: number, now: number): Promise<void> {
  await tx.updateTable('deposit_refunds').set({ status: 'failed', updated_at: now }).where('id', '=', id).execute();
}

/** The refund ended before the provider was asked: only while it is still `refunding`. */
export async function failRefundingDepositRefund(db: Kysely<Database>, id: number, now: number): Promise<void> {
  await db.updateTable('deposit_refunds').set({ status: 'failed', updated_at: now }).where('id', '=', id).where('status', '=', 'refunding').execute();
}

/** Refunds waiting for a second person's approval, oldest first. */
export function depositRefundsAwaitingApproval(db: Kysely<Database>) {
  return db.selectFrom('deposit_refunds').selectAll().where('status', '=', 'awaiting_approval').orderBy('id').limit(500).execute();
}
