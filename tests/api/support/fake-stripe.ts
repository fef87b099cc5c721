import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  /** The form body as flat bracketed keys, e.g. `line_items[0][price_data][unit_amount]`. */
  form: Record<string, string>;
}

/** A local HTTP server answering POST /v1/checkout/sessions as Stripe's API does (or failing, when told to). */
export class FakeStripe {
  readonly requests: StripeRequest[] = [];
  failWith: number | undefined;
  private server: Server | undefined;
  private sessions = 0;
  port = 0;

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
        const path = (request.url ?? '').split('?')[0]!;
        this.requests.push({
          method: request.method ?? '',
          path,
          authorization: request.headers.authorization,
          idempotencyKey: request.headers['idempotency-key'] as string | undefined,
          form,
        });
        const send = (status: number, body: unknown) => {
          response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${this.requests.length}` });
          response.end(JSON.stringify(body));
        };
        if (this.failWith) return send(this.failWith, { error: { type: 'api_error', message: 'Something went wrong on Stripe\'s end.' } });
        if (request.method !== 'POST' || path !== '/v1/checkout/sessions') return send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
        const id = `cs_test_${++this.sessions}${Math.random().toString(36).slice(2, 10)}`;
        return send(200, {
          id,
          object: 'checkout.session',
          mode: 'payment',
          status: 'open',
          payment_status: 'unpaid',
          amount_total: Number(form['line_items[0][price_data][unit_amount]']),
          currency: form['line_items[0][price_data][currency]'],
          customer_email: form.customer_email,
          client_reference_id: form.client_reference_id,
          metadata: { order_id: form['metadata[order_id]'] },
          success_url: form.success_url,
          cancel_url: form.cancel_url,
          url: `https://checkout.stripe.com/c/pay/${id}`,
        });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.address() as AddressInfo).port;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/**
 * Stripe's fingerprint of a card number: 16 characters, the same for one number on every charge and
 * customer of the account, and not the number (Stripe's is opaque; this one is a hash).
 */
export function stripeCardFingerprint(cardNumber: string): string {
  return createHash('sha256').update(cardNumber.replace(/\s/g, '')).digest('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, 16);
}

/**
 * A succeeded Charge as Stripe's charge.succeeded event carries it: the PaymentIntent it belongs to,
 * the Radar outcome and the card's details with its fingerprint (payment_method_details.card).
 */
export function stripeCharge({ paymentIntent, amount, currency = 'eur', card = '4242424242424242', riskLevel = 'normal', depositId }: { paymentIntent: string; amount: number; currency?: string; card?: string; riskLevel?: string; depositId?: number }) {
  const digits = card.replace(/\s/g, '');
  return {
    id: `ch_${paymentIntent.replace(/^pi_/, '')}`,
    object: 'charge',
    amount,
    amount_captured: amount,
    amount_refunded: 0,
    captured: true,
    currency,
    paid: true,
    refunded: false,
    status: 'succeeded',
    payment_intent: paymentIntent,
    metadata: depositId === undefined ? {} : { order_id: String(depositId) },
    outcome: { network_status: 'approved_by_network', reason: null, risk_level: riskLevel, risk_score: riskLevel === 'normal' ? 20 : 70, seller_message: 'Payment complete.', type: 'authorized' },
    payment_method_details: {
      type: 'card',
      card: {
        brand: digits.startsWith('5') ? 'mastercard' : 'visa',
        country: 'US',
        exp_month: 12,
        exp_year: 2034,
        fingerprint: stripeCardFingerprint(digits),
        funding: 'credit',
        last4: digits.slice(-4),
        network: digits.startsWith('5') ? 'mastercard' : 'visa',
      },
    },
  };
}
