import Stripe from 'stripe';
import { WEBHOOK_TOLERANCE_SECONDS, WebhookSignatureError, type PaymentEvent, type PaymentProvider } from './payment-provider';

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

function fromSession(event: Stripe.Event, type: PaymentEvent['type']): PaymentEvent {
  const session = event.data.object as Session;
  return {
    id: event.id,
    type,
    reference: session.id,
    depositId: depositIdOf(session.metadata),
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
    default:
      return null;
  }
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
  };
}
