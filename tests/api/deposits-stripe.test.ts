import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailCatcher } from '../support/mail-catcher';
import { startTestApi, type TestApi } from './api-harness';
import { newDepositor, startDeposit } from './support/depositor';
import { FakeStripe } from './support/fake-stripe';
import { balanceOf } from './support/shopper';

let api: TestApi;
const stripeApi = new FakeStripe();
const mail = new MailCatcher();
const PUBLIC_URL = 'https://shop.example.com';
const WEBHOOK_SECRET = 'whsec_test_secret';
const stripe = new Stripe('sk_test_local');

beforeAll(async () => {
  await stripeApi.start();
  await mail.start();
  api = await startTestApi({
    items: 5,
    env: {
      REQUIRE_EMAIL_VERIFICATION: '0',
      SMTP_URL: mail.url,
      PUBLIC_URL,
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripeApi.url,
    },
    plugin: { jobs: { pollIntervalMs: 50 } },
  });
});
afterAll(async () => {
  await api?.close();
  await stripeApi.stop();
  await mail.stop();
});

let eventCount = 0;
/** A Stripe event posted to the webhook route, signed with the package's own test-header helper. */
function sendStripeEvent(type: string, object: Record<string, unknown>, options: { secret?: string; id?: string } = {}) {
  const payload = JSON.stringify({ id: options.id ?? `evt_test_${++eventCount}`, object: 'event', api_version: Stripe.API_VERSION, type, data: { object } });
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET });
  return api.get('/api/payments/webhook/stripe', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: payload });
}

const session = (id: string, orderId: number, overrides: Record<string, unknown> = {}) => ({
  id,
  object: 'checkout.session',
  amount_total: 5000,
  currency: 'eur',
  payment_status: 'paid',
  metadata: { order_id: String(orderId) },
  ...overrides,
});

const statusOf = async (id: number) => (await api.db.selectFrom('deposits').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('the stripe provider', () => {
  it('creates a Checkout Session with the amount, currency, return URL and order id, and answers its hosted page', async () => {
    const shopper = await newDepositor(api);
    const { id, body, reference } = await startDeposit(shopper, { amount: 54, currency: 'USD' });
    expect(body.redirect_url).toBe(`https://checkout.stripe.com/c/pay/${reference}`);
    const request = stripeApi.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', authorization: 'Bearer sk_test_local', idempotencyKey: `deposit-${id}` });
    expect(request.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '5400',
      customer_email: shopper.email,
      client_reference_id: String(id),
      'metadata[order_id]': String(id),
      'payment_intent_data[metadata][order_id]': String(id),
      success_url: `${PUBLIC_URL}/processing-payment?order_id=${id}`,
      cancel_url: `${PUBLIC_URL}/processing-payment?order_id=${id}`,
    });
    expect(await api.db.selectFrom('deposits').select(['provider', 'reference', 'status']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({
      provider: 'stripe',
      reference,
      status: 1,
    });
    // The sandbox page is not served with another provider.
    expect((await api.get(`/sandbox-pay/${reference}`)).status).toBe(404);
  });

  it('answers ERROR when Stripe refuses, and the deposit fails', async () => {
    const shopper = await newDepositor(api);
    stripeApi.failWith = 500;
    try {
      const { status, body } = await shopper.client.post('/api/deposit/checkout', { amount: 50, email: shopper.email, paymentType: 'card', currency: 'EUR' });
      expect(status).toBe(502);
      expect(body).toEqual({ status: 'ERROR', error_code: 'PAYMENT_PROVIDER_ERROR', message: 'An error occurred. Please try again later.' });
    } finally {
      stripeApi.failWith = undefined;
    }
    const deposits = await api.db.selectFrom('deposits').select(['status', 'reference']).where('user_id', '=', shopper.id).execute();
    expect(deposits).toEqual([{ status: 4, reference: null }]);
  });

  it('credits once on checkout.session.completed, with the receipt; replays and later failures change nothing', async () => {
    const shopper = await newDepositor(api);
    const { id, reference } = await startDeposit(shopper);
    const completed = await sendStripeEvent('checkout.session.completed', session(reference, id), { id: 'evt_completed_1' });
    expect(completed.status).toBe(200);
    expect(completed.body).toEqual({ status: 'OK', message: 'credited' });
    expect((await sendStripeEvent('checkout.session.completed', session(reference, id), { id: 'evt_completed_1' })).body.message).toBe('replay');
    expect((await sendStripeEvent('checkout.session.completed', session(reference, id))).body.message).toBe('unchanged');
    expect((await sendStripeEvent('checkout.session.expired', session(reference, id, { payment_status: 'unpaid' }))).body.message).toBe('unchanged');
    expect(await statusOf(id)).toBe(2);
    expect((await shopper.client.get(`/api/orders/status?order_id=${id}`)).body.order.status).toBe(2);
    expect(await balanceOf(api, shopper.id)).toBe(5000);
    expect((await mail.waitFor(shopper.email)).subject).toBe(`Your Skin Shop top-up #${id}`);
  });

  it('expires on checkout.session.expired and fails on payment_intent.payment_failed or async_payment_failed', async () => {
    const shopper = await newDepositor(api);
    const expired = await startDeposit(shopper);
    expect((await sendStripeEvent('checkout.session.expired', session(expired.reference, expired.id, { payment_status: 'unpaid' }))).body.message).toBe('expired');
    expect(await statusOf(expired.id)).toBe(7);

    const declined = await startDeposit(shopper);
    const intent = { id: 'pi_test_1', object: 'payment_intent', amount: 5000, currency: 'eur', metadata: { order_id: String(declined.id) } };
    expect((await sendStripeEvent('payment_intent.payment_failed', intent)).body.message).toBe('failed');
    expect(await statusOf(declined.id)).toBe(4);

    const asyncFailed = await startDeposit(shopper);
    expect((await sendStripeEvent('checkout.session.async_payment_failed', session(asyncFailed.reference, asyncFailed.id, { payment_status: 'unpaid' }))).body.message).toBe('failed');
    expect(await statusOf(asyncFailed.id)).toBe(4);
    expect(await balanceOf(api, shopper.id)).toBe(0);
  });

  it('refuses a bad signature (400) and a tampered amount (422), and ignores events it does not use', async () => {
    const shopper = await newDepositor(api);
    const { id, reference } = await startDeposit(shopper);
    const forged = await sendStripeEvent('checkout.session.completed', session(reference, id), { secret: 'whsec_wrong' });
    expect(forged.status).toBe(400);
    expect(forged.body.error_code).toBe('INVALID_SIGNATURE');
    const unsigned = await api.get('/api/payments/webhook/stripe', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(unsigned.status).toBe(400);
    expect((await sendStripeEvent('checkout.session.completed', session(reference, id, { amount_total: 1 }))).status).toBe(422);
    expect((await sendStripeEvent('checkout.session.completed', session(reference, id, { currency: 'usd' }))).status).toBe(422);
    expect((await sendStripeEvent('customer.created', { id: 'cus_1', object: 'customer' })).body).toEqual({ status: 'OK', message: 'ignored' });
    expect((await sendStripeEvent('checkout.session.completed', session(reference, id, { payment_status: 'unpaid' }))).body.message).toBe('ignored');
    expect(await statusOf(id)).toBe(1);
    expect(await balanceOf(api, shopper.id)).toBe(0);
    // The sandbox's route does not exist with stripe.
    expect((await api.get('/api/payments/webhook/sandbox', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(404);
  });
});
