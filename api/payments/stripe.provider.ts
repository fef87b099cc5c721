import Stripe from 'stripe';
import { WEBHOOK_TOLERANCE_SECONDS, WebhookSignatureError, type DisputeFacts, type PaymentEvent, type PaymentProvider } from './payment-provider';

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';
/** The browser waits for checkout through the gateway's 5000 ms: one quick try, no retries. */
const STRIPE_TIMEOUT_MS = 4000;

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Protocol, host and port of Stripe's API, e.g. https://api.stripe.com (tests: a local server). */
  apiBase: string;
}

type Session = Stripe.Checkout.Session;
type Intent = Stripe.PaymentIntent;

const depositIdOf = (metadata: Stripe.Metadata | null | undefined) => {
  const id = Number(metadata?.order_id);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? undefined));

function fromSession(event: Stripe.Event, type: PaymentEvent['type']): PaymentEvent {
  const session = event.data.object as Session;
  const paymentIntent = idOf(session.payment_intent);
  return {
    id: event.id,
    type,
    reference: session.id,
    depositId: depositIdOf(session.metadata),
    ...(paymentIntent ? { paymentIntent } : {}),
    ...(session.amount_total !== null && session.currency ? { amountMinor: session.amount_total, currency: session.currency.toUpperCase() } : {}),
  };
}

/** The shop's events from Stripe's; null for the ones it does not use (and a completed session still awaiting an async payment). */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return (event.data.object as Session).payment_status === 'unpaid' ? null : fromSession(event, 'paid');
    case 'checkout.session.async_payment_succeeded':
      return fromSession(event, 'paid');
    case 'checkout.session.async_payment_failed':
      return fromSession(event, 'failed');
    case 'checkout.session.expired':
      return fromSession(event, 'expired');
    case 'payment_intent.payment_failed': {
      // A PaymentIntent does not know its Checkout Session: the deposit id travels in its metadata.
      const intent = event.data.object as Intent;
      const depositId = depositIdOf(intent.metadata);
      if (depositId === undefined) return null;
      return { id: event.id, type: 'failed', depositId, amountMinor: intent.amount, currency: intent.currency.toUpperCase() };
    }
    case 'charge.succeeded': {
      const charge = event.data.object as Stripe.Charge;
      const fingerprint = charge.payment_method_details?.card?.fingerprint;
      return { id: event.id, type: 'charge', ...chargeIds(charge), riskLevel: charge.outcome?.risk_level ?? undefined, ...(fingerprint ? { cardFingerprint: fingerprint } : {}) };
    }
    case 'charge.refunded': {
      const charge = event.data.object as Stripe.Charge;
      return { id: event.id, type: 'refunded', ...chargeIds(charge), refundedMinor: charge.amount_refunded, currency: charge.currency.toUpperCase() };
    }
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed':
    case 'charge.dispute.funds_withdrawn':
    case 'charge.dispute.funds_reinstated': {
      const dispute = event.data.object as Stripe.Dispute;
      return { id: event.id, type: 'dispute', paymentIntent: idOf(dispute.payment_intent), chargeId: idOf(dispute.charge), dispute: disputeFacts(event.type, dispute) };
    }
    case 'radar.early_fraud_warning.created': {
      const warning = event.data.object as Stripe.Radar.EarlyFraudWarning;
      return { id: event.id, type: 'early_fraud_warning', paymentIntent: idOf(warning.payment_intent), chargeId: idOf(warning.charge), warning: { id: warning.id, fraudType: warning.fraud_type } };
    }
    default:
      return null;
  }
}

function chargeIds(charge: Stripe.Charge): Pick<PaymentEvent, 'chargeId' | 'paymentIntent' | 'depositId'> {
  return { chargeId: charge.id, paymentIntent: idOf(charge.payment_intent), depositId: depositIdOf(charge.metadata) };
}

/**
 * A dispute object as facts that only grow: the bank took the money when funds_withdrawn says so, a
 * balance transaction debits it or the dispute is lost; it gave it back when funds_reinstated says so
 * or a balance transaction credits it. The fee is what Stripe charged on the debit.
 */
function disputeFacts(type: string, dispute: Stripe.Dispute): DisputeFacts {
  const transactions = (dispute.balance_transactions ?? []) as Array<Pick<Stripe.BalanceTransaction, 'amount' | 'fee' | 'currency'>>;
  const debits = transactions.filter((bt) => bt.amount < 0);
  return {
    id: dispute.id,
    status: dispute.status,
    reason: dispute.reason,
    amountMinor: dispute.amount,
    currency: dispute.currency.toUpperCase(),
    evidenceDueBy: dispute.evidence_details?.due_by ?? null,
    fundsWithdrawn: type === 'charge.dispute.funds_withdrawn' || debits.length > 0 || dispute.status === 'lost',
    fundsReinstated: type === 'charge.dispute.funds_reinstated' || transactions.some((bt) => bt.amount > 0),
    feeMinor: debits.reduce((sum, bt) => sum + Math.max(0, bt.fee), 0),
    feeCurrency: (debits[0]?.currency ?? dispute.currency).toUpperCase(),
  };
}

/**
 * Stripe Checkout through the official package: one Checkout Session per deposit (its id is the
 * reference, the deposit id in its metadata and its PaymentIntent's), webhooks verified with
 * stripe.webhooks.constructEvent against STRIPE_WEBHOOK_SECRET.
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const base = new URL(options.apiBase);
  const stripe = new Stripe(options.secretKey, {
    host: base.hostname,
    port: base.port || (base.protocol === 'http:' ? 80 : 443),
    protocol: base.protocol === 'http:' ? 'http' : 'https',
    timeout: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: 0,
    telemetry: false,
  });
  return {
    name: 'stripe',
    async createCheckout({ depositId, amountMinor, currency, email, returnUrl }) {
      const metadata = { order_id: String(depositId) };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [{ quantity: 1, price_data: { currency: currency.toLowerCase(), unit_amount: amountMinor, product_data: { name: 'Skin Shop balance top-up' } } }],
          customer_email: email,
          client_reference_id: String(depositId),
          metadata,
          payment_intent_data: { metadata },
          success_url: returnUrl,
          cancel_url: returnUrl,
        },
        { idempotencyKey: `deposit-${depositId}` },
      );
      if (!session.url) throw new Error(`Stripe returned Checkout Session ${session.id} without a url`);
      return { reference: session.id, redirectUrl: session.url };
    },
    parseWebhook(rawBody, headers) {
      const header = headers[STRIPE_SIGNATURE_HEADER];
      const signature = Array.isArray(header) ? header[0] : header;
      if (!signature) throw new WebhookSignatureError('missing signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'signature does not match');
      }
      return toPaymentEvent(event);
    },
    async depositIdOfPayment(paymentIntent) {
      return depositIdOf((await stripe.paymentIntents.retrieve(paymentIntent)).metadata);
    },
    async refund({ depositId, reference, paymentIntent }, amountMinor) {
      let intent = paymentIntent;
      if (!intent && reference) intent = idOf((await stripe.checkout.sessions.retrieve(reference)).payment_intent) ?? null;
      if (!intent) throw new Error(`deposit ${depositId} has no Stripe payment to refund`);
      const refund = await stripe.refunds.create({ payment_intent: intent, amount: amountMinor, metadata: { order_id: String(depositId) } }, { idempotencyKey: `deposit-refund-${depositId}-${amountMinor}` });
      return { id: refund.id };
    },
    async updateDisputeEvidence(disputeId, evidence, submit) {
      await stripe.disputes.update(disputeId, { evidence, submit });
    },
  };
}
