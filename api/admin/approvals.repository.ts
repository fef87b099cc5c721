import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/database';
import type { Tx } from '../db/transaction';
import type { ApprovalKind, ApprovalsTable } from './admin.tables';

export type ApprovalRow = Selectable<ApprovalsTable>;

export async function insertApproval(tx: Tx, values: { kind: ApprovalKind; entity_id: number; amount_cents: number; reason: string | null; prepared_by: string; prepared_at: number }): Promise<number> {
  const row = await tx.insertInto('approvals').values({ ...values, status: 'pending' }).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export function findApproval(db: Kysely<Database>, id: number): Promise<ApprovalRow | undefined> {
  return db.selectFrom('approvals').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPendingPayoutApproval(db: Kysely<Database>, offerId: number): Promise<ApprovalRow | undefined> {
  return db.selectFrom('approvals').selectAll().where('kind', '=', 'payout').where('entity_id', '=', offerId).where('status', '=', 'pending').executeTakeFirst();
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
