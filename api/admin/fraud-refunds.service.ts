import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { addLedgerEntry, cachedBalance } from '../accounts/balance.repository';
import type { Database } from '../db/database';
import { writeTransaction, type Tx } from '../db/transaction';
import { depositEurCents, LEDGER_DEPOSIT_REFUND } from '../deposits/deposit-risk';
import {
  claimDepositRefund,
  depositRefundsAwaitingApproval,
  failRefundingDepositRefund,
  findDepositRefund,
  insertDepositRefund,
  markDepositRefundDone,
  markDepositRefundFailed,
  openDepositRefund,
} from '../deposits/deposit-refunds.repository';
import { findDeposit, reduceRefundedMinor, updateDeposit } from '../deposits/deposits.repository';
import { DEPOSIT_PAID } from '../deposits/deposits.table';
import type { DepositRefundsTable } from '../deposits/deposits.table';
import { ApiError, notFound } from '../http/api-error';
import { formatMinor } from '../lib/money';
import { nowSeconds } from '../lib/secrets';
import { lockUser } from '../db/locks.repository';
import { ordersOfUserSince } from '../orders/orders.repository';
import type { PaymentProvider } from '../payments/payment-provider';
import type { Actor } from './actor';
import type { AdminConfig } from './admin-config';
import { approvalDecided, conflict, requireReason, selfApproval } from './admin-errors';
import { insertDepositRefundApproval, markDepositRefundApproved } from './approvals.repository';
import { appendAudit } from './audit.repository';

export const DEPOSIT_NOT_FOUND = 'Deposit not found';
export const REFUND_NOT_FOUND = 'No refund waits for approval here';
/** What a refund the provider refused gives back to the balance. */
export const LEDGER_DEPOSIT_REFUND_FAILED = 'deposit_refund_failed';

type Refund = Selectable<DepositRefundsTable>;
const eur = (cents: number) => formatMinor(cents, 'EUR');

/**
 * Refunds of deposits from the console (issue 41), through the provider's refund API: what is left
 * of the deposit goes back to the card and the balance loses it. Above ADJUST_APPROVAL_EUR one person
 * prepares it and another approves it. The balance is debited (never below zero) and the deposit
 * marked refunded in one transaction before the provider is asked, so the provider's own
 * charge.refunded finds nothing more to book; a provider that refuses gives the money back.
 */
export function createFraudRefunds(db: Kysely<Database>, provider: PaymentProvider, config: AdminConfig, log: FastifyBaseLogger) {
  async function refundable(tx: Kysely<Database>, depositId: number) {
    const deposit = await findDeposit(tx, depositId);
    if (!deposit) throw notFound(DEPOSIT_NOT_FOUND);
    if (deposit.provider !== provider.name) throw conflict(`Deposit ${depositId} was paid through ${deposit.provider}, not ${provider.name}`);
    if (deposit.status !== DEPOSIT_PAID) throw conflict(`Deposit ${depositId} is not paid`);
    const left = Number(deposit.amount_minor) - Number(deposit.refunded_minor);
    if (left <= 0) throw conflict(`Deposit ${depositId} is already refunded`);
    return { deposit, left, cents: depositEurCents(deposit, left) };
  }

  /** The 409 that says what the balance was spent on since the deposit. */
  async function notHeld(tx: Tx, userId: number, depositId: number, since: number, cents: number): Promise<ApiError> {
    const balance = await cachedBalance(tx, userId);
    const orders = await ordersOfUserSince(tx, userId, since, 20);
    const spent = orders.map((order) => `order #${order.id} (${eur(Number(order.total_cents))})`).join(', ');
    return conflict(`The balance (${eur(balance)}) no longer holds deposit ${depositId}'s ${eur(cents)}${spent ? `: spent on ${spent}` : ''}`);
  }

  /** Debits, marks and audits in one transaction; then asks the provider (outside it). */
  async function execute(actor: Actor, refund: { id?: number; depositId: number; reason: string; action: string }) {
    const now = nowSeconds();
    const prepared = await writeTransaction(db, async (tx) => {
      const { deposit, left, cents } = await refundable(tx, refund.depositId);
      await lockUser(tx, deposit.user_id);
      if (!(await addLedgerEntry(tx, { userId: deposit.user_id, amount: -cents, kind: LEDGER_DEPOSIT_REFUND, reference: String(deposit.id), now }))) {
        throw await notHeld(tx, deposit.user_id, Number(deposit.id), Number(deposit.created_at), cents);
      }
      await updateDeposit(tx, Number(deposit.id), { refunded_minor: Number(deposit.refunded_minor) + left });
      let id = refund.id;
      if (id === undefined) {
        id = await insertDepositRefund(tx, { deposit_id: Number(deposit.id), user_id: deposit.user_id, amount_minor: left, eur_cents: cents, reason: refund.reason, status: 'refunding', prepared_by: actor.name, created_at: now, updated_at: now });
      }
      const after = { refund_id: id, amount_minor: left, currency: deposit.currency, balance_cents: -cents, status: 'refunding' };
      await appendAudit(tx, actor, { action: refund.action, entity: 'deposit', entityId: Number(deposit.id), reason: refund.reason, before: { refunded_minor: Number(deposit.refunded_minor) }, after }, now);
      return { id, deposit, left, cents };
    });
    try {
      const made = await provider.refund({ depositId: Number(prepared.deposit.id), reference: prepared.deposit.reference, paymentIntent: prepared.deposit.payment_intent }, prepared.left);
      await markDepositRefundDone(db, prepared.id, made.id, nowSeconds());
      return { outcome: 'done' as const, refund_id: prepared.id, provider_refund_id: made.id, amount: prepared.left / 100, currency: prepared.deposit.currency, balance_debit: prepared.cents / 100 };
    } catch (error) {
      log.error({ err: error, deposit: Number(prepared.deposit.id), provider: provider.name }, 'the payment provider refused the refund: the balance gets it back');
      await writeTransaction(db, async (tx) => {
        await lockUser(tx, prepared.deposit.user_id); // the customer before the deposit, as the webhook's transaction
        await markDepositRefundFailed(tx, prepared.id, nowSeconds());
        await reduceRefundedMinor(tx, Number(prepared.deposit.id), prepared.left);
        await addLedgerEntry(tx, { userId: prepared.deposit.user_id, amount: prepared.cents, kind: LEDGER_DEPOSIT_REFUND_FAILED, reference: String(prepared.deposit.id), now: nowSeconds() });
      });
      throw new ApiError('PAYMENT_PROVIDER_ERROR', 'The payment provider refused the refund; nothing was taken from the balance');
    }
  }

  return {
    async refund(actor: Actor, depositId: number, reasonText: string | undefined) {
      const reason = requireReason(reasonText);
      const { cents } = await refundable(db, depositId);
      if (cents <= config.adjustApprovalCents) return execute(actor, { depositId, reason, action: 'deposit.refund' });
      return writeTransaction(db, async (tx) => {
        const { deposit, left, cents: amount } = await refundable(tx, depositId);
        if ((await cachedBalance(tx, deposit.user_id)) < amount) throw await notHeld(tx, deposit.user_id, depositId, Number(deposit.created_at), amount);
        const open = await openDepositRefund(tx, depositId);
        if (open) return { outcome: 'awaiting_approval' as const, refund_id: Number(open.id) };
        const now = nowSeconds();
        const refundId = await insertDepositRefund(tx, { deposit_id: depositId, user_id: deposit.user_id, amount_minor: left, eur_cents: amount, reason, status: 'awaiting_approval', prepared_by: actor.name, created_at: now, updated_at: now });
        const approvalId = await insertDepositRefundApproval(tx, { id: refundId, eurCents: amount, reason, preparedBy: actor.name, now });
        await appendAudit(tx, actor, { action: 'deposit.refund.prepare', entity: 'deposit', entityId: depositId, reason, before: null, after: { refund_id: refundId, approval_id: approvalId, amount_minor: left, currency: deposit.currency } }, now);
        return { outcome: 'awaiting_approval' as const, refund_id: refundId };
      });
    },

    /** The second person: awaiting_approval → refunding (one of two racing approvers wins), then the refund is made. */
    async approve(actor: Actor, refundId: number) {
      const refund: Refund | undefined = await findDepositRefund(db, refundId);
      if (!refund) throw notFound(REFUND_NOT_FOUND);
      if (refund.prepared_by === actor.name) throw selfApproval();
      await writeTransaction(db, async (tx) => {
        const now = nowSeconds();
        if (!(await claimDepositRefund(tx, refundId, actor.name, now))) throw approvalDecided();
        // Its row in the console's approvals list is decided with it.
        await markDepositRefundApproved(tx, refundId, actor.name, now);
      });
      try {
        return await execute(actor, { id: refundId, depositId: Number(refund.deposit_id), reason: refund.reason, action: 'deposit.refund.approve' });
      } catch (error) {
        // Refused before the provider was asked (the balance no longer holds it): the refund ends, the deposit may be refunded afresh.
        if (error instanceof ApiError && error.code !== 'PAYMENT_PROVIDER_ERROR') {
          await failRefundingDepositRefund(db, refundId, nowSeconds());
        }
        throw error;
      }
    },

    pending: () => depositRefundsAwaitingApproval(db),
  };
}

export type FraudRefunds = ReturnType<typeof createFraudRefunds>;
