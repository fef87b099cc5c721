import { createHmac, timingSafeEqual } from 'node:crypto';
import { randomToken } from '../lib/secrets';
import { WEBHOOK_TOLERANCE_SECONDS, WebhookSignatureError, type PaymentEvent, type PaymentProvider } from './payment-provider';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** The sandbox's event types on the wire. */
export const SANDBOX_EVENT_TYPES = { 'payment.succeeded': 'paid', 'payment.failed': 'failed', 'payment.expired': 'expired' } as const;
export type SandboxEventType = keyof typeof SANDBOX_EVENT_TYPES;

export interface SandboxEvent {
  id: string;
  type: SandboxEventType;
  reference: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
}

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
      const type = SANDBOX_EVENT_TYPES[parsed.type];
      const event: PaymentEvent = { id: parsed.id, type, reference: parsed.reference, amountMinor: parsed.amount, currency: parsed.currency };
      return event;
    },
  };
}
