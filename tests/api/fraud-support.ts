import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { TestApi } from './api-harness';
import { startDeposit } from './support/depositor';
import type { Shopper } from './support/shopper';

export const WEBHOOK_SECRET = 'whsec_test_fraud';
export const STRIPE_KEY = 'sk_test_fraud';
const stripe = new Stripe(STRIPE_KEY);

export interface StripeCall {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: Record<string, string>;
}

/**
 * A local server speaking the part of Stripe's API the shop calls: Checkout Sessions, a
 * PaymentIntent's metadata (`intents`: what it answers for an id), refunds and dispute updates.
 */
export class FraudStripe {
  readonly calls: StripeCall[] = [];
  readonly intents = new Map<string, Record<string, string>>();
  private server: Server | undefined;
  private count = 0;
  port = 0;

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
        const path = (request.url ?? '').split('?')[0]!;
        const method = request.method ?? '';
        this.calls.push({ method, path, idempotencyKey: request.headers['idempotency-key'] as string | undefined, form });
        const send = (status: number, body: unknown) => {
          response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${this.calls.length}` });
          response.end(JSON.stringify(body));
        };
        const id = `${++this.count}${Math.random().toString(36).slice(2, 8)}`;
        if (method === 'POST' && path === '/v1/checkout/sessions') {
          return send(200, { id: `cs_test_${id}`, object: 'checkout.session', payment_status: 'unpaid', metadata: { order_id: form['metadata[order_id]'] }, url: `https://checkout.stripe.com/c/pay/cs_test_${id}` });
        }
        const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
        if (method === 'GET' && intent) {
          const metadata = this.intents.get(decodeURIComponent(intent[1]!));
          if (!metadata) return send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
          return send(200, { id: intent[1], object: 'payment_intent', metadata });
        }
        if (method === 'POST' && path === '/v1/refunds') {
          return send(200, { id: `re_test_${id}`, object: 'refund', amount: Number(form.amount), payment_intent: form.payment_intent, status: 'succeeded' });
        }
        const dispute = /^\/v1\/disputes\/([^/]+)$/.exec(path);
        if (method === 'POST' && dispute) return send(200, { id: dispute[1], object: 'dispute', status: form.submit === 'true' ? 'under_review' : 'needs_response' });
        return send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
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

export const stripeEnv = (server: FraudStripe) => ({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: STRIPE_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: server.url });

let eventCount = 0;
/** A Stripe event posted to the webhook route, signed with the stripe package's own test-header helper. */
export function sendStripeEvent(api: Pick<TestApi, 'get'>, type: string, object: Record<string, unknown>, id = `evt_fraud_${++eventCount}`) {
  const payload = JSON.stringify({ id, object: 'event', api_version: Stripe.API_VERSION, created: Math.floor(Date.now() / 1000), type, data: { object } });
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return api.get('/api/payments/webhook/stripe', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: payload });
}

/** A deposit of `amount` EUR paid through Checkout: its id and PaymentIntent. */
export async function paidDeposit(api: Pick<TestApi, 'get'>, shopper: Shopper, amount = 50) {
  const { id, reference } = await startDeposit(shopper, { amount });
  const paymentIntent = `pi_test_${id}_${Math.random().toString(36).slice(2, 8)}`;
  const session = { id: reference, object: 'checkout.session', amount_total: amount * 100, currency: 'eur', payment_status: 'paid', payment_intent: paymentIntent, metadata: { order_id: String(id) } };
  const { body } = await sendStripeEvent(api, 'checkout.session.completed', session);
  if (body.message !== 'credited') throw new Error(`checkout.session.completed answered ${JSON.stringify(body)}`);
  return { id, paymentIntent };
}

/** Stripe's dispute object as its events carry it; `withdrawn` adds the debit balance transaction (with Stripe's fee). */
export function disputeObject(
  id: string,
  paymentIntent: string,
  { status = 'needs_response', amount = 5000, withdrawn = false, reinstated = false, fee = 1500 }: { status?: string; amount?: number; withdrawn?: boolean; reinstated?: boolean; fee?: number } = {},
) {
  const transactions = [
    ...(withdrawn || reinstated ? [{ id: `txn_${id}_1`, object: 'balance_transaction', amount: -amount - fee, fee, currency: 'eur' }] : []),
    ...(reinstated ? [{ id: `txn_${id}_2`, object: 'balance_transaction', amount: amount + fee, fee: -fee, currency: 'eur' }] : []),
  ];
  return {
    id,
    object: 'dispute',
    amount,
    currency: 'eur',
    charge: `ch_${paymentIntent}`,
    payment_intent: paymentIntent,
    reason: 'fraudulent',
    status,
    evidence_details: { due_by: 1_900_000_000, has_evidence: false, past_due: false, submission_count: 0 },
    balance_transactions: transactions,
    is_charge_refundable: false,
    metadata: {},
  };
}

/** The user's ledger rows of these kinds (amount in cents), in the order written. */
export async function ledgerRows(api: Pick<TestApi, 'db'>, userId: number, kinds?: string[]) {
  let query = api.db.selectFrom('balance_ledger').select(['id', 'kind', 'amount', 'reference']).where('user_id', '=', userId);
  if (kinds) query = query.where('kind', 'in', kinds);
  return (await query.orderBy('id').execute()).map((row) => ({ ...row, id: Number(row.id), amount: Number(row.amount) }));
}
