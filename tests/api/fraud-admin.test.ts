import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSum } from '../../api/accounts/balance.repository';
import { startTestApi, type TestApi } from './api-harness';
import { disputeObject, FraudStripe, ledgerRows, paidDeposit, sendStripeEvent, stripeEnv } from './fraud-support';
import { auditRowsAfter, lastAuditId, signedInStaff, type StaffMember } from './support/admin-staff';
import { newDepositor } from './support/depositor';
import { balanceOf, steamAccountIdOf, type Shopper } from './support/shopper';

// Issue 41's console routes against the Stripe adapter (a local server speaking Stripe's API);
// ADJUST_APPROVAL_EUR is 100 by default: a refund above it needs a second person.
let api: TestApi;
const stripeApi = new FraudStripe();
let finance: StaffMember;
let approver: StaffMember;
let support: StaffMember;

beforeAll(async () => {
  await stripeApi.start();
  api = await startTestApi({
    items: 60,
    env: { REQUIRE_EMAIL_VERIFICATION: '0', SANDBOX_TRADE_ACCEPT_MS: '200', TRADE_POLL_SECONDS: '1', ...stripeEnv(stripeApi) },
    plugin: { jobs: { pollIntervalMs: 50 } },
  });
  finance = await signedInStaff(api, 'finance');
  approver = await signedInStaff(api, 'owner');
  support = await signedInStaff(api, 'support');
});
afterAll(async () => {
  await api?.close();
  await stripeApi.stop();
});

let nextItem = 0;
async function buy(shopper: Shopper) {
  const item = await api.db.selectFrom('items').select(['id', 'price']).where('status', '=', 'available').where('price', '<=', 1000).orderBy('id').offset(nextItem++).limit(1).executeTakeFirstOrThrow();
  await shopper.client.post('/api/cart/add', { id: item.id });
  const { status, body } = await shopper.client.post('/api/purchase/product', { lang_id: 10, currency: 'EUR' });
  if (status !== 200) throw new Error(`purchase answered ${status}: ${JSON.stringify(body)}`);
  return { orderId: body.payload.order_id as number, price: Number(item.price) };
}

describe('refunding a deposit', () => {
  it('at or under the limit: through Stripe refunds.create, one ledger row and one audit row; the webhook that follows books nothing more', async () => {
    const shopper = await newDepositor(api);
    const deposit = await paidDeposit(api, shopper, 50);
    const before = await lastAuditId(api);
    const answer = await finance.client.post(`/api/admin/deposits/${deposit.id}/refund`, { reason: 'customer asked' });
    expect(answer.status).toBe(200);
    expect(answer.body.payload).toMatchObject({ outcome: 'done', amount: 50, currency: 'EUR', balance_debit: 50, provider_refund_id: expect.stringMatching(/^re_test_/) });
    const call = stripeApi.calls.filter((c) => c.path === '/v1/refunds').at(-1)!;
    expect(call.form).toMatchObject({ payment_intent: deposit.paymentIntent, amount: '5000' });
    expect(call.idempotencyKey).toBe(`deposit-refund-${deposit.id}-5000`);
    expect(await balanceOf(api, shopper.id)).toBe(0);
    expect((await ledgerRows(api, shopper.id, ['deposit_refund'])).map((row) => row.amount)).toEqual([-5000]);
    const audit = await auditRowsAfter(api, before);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'deposit.refund', entity: 'deposit', entity_id: String(deposit.id), actor: `staff:${finance.id}`, reason: 'customer asked' });
    const charge = { id: 'ch_admin_1', object: 'charge', amount: 5000, amount_refunded: 5000, currency: 'eur', payment_intent: deposit.paymentIntent, metadata: { order_id: String(deposit.id) } };
    expect((await sendStripeEvent(api, 'charge.refunded', charge)).body.message).toBe('unchanged');
    expect(await balanceOf(api, shopper.id)).toBe(0);
    // Twice: nothing is left to refund.
    expect((await finance.client.post(`/api/admin/deposits/${deposit.id}/refund`, { reason: 'again' })).status).toBe(409);
  });

  it('is refused with a 409 naming what was spent when the balance no longer holds it; a reason is required (422); support may not refund (403)', async () => {
    const shopper = await newDepositor(api);
    const deposit = await paidDeposit(api, shopper, 50);
    const { orderId, price } = await buy(shopper);
    const refused = await finance.client.post(`/api/admin/deposits/${deposit.id}/refund`, { reason: 'fraud suspected' });
    expect(refused.status).toBe(409);
    expect(refused.body.error_code).toBe('STATE_CONFLICT');
    expect(refused.body.message).toContain(`order #${orderId} (${(price / 100).toFixed(2)} EUR)`);
    expect(refused.body.message).toContain(`(${((5000 - price) / 100).toFixed(2)} EUR)`);
    expect(await balanceOf(api, shopper.id)).toBe(5000 - price);
    expect((await finance.client.post(`/api/admin/deposits/${deposit.id}/refund`, {})).status).toBe(422);
    expect((await support.client.post(`/api/admin/deposits/${deposit.id}/refund`, { reason: 'x' })).status).toBe(403);
    expect((await finance.client.post('/api/admin/deposits/999999/refund', { reason: 'x' })).status).toBe(404);
  });

  it('above ADJUST_APPROVAL_EUR: prepared by one, refused to the same person, made when another approves', async () => {
    const shopper = await newDepositor(api);
    const deposit = await paidDeposit(api, shopper, 150);
    const before = await lastAuditId(api);
    const prepared = await finance.client.post(`/api/admin/deposits/${deposit.id}/refund`, { reason: 'stolen card' });
    expect(prepared.body.payload).toMatchObject({ outcome: 'awaiting_approval' });
    const refundId = prepared.body.payload.refund_id as number;
    expect(await balanceOf(api, shopper.id)).toBe(15000);
    expect((await finance.client.get('/api/admin/deposit-refunds')).body.payload.map((row: { id: number }) => row.id)).toContain(refundId);
    // It waits where the other approvals do: the console's approvals list and Today's count.
    const listed = (await approver.client.get('/api/admin/approvals')).body.payload.find((row: { kind: string; entity_id: number }) => row.kind === 'deposit_refund' && row.entity_id === refundId);
    expect(listed).toMatchObject({ amount: 150, reason: 'stolen card', prepared_by: `staff:${finance.id}` });
    const waitingToday = (await approver.client.get('/api/admin/today')).body.payload.adjustments_to_approve as number;
    expect(waitingToday).toBeGreaterThanOrEqual(1);
    // Approved from the approvals list as from its own route: the preparer is refused, another person makes it.
    expect((await finance.client.post(`/api/admin/approvals/${listed.id}/approve`, {})).body.error_code).toBe('SELF_APPROVAL');
    expect((await finance.client.post(`/api/admin/deposit-refunds/${refundId}/approve`, {})).body.error_code).toBe('SELF_APPROVAL');
    const approved = await approver.client.post(`/api/admin/approvals/${listed.id}/approve`, {});
    expect(approved.body.payload).toMatchObject({ outcome: 'done', amount: 150 });
    expect((await approver.client.post(`/api/admin/deposit-refunds/${refundId}/approve`, {})).body.error_code).toBe('APPROVAL_DECIDED');
    expect((await approver.client.get('/api/admin/approvals')).body.payload.map((row: { id: number }) => row.id)).not.toContain(listed.id);
    expect((await approver.client.get('/api/admin/today')).body.payload.adjustments_to_approve).toBe(waitingToday - 1);
    expect(await balanceOf(api, shopper.id)).toBe(0);
    expect(await ledgerSum(api.db, shopper.id)).toBe(0);
    expect((await auditRowsAfter(api, before)).map((row) => [row.action, row.actor])).toEqual([
      ['deposit.refund.prepare', `staff:${finance.id}`],
      ['deposit.refund.approve', `staff:${approver.id}`],
    ]);
  });
});

describe('the dispute screen', () => {
  it('lists the dispute, shows the shop evidence (deposit, sign-ins, SteamID, orders with trade ids and partner), stages then submits it to Stripe with one audit row each', async () => {
    const shopper = await newDepositor(api);
    const steamId = (76561197960265728n + BigInt(steamAccountIdOf(shopper.id))).toString();
    await api.db.updateTable('users').set({ steam_login_id: steamId, steam_id: null }).where('id', '=', shopper.id).execute();
    const deposit = await paidDeposit(api, shopper, 50);
    const { orderId } = await buy(shopper);
    await expect
      .poll(async () => (await api.db.selectFrom('trade_offers').select('state').where('order_id', '=', orderId).executeTakeFirstOrThrow()).state, { timeout: 10_000 })
      .toBe('accepted');
    expect((await sendStripeEvent(api, 'charge.dispute.created', disputeObject('dp_admin_1', deposit.paymentIntent))).body.message).toBe('disputed');

    const list = await support.client.get('/api/admin/disputes');
    const row = list.body.payload.find((d: { provider_id: string }) => d.provider_id === 'dp_admin_1');
    expect(row).toMatchObject({ kind: 'dispute', status: 'needs_response', reason: 'fraudulent', amount: 50, currency: 'EUR', evidence_due_by: 1_900_000_000, email: shopper.email, deposit_id: deposit.id });
    expect((await support.client.get('/api/admin/disputes?status=won')).body.payload.some((d: { id: number }) => d.id === row.id)).toBe(false);

    const detail = (await support.client.get(`/api/admin/disputes/${row.id}`)).body.payload;
    expect(detail.evidence.deposit).toMatchObject({ id: deposit.id, amount: 50, payment_intent: deposit.paymentIntent });
    expect(detail.evidence.customer).toMatchObject({ email: shopper.email, verified_steam_id: steamId, frozen: true, hold_reason: 'card dispute' });
    expect(detail.evidence.sign_ins.length).toBeGreaterThan(0);
    expect(detail.evidence.sign_ins[0]).toMatchObject({ ip: expect.any(String), user_agent: expect.any(String) });
    const order = detail.evidence.orders.find((o: { id: number }) => o.id === orderId);
    expect(order).toMatchObject({ status: 'success', paid_from_balance: true });
    expect(order.trade_offers[0]).toMatchObject({ state: 'accepted', steam_trade_id: expect.any(String), partner_steam_id: expect.stringMatching(/^7656/) });
    expect((await support.client.get('/api/admin/disputes/999999')).status).toBe(404);

    const before = await lastAuditId(api);
    expect((await support.client.post(`/api/admin/disputes/${row.id}/evidence`, { submit: false })).status).toBe(403);
    expect((await finance.client.post(`/api/admin/disputes/${row.id}/evidence`, { submit: 'yes' })).status).toBe(422);
    const staged = await finance.client.post(`/api/admin/disputes/${row.id}/evidence`, { submit: false });
    expect(staged.status).toBe(200);
    const stageCall = stripeApi.calls.filter((c) => c.path === '/v1/disputes/dp_admin_1').at(-1)!;
    expect(stageCall.form.submit).toBe('false');
    expect(stageCall.form['evidence[customer_email_address]']).toBe(shopper.email);
    expect(stageCall.form['evidence[uncategorized_text]']).toContain(steamId);
    expect(stageCall.form['evidence[uncategorized_text]']).toContain(order.trade_offers[0].steam_trade_id);
    expect(stageCall.form['evidence[access_activity_log]']).toContain(detail.evidence.sign_ins[0].ip);
    const submitted = await finance.client.post(`/api/admin/disputes/${row.id}/evidence`, { submit: true });
    expect(submitted.body.payload).toMatchObject({ submitted: true });
    expect(stripeApi.calls.filter((c) => c.path === '/v1/disputes/dp_admin_1').at(-1)!.form.submit).toBe('true');
    expect((await finance.client.post(`/api/admin/disputes/${row.id}/evidence`, { submit: true })).status).toBe(409);
    const audit = await auditRowsAfter(api, before);
    expect(audit.map((r) => [r.action, r.entity, r.entity_id, r.after.submit])).toEqual([
      ['dispute.evidence', 'dispute', String(row.id), false],
      ['dispute.evidence', 'dispute', String(row.id), true],
    ]);
  });
});
