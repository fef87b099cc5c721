import type { Kysely } from 'kysely';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';
import { findDepositByReference } from '../deposits/deposits.repository';
import { DEPOSIT_PROCESSING } from '../deposits/deposits.table';
import { writeTransaction } from '../db/transaction';
import { randomToken } from '../lib/secrets';
import { queueSandboxWebhook } from './sandbox-webhook.job';
import type { SandboxEventType } from './sandbox.provider';

/** Test cards of the sandbox (spaces ignored); any other number is refused on the page. */
export const SANDBOX_CARDS: Record<string, SandboxEventType> = {
  '4242424242424242': 'payment.succeeded',
  '4000000000000002': 'payment.failed',
};

export type SandboxOutcome = SandboxEventType;

/**
 * The sandbox provider's own side: its hosted page reads a live payment, and a card or a cancel
 * settles it by queueing the signed webhook it will send to the shop after SANDBOX_SETTLE_MS.
 */
export function createSandboxPayService(db: Kysely<Database>, config: Pick<ApiConfig, 'publicUrl' | 'sandboxSettleMs'>) {
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

    /** Queues the webhook for `outcome`; the deposit id, or undefined when the payment is not live. */
    settle: (reference: string, outcome: SandboxOutcome) =>
      writeTransaction(db, async (tx) => {
        const deposit = await live(tx, reference);
        if (!deposit) return undefined;
        const event = { id: `evt_${randomToken()}`, type: outcome, reference, amount: Number(deposit.amount_minor), currency: deposit.currency };
        await queueSandboxWebhook(tx, event, config.sandboxSettleMs);
        return Number(deposit.id);
      }),

    processingUrl: (depositId: number) => `${config.publicUrl}/processing-payment?order_id=${depositId}`,
  };
}

export type SandboxPayService = ReturnType<typeof createSandboxPayService>;

/** The card number without spaces or dashes. */
export const cardDigits = (value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : '');
