import { createHmac, timingSafeEqual } from 'node:crypto';
import { randomToken } from '../lib/secrets';
import { WEBHOOK_TOLERANCE_SECONDS, WebhookSignatureError, type PaymentEvent, type PaymentProvider } from './payment-provider';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** The sandbox's event types on the wire; it plays the bank too (issue 41): disputes and early fraud warnings. */
export const SANDBOX_EVENT_TYPES = {
  'payment.succeeded': 'paid',
  'payment.failed': 'failed',
  'payment.expired': 'expired',
  'dispute.created': 'dispute',
  'dispute.funds_withdrawn': 'dispute',
  'early_fraud_warning.created': 'early_fraud_warning',
} as const;
export type SandboxEventType = keyof typeof SANDBOX_EVENT_TYPES;

export interface SandboxEvent {
  id: string;
  type: SandboxEventType;
  reference: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  /** payment.succeeded: the risk level, as Stripe's outcome.risk_level. */
  risk_level?: string;
  /** payment.succeeded: the card's fingerprint, as Stripe's payment_method_details.card.fingerprint. */
  card_fingerprint?: string;
  /** dispute.*: the dispute (its fee in minor units of `currency`, taken with the funds). */
  dispute?: { id: string; status: string; reason: string; due_by: number; fee: number };
  /** early_fraud_warning.created */
  warning?: { id: string; fraud_type: string };
}

/** The sandbox bank's dispute fee, minor units (Stripe's in the euro area). */
export const SANDBOX_DISPUTE_FEE_MINOR = 2000;

/** The path of a sandbox payment's hosted page (served at the shop's root). */
export const sandboxPagePath = (reference: string) => `/sandbox-pay/${encodeURIComponent(reference)}`;

const hmac = (secret: string, timestamp: number, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, as Stripe signs. */
export function signSandboxPayload(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/** Throws WebhookSignatureError unless `header` signs `body` with `secret` within the tolerance. */
export function verifySandboxSignature(secret: string, body: string, header: string | undefined, now = Math.floor(Date.now() / 1000)): void {
  if (!header) throw new WebhookSignatureError('missing signature');
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const signature = parts.get('v1') ?? '';
  if (!/^\d{1,12}$/.test(parts.get('t') ?? '') || !/^[0-9a-f]{64}$/.test(signature)) throw new WebhookSignatureError('malformed signature');
  if (Math.abs(now - timestamp) > WEBHOOK_TOLERANCE_SECONDS) throw new WebhookSignatureError('signature timestamp outside the tolerance');
  if (!timingSafeEqual(Buffer.from(signature, 'hex'), Buffer.from(hmac(secret, timestamp, body), 'hex'))) {
    throw new WebhookSignatureError('signature does not match');
  }
}

function isSandboxEvent(value: unknown): value is SandboxEvent {
  const event = value as Partial<SandboxEvent> | null;
  return (
    typeof event === 'object' &&
    event !== null &&
    typeof event.id === 'string' &&
    event.id.length > 0 &&
    event.id.length <= 200 &&
    typeof event.type === 'string' &&
    typeof event.reference === 'string' &&
    event.reference.length <= 200 &&
    Number.isSafeInteger(event.amount) &&
    typeof event.currency === 'string'
  );
}

/**
 * The built-in provider, like a real one's test mode: a hosted page at /sandbox-pay/<reference> with
 * test cards, and HMAC-signed webhooks (sent by a job, see sandbox-webhook.job.ts).
 */
export function createSandboxProvider(options: { publicUrl: string; webhookSecret: string }): PaymentProvider {
  return {
    name: 'sandbox',
    async createCheckout() {
      const reference = `sbx_${randomToken()}`;
      return { reference, redirectUrl: `${options.publicUrl}${sandboxPagePath(reference)}` };
    },
    parseWebhook(rawBody, headers) {
      const body = rawBody.toString('utf8');
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      verifySandboxSignature(options.webhookSecret, body, Array.isArray(header) ? header[0] : header);
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        throw new WebhookSignatureError('body is not JSON');
      }
      if (!isSandboxEvent(parsed)) throw new WebhookSignatureError('not a sandbox event');
      if (!Object.hasOwn(SANDBOX_EVENT_TYPES, parsed.type)) return null;
      return toPaymentEvent(parsed);
    },
    // The sandbox's payments are its deposits' references: every risk event names one the shop knows.
    depositIdOfPayment: async () => undefined,
    async refund() {
      return { id: `re_sbx_${randomToken()}` };
    },
    // The sandbox bank takes the evidence and decides nothing (a test mode's dispute stays open until closed by hand).
    async updateDisputeEvidence() {},
  };
}

function toPaymentEvent(parsed: SandboxEvent): PaymentEvent {
  const type = SANDBOX_EVENT_TYPES[parsed.type];
  const base = { id: parsed.id, reference: parsed.reference, paymentIntent: parsed.reference };
  if (type === 'dispute' && parsed.dispute) {
    const d = parsed.dispute;
    const withdrawn = parsed.type === 'dispute.funds_withdrawn';
    return {
      ...base,
      type,
      dispute: { id: d.id, status: d.status, reason: d.reason, amountMinor: parsed.amount, currency: parsed.currency, evidenceDueBy: d.due_by, fundsWithdrawn: withdrawn, fundsReinstated: false, feeMinor: withdrawn ? d.fee : 0, feeCurrency: parsed.currency },
    };
  }
  if (type === 'early_fraud_warning' && parsed.warning) return { ...base, type, warning: { id: parsed.warning.id, fraudType: parsed.warning.fraud_type } };
  if (type === 'dispute' || type === 'early_fraud_warning') throw new WebhookSignatureError('not a sandbox event');
  return {
    ...base,
    type,
    amountMinor: parsed.amount,
    currency: parsed.currency,
    ...(parsed.risk_level ? { riskLevel: parsed.risk_level } : {}),
    ...(typeof parsed.card_fingerprint === 'string' && parsed.card_fingerprint.length <= 100 ? { cardFingerprint: parsed.card_fingerprint } : {}),
  };
}
