import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';
import { findDepositByReference } from '../deposits/deposits.repository';
import { DEPOSIT_PROCESSING } from '../deposits/deposits.table';
import { writeTransaction } from '../db/transaction';
import { randomToken } from '../lib/secrets';
import { queueSandboxWebhook } from './sandbox-webhook.job';
import { SANDBOX_DISPUTE_FEE_MINOR, type SandboxEvent, type SandboxEventType } from './sandbox.provider';

/** What a test card does: the payment's outcome, and what the bank does after (issue 41: Stripe's own test numbers). */
export interface SandboxCard {
  outcome: SandboxEventType;
  /** Disputed (fraudulent) or warned of fraud SANDBOX_DISPUTE_AFTER_MS after the payment settles. */
  after?: 'dispute' | 'early_fraud_warning';
  riskLevel?: 'elevated';
}

/** Test cards of the sandbox (spaces ignored); any other number is refused on the page. */
export const SANDBOX_CARDS: Record<string, SandboxCard> = {
  '4242424242424242': { outcome: 'payment.succeeded' },
  '4000000000000002': { outcome: 'payment.failed' },
  '4000000000000259': { outcome: 'payment.succeeded', after: 'dispute' },
  '4000000000005423': { outcome: 'payment.succeeded', after: 'early_fraud_warning' },
  '4000000000009235': { outcome: 'payment.succeeded', riskLevel: 'elevated' },
};

/** The sandbox's fingerprint of a card number: the same number always gives the same one, as Stripe's does, and the number is not in it. */
export const sandboxCardFingerprint = (digits: string) => createHash('sha256').update(`sandbox-card:${digits}`).digest('base64url').slice(0, 16);

/** How long the sandbox bank gives the shop for its evidence. */
const EVIDENCE_DAYS = 7;

/**
 * The sandbox provider's own side: its hosted page reads a live payment, and a card or a cancel
 * settles it by queueing the signed webhook it will send to the shop after SANDBOX_SETTLE_MS.
 */
export function createSandboxPayService(db: Kysely<Database>, config: Pick<ApiConfig, 'publicUrl' | 'sandboxSettleMs' | 'sandboxDisputeAfterMs'>) {
  const live = async (tx: Kysely<Database>, reference: string) => {
    const deposit = await findDepositByReference(tx, 'sandbox', reference);
    return deposit && deposit.status === DEPOSIT_PROCESSING ? deposit : undefined;
  };

  return {
    /** The payment behind a hosted page, while it is still processing. */
    payment: async (reference: string) => {
      const deposit = await live(db, reference);
      return deposit && { id: Number(deposit.id), amountMinor: Number(deposit.amount_minor), currency: deposit.currency };
    },

    /**
     * Queues the webhook for the card's outcome (and, for a dispute or fraud-warning card, the bank's
     * events after SANDBOX_DISPUTE_AFTER_MS more); the deposit id, or undefined when the payment is not live.
     */
    settle: (reference: string, card: SandboxCard, cardNumber?: string) =>
      writeTransaction(db, async (tx) => {
        const deposit = await live(tx, reference);
        if (!deposit) return undefined;
        const base = { reference, amount: Number(deposit.amount_minor), currency: deposit.currency };
        const event: SandboxEvent = {
          id: `evt_${randomToken()}`,
          type: card.outcome,
          ...base,
          ...(card.riskLevel ? { risk_level: card.riskLevel } : {}),
          ...(cardNumber && card.outcome === 'payment.succeeded' ? { card_fingerprint: sandboxCardFingerprint(cardNumber) } : {}),
        };
        await queueSandboxWebhook(tx, event, config.sandboxSettleMs);
        const later = config.sandboxSettleMs + config.sandboxDisputeAfterMs;
        if (card.after === 'dispute') {
          const dispute = { id: `dp_sbx_${randomToken()}`, status: 'needs_response', reason: 'fraudulent', due_by: Math.floor((Date.now() + later) / 1000) + EVIDENCE_DAYS * 86_400, fee: SANDBOX_DISPUTE_FEE_MINOR };
          await queueSandboxWebhook(tx, { id: `evt_${randomToken()}`, type: 'dispute.created', ...base, dispute }, later);
          await queueSandboxWebhook(tx, { id: `evt_${randomToken()}`, type: 'dispute.funds_withdrawn', ...base, dispute }, later);
        } else if (card.after === 'early_fraud_warning') {
          await queueSandboxWebhook(tx, { id: `evt_${randomToken()}`, type: 'early_fraud_warning.created', ...base, warning: { id: `issfr_sbx_${randomToken()}`, fraud_type: 'made_with_stolen_card' } }, later);
        }
        return Number(deposit.id);
      }),

    processingUrl: (depositId: number) => `${config.publicUrl}/processing-payment?order_id=${depositId}`,
  };
}

export type SandboxPayService = ReturnType<typeof createSandboxPayService>;

/** The card number without spaces or dashes. */
export const cardDigits = (value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : '');
