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

export type PaymentEventType = 'paid' | 'failed' | 'expired' | 'charge' | 'dispute' | 'early_fraud_warning' | 'refunded';

/** What a provider's dispute object says, whichever of its events carried it (issue 41). */
export interface DisputeFacts {
  id: string;
  status: string;
  reason: string;
  /** Minor units of `currency`. */
  amountMinor: number;
  currency: string;
  /** Unix seconds. */
  evidenceDueBy: number | null;
  /** The bank took the money (funds_withdrawn, a debit among its balance transactions, or lost). */
  fundsWithdrawn: boolean;
  /** The bank gave it back (funds_reinstated, or a credit among its balance transactions). */
  fundsReinstated: boolean;
  /** The provider's dispute fee, minor units of `feeCurrency` (0 when not known yet). */
  feeMinor: number;
  feeCurrency: string;
}

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
  /** The provider's payment and charge ids (Stripe's PaymentIntent and Charge): risk events name only these. */
  paymentIntent?: string;
  chargeId?: string;
  /** The provider's risk level of the payment (Stripe's outcome.risk_level). */
  riskLevel?: string;
  /** The card's fingerprint, the same for one card number whoever pays (Stripe's payment_method_details.card.fingerprint). */
  cardFingerprint?: string;
  /** type `dispute`. */
  dispute?: DisputeFacts;
  /** type `early_fraud_warning`. */
  warning?: { id: string; fraudType: string };
  /** type `refunded`: minor units refunded so far in all (Stripe's amount_refunded). */
  refundedMinor?: number;
}

/** The shop's own evidence for a dispute, in the provider's evidence fields (Stripe's dispute evidence names). */
export type DisputeEvidence = Partial<Record<'product_description' | 'customer_email_address' | 'customer_name' | 'customer_purchase_ip' | 'access_activity_log' | 'service_documentation' | 'uncategorized_text' | 'service_date', string>>;

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
  /** The deposit id the provider keeps on a payment (Stripe: the PaymentIntent's metadata), for a risk event naming a payment the shop has not seen yet. */
  depositIdOfPayment(paymentIntent: string): Promise<number | undefined>;
  /** Refunds `amountMinor` of a paid deposit; the provider's refund id. A network call: never inside a transaction. */
  refund(payment: { depositId: number; reference: string | null; paymentIntent: string | null }, amountMinor: number): Promise<{ id: string }>;
  /** Sends the shop's evidence for a dispute; `submit` false stages it (the provider's dashboard shows it, nothing goes to the bank yet). */
  updateDisputeEvidence(disputeId: string, evidence: DisputeEvidence, submit: boolean): Promise<void>;
}

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** How old a signed webhook may be (seconds), as Stripe's default tolerance. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
