import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/database';
import type { Tx } from '../db/transaction';
import type { ApprovalKind, ApprovalsTable } from './admin.tables';

export type ApprovalRow = Selectable<ApprovalsTable>;

export async function insertApproval(tx: Tx, values: { kind: ApprovalKind; entity_id: number; amount_cents: number; reason: string | null; prepared_by: string; prepared_at: number }): Promise<number> {
  const row = await tx.insertInto('approvals').values({ ...values, status: 'pending' }).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * A deposit refund waiting for approval (issue 41) is listed with the other approvals; it is approved
 * through the refunds service (POST /deposit-refunds/:id/approve), which asks the payment provider.
 */
export const DEPOSIT_REFUND: ApprovalKind = 'deposit_refund';

export function findApproval(db: Kysely<Database>, id: number): Promise<ApprovalRow | undefined> {
  return db.selectFrom('approvals').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The approval row of a deposit refund waiting for a second person, in the refund's own transaction. */
export async function insertDepositRefundApproval(tx: Tx, refund: { id: number; eurCents: number; reason: string; preparedBy: string; now: number }): Promise<number> {
  return insertApproval(tx, { kind: DEPOSIT_REFUND, entity_id: refund.id, amount_cents: refund.eurCents, reason: refund.reason, prepared_by: refund.preparedBy, prepared_at: refund.now });
}

/** The deposit refund's approval decided by `approvedBy` (false when it was already decided). */
export async function markDepositRefundApproved(tx: Tx, refundId: number, approvedBy: string, now: number): Promise<boolean> {
  const result = await tx
    .updateTable('approvals')
    .set({ status: 'approved', approved_by: approvedBy, approved_at: now })
    .where('kind', '=', DEPOSIT_REFUND)
    .where('entity_id', '=', refundId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findPendingPayoutApproval(db: Kysely<Database>, offerId: number): Promise<ApprovalRow | undefined> {
  return db.selectFrom('approvals').selectAll().where('kind', '=', 'payout').where('entity_id', '=', offerId).where('status', '=', 'pending').executeTakeFirst();
}

/** Whether the offer's payout was already approved by a second person. */
export async function hasApprovedPayout(db: Kysely<Database>, offerId: number): Promise<boolean> {
  return (await db.selectFrom('approvals').select('id').where('kind', '=', 'payout').where('entity_id', '=', offerId).where('status', '=', 'approved').executeTakeFirst()) !== undefined;
}

/** pending → approved once: of two approvers racing, exactly one gets true. */
export async function markApproved(tx: Tx, id: number, approvedBy: string, now: number): Promise<boolean> {
  const result = await tx.updateTable('approvals').set({ status: 'approved', approved_by: approvedBy, approved_at: now }).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function pendingApprovals(db: Kysely<Database>) {
  return db.selectFrom('approvals').selectAll().where('status', '=', 'pending').orderBy('id').limit(500).execute();
}

/** A payout that failed takes its waiting approval with it (a new payout request is prepared afresh). */
export async function dropPendingPayoutApproval(tx: Tx, offerId: number): Promise<void> {
  await tx.deleteFrom('approvals').where('kind', '=', 'payout').where('entity_id', '=', offerId).where('status', '=', 'pending').execute();
}
