import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { writeTransaction } from '../db/transaction';
import { notFound, validationFailed } from '../http/api-error';
import { nowSeconds } from '../lib/secrets';
import type { Actor } from './actor';
import type { AdminConfig } from './admin-config';
import { approvalDecided, conflict, requireReason, selfApproval } from './admin-errors';
import { dropPendingPayoutApproval, findApproval, findPendingPayoutApproval, hasApprovedPayout, insertApproval, markApproved, pendingApprovals, type ApprovalRow } from './approvals.repository';
import { appendAudit } from './audit.repository';
import { applyBalanceAdjustment } from './balance-adjust';
import { customerExists as customerExistsIn } from './customer-record.repository';
import { openPayout, payoutEurCents, settleWithAudit } from './payout-settlement';

export const CUSTOMER_NOT_FOUND = 'Customer not found';
export const APPROVAL_NOT_FOUND = 'No change waits for approval here';
/** The largest single adjustment, in EUR cents (a typo guard, as balance:credit's). */
export const MAX_ADJUST_CENTS = 100_000_000;

export type MoneyOutcome<T> = ({ outcome: 'done' } & T) | { outcome: 'awaiting_approval'; approval_id: number };

/** A deposit refund's approval (issue 41): the refunds service asks the payment provider, outside any transaction. */
export type DepositRefundApprover = (actor: Actor, refundId: number) => Promise<unknown>;

/**
 * Four eyes on money (issue 43): a payout above PAYOUT_APPROVAL_EUR, a balance adjustment above
 * ADJUST_APPROVAL_EUR and a deposit refund above it are prepared by one person and take effect when
 * another approves; nobody approves their own, and of two approvals racing one wins (a conditional
 * update on the approval).
 */
export function createMoneyActions(db: Kysely<Database>, config: AdminConfig, supportEmail: () => Promise<string>, approveDepositRefund?: DepositRefundApprover) {
  async function customerExists(userId: number) {
    if (!(await customerExistsIn(db, userId))) throw notFound(CUSTOMER_NOT_FOUND);
  }

  async function applyApproval(actor: Actor, approval: ApprovalRow) {
    const email = approval.kind === 'payout' ? await supportEmail() : '';
    return writeTransaction(db, async (tx) => {
      const now = nowSeconds();
      if (approval.prepared_by === actor.name) throw selfApproval();
      if (!(await markApproved(tx, Number(approval.id), actor.name, now))) throw approvalDecided();
      const reason = approval.reason ?? undefined;
      if (approval.kind === 'balance_adjust') {
        const balance = await applyBalanceAdjustment(tx, actor, Number(approval.entity_id), Number(approval.amount_cents), approval.reason ?? '', now, 'balance.adjust.approve');
        return { outcome: 'done' as const, approval_id: Number(approval.id), balance_cents: balance };
      }
      const settled = await settleWithAudit(tx, actor, Number(approval.entity_id), 'paid', { reason, supportEmail: email, action: 'payout.approve', now });
      return { outcome: 'done' as const, approval_id: Number(approval.id), ...settled };
    });
  }

  return {
    /** Adds (or with a negative amount takes) EUR cents through a ledger row, or prepares it for approval. */
    async adjustBalance(actor: Actor, userId: number, amountCents: number, reasonText: string | undefined): Promise<MoneyOutcome<{ balance_cents: number }>> {
      const reason = requireReason(reasonText);
      if (!Number.isSafeInteger(amountCents) || amountCents === 0 || Math.abs(amountCents) > MAX_ADJUST_CENTS) {
        throw validationFailed({ amount: [`A non-zero amount in EUR with at most 2 decimals, up to ${MAX_ADJUST_CENTS / 100}`] });
      }
      await customerExists(userId);
      const now = nowSeconds();
      if (Math.abs(amountCents) > config.adjustApprovalCents) {
        return writeTransaction(db, async (tx) => {
          const id = await insertApproval(tx, { kind: 'balance_adjust', entity_id: userId, amount_cents: amountCents, reason, prepared_by: actor.name, prepared_at: now });
          await appendAudit(tx, actor, { action: 'balance.adjust.prepare', entity: 'user', entityId: userId, reason, before: null, after: { approval_id: id, amount_cents: amountCents } }, now);
          return { outcome: 'awaiting_approval' as const, approval_id: id };
        });
      }
      return writeTransaction(db, async (tx) => ({ outcome: 'done' as const, balance_cents: await applyBalanceAdjustment(tx, actor, userId, amountCents, reason, now) }));
    },

    /** Completes a SEPA payout (payout_pending → paid), or prepares it for approval above the limit. */
    async completePayout(actor: Actor, offerId: number): Promise<MoneyOutcome<{ offer_id: number; status: string; amount: number; currency: string }>> {
      const { payout } = await openPayout(db, offerId);
      const email = await supportEmail();
      const eurCents = await payoutEurCents(db, Number(payout.amount_minor), payout.currency);
      return writeTransaction(db, async (tx) => {
        const now = nowSeconds();
        if (eurCents > config.payoutApprovalCents) {
          await openPayout(tx, offerId);
          const waiting = await findPendingPayoutApproval(tx, offerId);
          if (waiting) return { outcome: 'awaiting_approval' as const, approval_id: Number(waiting.id) };
          const id = await insertApproval(tx, { kind: 'payout', entity_id: offerId, amount_cents: eurCents, reason: null, prepared_by: actor.name, prepared_at: now });
          await appendAudit(tx, actor, { action: 'payout.prepare', entity: 'offer', entityId: offerId, before: null, after: { approval_id: id, amount_minor: Number(payout.amount_minor), currency: payout.currency } }, now);
          return { outcome: 'awaiting_approval' as const, approval_id: id };
        }
        return { outcome: 'done' as const, ...(await settleWithAudit(tx, actor, offerId, 'paid', { supportEmail: email, action: 'payout.complete', now })) };
      });
    },

    /** payout_pending → payout_failed with the reason the seller is shown (no approval: nothing leaves the shop). */
    async failPayout(actor: Actor, offerId: number, reasonText: string | undefined) {
      const reason = requireReason(reasonText);
      const email = await supportEmail();
      return writeTransaction(db, async (tx) => {
        const result = await settleWithAudit(tx, actor, offerId, 'failed', { reason, supportEmail: email, action: 'payout.fail', now: nowSeconds() });
        await dropPendingPayoutApproval(tx, offerId);
        return result;
      });
    },

    async approvePayout(actor: Actor, offerId: number) {
      const approval = await findPendingPayoutApproval(db, offerId);
      if (!approval) {
        throw (await hasApprovedPayout(db, offerId)) ? approvalDecided() : notFound(APPROVAL_NOT_FOUND);
      }
      return applyApproval(actor, approval);
    },

    async approve(actor: Actor, approvalId: number) {
      const approval = await findApproval(db, approvalId);
      if (!approval) throw notFound(APPROVAL_NOT_FOUND);
      if (approval.kind === 'deposit_refund') {
        if (!approveDepositRefund) throw conflict(`Deposit refund #${approval.entity_id} is approved on the console's Disputes and refunds screen`);
        return approveDepositRefund(actor, Number(approval.entity_id));
      }
      return applyApproval(actor, approval);
    },

    pending: () => pendingApprovals(db),
  };
}

export type MoneyActions = ReturnType<typeof createMoneyActions>;
