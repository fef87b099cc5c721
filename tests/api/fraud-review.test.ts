import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './api-harness';
import { auditRowsAfter, lastAuditId, signedInStaff, type StaffMember } from './support/admin-staff';
import { newDepositor, sendWebhook, startDeposit, WEBHOOK_SECRET } from './support/depositor';
import type { Shopper } from './support/shopper';

// Issue 41's "stop it before it starts": a new customer's large top-up or a risky payment may buy,
// but the deliveries wait in the Today queue until staff release them (defaults: 200 EUR, 72 hours).
let api: TestApi;
let support: StaffMember;
let catalogue: StaffMember;

beforeAll(async () => {
  api = await startTestApi({
    items: 40,
    env: { REQUIRE_EMAIL_VERIFICATION: '0', SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET, SANDBOX_TRADE_ACCEPT_MS: '200', TRADE_POLL_SECONDS: '1', DEPOSITS_PER_HOUR: '3' },
    plugin: { jobs: { pollIntervalMs: 50 } },
  });
  support = await signedInStaff(api, 'support');
  catalogue = await signedInStaff(api, 'catalogue');
});
afterAll(() => api?.close());

async function topUp(shopper: Shopper, amount: number, riskLevel?: string) {
  const { id, reference } = await startDeposit(shopper, { amount });
  const answer = await sendWebhook(api, { id: `evt_review_${id}`, type: 'payment.succeeded', reference, amount: amount * 100, currency: 'EUR', ...(riskLevel ? { risk_level: riskLevel } : {}) });
  expect(answer.body.message).toBe('credited');
}

let nextItem = 0;
async function buy(shopper: Shopper) {
  const item = await api.db.selectFrom('items').select('id').where('status', '=', 'available').where('price', '<=', 1500).orderBy('id').offset(nextItem++).limit(1).executeTakeFirstOrThrow();
  await shopper.client.post('/api/cart/add', { id: item.id });
  const { status, body } = await shopper.client.post('/api/purchase/product', { lang_id: 10, currency: 'EUR' });
  expect(status).toBe(200);
  return body.payload.order_id as number;
}
const offerOf = async (orderId: number) => api.db.selectFrom('trade_offers').select(['state', 'last_error']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
const settle = () => new Promise((resolve) => setTimeout(resolve, 800));

describe('deliveries held for review', () => {
  it('a new customer above NEW_CUSTOMER_DEPOSIT_REVIEW_EUR buys, the delivery waits until staff release it (one audit row), then goes out', async () => {
    const shopper = await newDepositor(api);
    await topUp(shopper, 250);
    const orderId = await buy(shopper);
    await settle(); // the send job queued with the order has run and found nothing to send
    expect(await offerOf(orderId)).toEqual({ state: 'manual', last_error: 'being checked, usually within an hour' });
    const page = await shopper.client.get(`/api/purchase/${orderId}?currency=EUR`);
    expect(page.body.payload.deliveries[0].state).toBe('manual');

    expect((await catalogue.client.post(`/api/admin/orders/${orderId}/release`, {})).status).toBe(403);
    const before = await lastAuditId(api);
    const released = await support.client.post(`/api/admin/orders/${orderId}/release`, {});
    expect(released.body.payload).toEqual({ order_id: orderId, released: 1 });
    expect((await auditRowsAfter(api, before)).map((row) => [row.action, row.entity, row.entity_id])).toEqual([['order.release', 'order', String(orderId)]]);
    await expect.poll(async () => (await offerOf(orderId)).state, { timeout: 10_000 }).toBe('accepted');
    expect((await support.client.post(`/api/admin/orders/${orderId}/release`, {})).status).toBe(409);
    expect((await support.client.post('/api/admin/orders/999999/release', {})).status).toBe(404);
  });

  it('a deposit the provider marked elevated risk holds the deliveries too; at or under the limit, or an older customer, does not', async () => {
    const risky = await newDepositor(api);
    await topUp(risky, 20, 'elevated');
    const heldOrder = await buy(risky);
    await settle();
    expect((await offerOf(heldOrder)).state).toBe('manual');

    const small = await newDepositor(api);
    await topUp(small, 200);
    const smallOrder = await buy(small);
    await expect.poll(async () => (await offerOf(smallOrder)).state, { timeout: 10_000 }).toBe('accepted');

    const older = await newDepositor(api);
    await api.db.updateTable('users').set({ created_at: Math.floor(Date.now() / 1000) - 73 * 3600 }).where('id', '=', older.id).execute();
    await topUp(older, 250);
    const olderOrder = await buy(older);
    await expect.poll(async () => (await offerOf(olderOrder)).state, { timeout: 10_000 }).toBe('accepted');
  });

  it('DEPOSITS_PER_HOUR: the next checkout within the hour answers 429 in the spec\'s error style, with Retry-After, and writes no deposit', async () => {
    const shopper = await newDepositor(api);
    for (let i = 0; i < 3; i++) await startDeposit(shopper, { amount: 10 });
    const refused = await shopper.client.post('/api/deposit/checkout', { amount: 10, email: shopper.email, paymentType: 'card', currency: 'EUR' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ status: 'ERROR', error_code: 'RATE_LIMITED', message: 'Too many top-ups. Please try again later.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await api.db.selectFrom('deposits').select('id').where('user_id', '=', shopper.id).execute()).toHaveLength(3);
  });
});
