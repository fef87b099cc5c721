/** What a deposit asks a provider to collect. */
export interface CheckoutRequest {
  depositId: number;
  /** Minor units of `currency`. */
  amountMinor: number;
  currency: string;
  email: string;
  /** Where the provider sends the browser back (/processing-payment?order_id=…). */
  returnUrl: string;
}

export interface CheckoutSession {
  /** The provider's id of this payment; its webhooks name it. */
  reference: string;
  /** The provider's hosted payment page. */
  redirectUrl: string;
}

export type PaymentEventType = 'paid' | 'failed' | 'expired';

/** A verified provider event, in the shop's terms. */
export interface PaymentEvent {
  id: string;
  type: PaymentEventType;
  /** The provider's id of the payment (CheckoutSession.reference); */
  reference?: string;
  /** or, when the event cannot name it (a Stripe PaymentIntent), the deposit id the provider was given. */
  depositId?: number;
  /** Minor units of `currency`, when the provider says how much. */
  amountMinor?: number;
  currency?: string;
}

/** One interface, two implementations (PAYMENT_PROVIDER): the built-in sandbox and Stripe Checkout. */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Creates the hosted payment; a network call for a remote provider, so never inside a transaction. */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Verifies the signature over the raw body and reads the event. Throws WebhookSignatureError when
   * the signature is wrong, missing or too old; returns null for event types the shop does not use.
   */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent | null;
}

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** How old a signed webhook may be (seconds), as Stripe's default tolerance. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
