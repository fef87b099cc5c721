import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_NOTE } from '../../api/deposits/deposit-review';
import { startTestApi, type TestApi } from './api-harness';
import { FraudStripe, paidDeposit, sendStripeEvent, stripeEnv } from './fraud-support';
import { stripeCardFingerprint, stripeCharge } from './support/fake-stripe';
import { depositForm, newDepositor } from './support/depositor';
import type { Shopper } from './support/shopper';

// Issue 41's velocity per card: Stripe's charge.succeeded names the card by its fingerprint, stored on
// the deposit; a customer who paid with CARDS_PER_DAY (3) distinct cards in a day is refused the next
// checkout (429); one who got past it (checkouts started before the cards were known) is held for review.
let api: TestApi;
const stripeApi = new FraudStripe();

beforeAll(async () => {
  await stripeApi.start();
  api = await startTestApi({ items: 40, env: { REQUIRE_EMAIL_VERIFICATION: '0', ...stripeEnv(stripeApi) }, plugin: { jobs: { pollIntervalMs: 50 } } });
});
afterAll(async () => {
  await api?.close();
  await stripeApi.stop();
});

/** A deposit paid through Checkout, then its charge as Stripe sends it (with the card's fingerprint). */
async function paidWith(shopper: Shopper, card: string, amount = 50) {
  const deposit = await paidDeposit(api, shopper, amount);
  const charge = stripeCharge({ paymentIntent: deposit.paymentIntent, amount: amount * 100, card, depositId: deposit.id });
  expect((await sendStripeEvent(api, 'charge.succeeded', charge)).status).toBe(200);
  return deposit;
}

const fingerprintOf = async (depositId: number) => (await api.db.selectFrom('deposits').select('card_fingerprint').where('id', '=', depositId).executeTakeFirstOrThrow()).card_fingerprint;

let nextItem = 0;
async function buy(shopper: Shopper) {
  const item = await api.db.selectFrom('items').select('id').where('status', '=', 'available').where('price', '<=', 5000).orderBy('id').offset(nextItem++).limit(1).executeTakeFirstOrThrow();
  await shopper.client.post('/api/cart/add', { id: item.id });
  const { status, body } = await shopper.client.post('/api/purchase/product', { lang_id: 10, currency: 'EUR' });
  expect(status).toBe(200);
  return body.payload.order_id as number;
}
const offerOf = async (orderId: number) => (await api.db.selectFrom('trade_offers').select(['state', 'last_error']).where('order_id', '=', orderId).executeTakeFirst()) ?? { state: 'none', last_error: null };

describe('cards by fingerprint', () => {
  it("charge.succeeded stores the card's fingerprint on the deposit; the same number gives the same fingerprint", async () => {
    const shopper = await newDepositor(api);
    const first = await paidWith(shopper, '4000 0566 5566 5556');
    const second = await paidWith(shopper, '4000056655665556');
    expect(await fingerprintOf(first.id)).toBe(stripeCardFingerprint('4000056655665556'));
    expect(await fingerprintOf(second.id)).toBe(await fingerprintOf(first.id));
  });

  it('three distinct cards in a day: the next checkout answers 429 with the message and Retry-After; a card used again counts once', async () => {
    const shopper = await newDepositor(api);
    await paidWith(shopper, '4242424242424242');
    await paidWith(shopper, '5555555555554444');
    await paidWith(shopper, '4242424242424242');
    // Two distinct cards so far: one more is allowed.
    await paidWith(shopper, '4000002500003155');
    const refused = await shopper.client.post('/api/deposit/checkout', depositForm(shopper, { amount: 50 }));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status: 'ERROR', error_code: 'RATE_LIMITED', message: 'Too many different cards. Please try again later.' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(86_000);
    expect(retryAfter).toBeLessThanOrEqual(86_400);

    // Another customer is not counted with them.
    const other = await newDepositor(api);
    expect((await other.client.post('/api/deposit/checkout', depositForm(other, { amount: 50 }))).status).toBe(200);
  });

  it('checkouts started before their cards were known get past the 429: beyond the limit, what the customer buys waits for staff; within it, it goes out', async () => {
    const many = await newDepositor(api);
    const few = await newDepositor(api);
    // Four deposits paid before any of their charges named the card, then four different cards: the fourth is one too many.
    const started = [];
    for (let n = 0; n < 4; n++) started.push(await paidDeposit(api, many, 20));
    const cards = ['4242424242424242', '5555555555554444', '4000002500003155', '4000000000003220'];
    for (const [index, deposit] of started.entries()) {
      await sendStripeEvent(api, 'charge.succeeded', stripeCharge({ paymentIntent: deposit.paymentIntent, amount: 2000, card: cards[index]!, depositId: deposit.id }));
    }
    await paidWith(few, '4242424242424242');
    await paidWith(few, '5555555555554444');
    await paidWith(few, '4000002500003155');
    const held = await buy(many);
    const free = await buy(few);
    // The free order's offer goes out (sent, then accepted by the sandbox partner); the held one waits for staff.
    await expect.poll(async () => (await offerOf(free)).state, { timeout: 10_000 }).toMatch(/^(sent|accepted)$/);
    expect(await offerOf(held)).toEqual({ state: 'manual', last_error: REVIEW_NOTE });
  });
});
