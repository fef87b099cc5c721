import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSum } from '../../api/accounts/balance.repository';
import { startTestApi, type TestApi } from './api-harness';
import { runOps } from './support/ops-cli';
import { auditRowsAfter, lastAuditId, signedInStaff, type StaffMember } from './support/admin-staff';
import { offerFactory, type OfferFactory } from './support/seller';
import { balanceOf, newShopper } from './support/shopper';

// Defaults: payouts above 500 EUR and adjustments above 100 EUR need a second person.
let api: TestApi;
let offers: OfferFactory;
let preparer: StaffMember;
let approverA: StaffMember;
let approverB: StaffMember;
let support: StaffMember;

beforeAll(async () => {
  api = await startTestApi({ items: 1, env: { REQUIRE_EMAIL_VERIFICATION: '0' } });
  offers = offerFactory(api);
  preparer = await signedInStaff(api, 'finance');
  approverA = await signedInStaff(api, 'finance');
  approverB = await signedInStaff(api, 'owner');
  support = await signedInStaff(api, 'support');
});
afterAll(async () => api?.close());

const offerStatus = async (id: number) => (await api.db.selectFrom('offers').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
/** A SEPA payout waiting for the operator, of `eur` (the factory quotes 20 EUR; the payout row is set to the amount). */
async function pendingPayout(eur: number) {
  const { id, seller } = await offers.offerIn('payout_pending');
  await api.db.updateTable('payouts').set({ amount_minor: eur * 100 }).where('offer_id', '=', id).execute();
  return { id, seller };
}

describe('balance adjustments', () => {
  it('at or under ADJUST_APPROVAL_EUR: one ledger row at once, credit or debit, with a reason', async () => {
    const customer = await newShopper(api, { balanceCents: 1_000 });
    const adjust = (body: object) => preparer.client.post(`/api/admin/customers/${customer.id}/balance-adjust`, body);
    expect((await adjust({ amount: 100, reason: 'compensation' })).body.payload).toEqual({ outcome: 'done', balance_cents: 11_000 });
    expect((await adjust({ amount: -0.5, reason: 'correction' })).body.payload).toEqual({ outcome: 'done', balance_cents: 10_950 });
    // As typed in the console: the same decimal as text.
    expect((await adjust({ amount: ' +0.50 ', reason: 'correction undone' })).body.payload).toEqual({ outcome: 'done', balance_cents: 11_000 });
    expect((await adjust({ amount: '-0.50', reason: 'correction' })).body.payload).toEqual({ outcome: 'done', balance_cents: 10_950 });
    const rows = await api.db.selectFrom('balance_ledger').select(['amount', 'kind', 'reference']).where('user_id', '=', customer.id).orderBy('id').execute();
    expect(rows.slice(1)).toEqual([
      { amount: 10_000, kind: 'adjustment', reference: 'compensation' },
      { amount: -50, kind: 'adjustment', reference: 'correction' },
      { amount: 50, kind: 'adjustment', reference: 'correction undone' },
      { amount: -50, kind: 'adjustment', reference: 'correction' },
    ]);
    expect(await ledgerSum(api.db, customer.id)).toBe(await balanceOf(api, customer.id));

    for (const [body, field] of [
      [{ amount: 1.234, reason: 'x' }, 'amount'],
      [{ amount: 0, reason: 'x' }, 'amount'],
      [{ amount: 'ten', reason: 'x' }, 'amount'],
      [{ amount: '12,50', reason: 'x' }, 'amount'],
      [{ amount: '1e3', reason: 'x' }, 'amount'],
      [{ amount: '0.00', reason: 'x' }, 'amount'],
      [{ amount: '9999999.00', reason: 'x' }, 'amount'],
      [{ amount: 5 }, 'reason'],
      [{ amount: 5, reason: '   ' }, 'reason'],
    ] as const) {
      const refused = await adjust(body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(refused.body.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    const poor = await newShopper(api, { balanceCents: 1_000 });
    const overdraw = await preparer.client.post(`/api/admin/customers/${poor.id}/balance-adjust`, { amount: -50, reason: 'too much' });
    expect(overdraw.status).toBe(409);
    expect(overdraw.body.error_code).toBe('INSUFFICIENT_FUNDS');
    expect((await preparer.client.post('/api/admin/customers/99999999/balance-adjust', { amount: 1, reason: 'x' })).status).toBe(404);
    expect(await balanceOf(api, customer.id)).toBe(10_950);
    expect(await balanceOf(api, poor.id)).toBe(1_000);
  });

  it('above it: prepared by one person, applied when another approves; nobody approves their own; of two approvals one counts', async () => {
    const customer = await newShopper(api);
    const prepared = await preparer.client.post(`/api/admin/customers/${customer.id}/balance-adjust`, { amount: 100.01, reason: 'lost trade' });
    expect(prepared.body.payload).toEqual({ outcome: 'awaiting_approval', approval_id: expect.any(Number) });
    const approvalId = prepared.body.payload.approval_id as number;
    expect(await balanceOf(api, customer.id)).toBe(0);
    expect((await approverA.client.get('/api/admin/approvals')).body.payload).toContainEqual(expect.objectContaining({ id: approvalId, kind: 'balance_adjust', amount: 100.01, prepared_by: `staff:${preparer.id}` }));

    const own = await preparer.client.post(`/api/admin/approvals/${approvalId}/approve`, {});
    expect(own.status).toBe(403);
    expect(own.body.error_code).toBe('SELF_APPROVAL');
    expect((await support.client.post(`/api/admin/approvals/${approvalId}/approve`, {})).status).toBe(403);

    const since = await lastAuditId(api);
    const raced = await Promise.all([approverA, approverB].map((approver) => approver.client.post(`/api/admin/approvals/${approvalId}/approve`, {})));
    expect(raced.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(raced.find((answer) => answer.status === 409)?.body.error_code).toBe('APPROVAL_DECIDED');
    expect(await balanceOf(api, customer.id)).toBe(10_001);
    expect(await ledgerSum(api.db, customer.id)).toBe(10_001);
    expect((await auditRowsAfter(api, since)).map((row) => row.action)).toEqual(['balance.adjust.approve']);
  });
});

describe('payouts', () => {
  it('at or under PAYOUT_APPROVAL_EUR: completed by one person (payout_pending → paid, once)', async () => {
    const { id } = await pendingPayout(500);
    const since = await lastAuditId(api);
    const done = await preparer.client.post(`/api/admin/payouts/${id}/complete`, {});
    expect(done.body.payload).toEqual({ outcome: 'done', offer_id: id, status: 'paid', amount: 500, currency: 'EUR' });
    expect(await offerStatus(id)).toBe('paid');
    expect(await auditRowsAfter(api, since)).toMatchObject([{ action: 'payout.complete', actor: `staff:${preparer.id}`, entity: 'offer', entity_id: String(id), after: { status: 'paid', amount_minor: 50_000 } }]);
    const again = await preparer.client.post(`/api/admin/payouts/${id}/complete`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Offer ${id} is paid, not payout_pending`);
    expect((await preparer.client.post('/api/admin/payouts/99999999/complete', {})).status).toBe(404);
  });

  it('above it: prepared, then paid once by a second person; self-approval refused; two approvals racing make one payout', async () => {
    const { id, seller } = await pendingPayout(501);
    const ledgerBefore = await ledgerSum(api.db, seller.id);
    const prepared = await preparer.client.post(`/api/admin/payouts/${id}/complete`, {});
    expect(prepared.body.payload).toMatchObject({ outcome: 'awaiting_approval' });
    expect(await offerStatus(id)).toBe('payout_pending');
    // Asking again finds the same approval, with no second audit row.
    const since = await lastAuditId(api);
    expect((await approverA.client.post(`/api/admin/payouts/${id}/complete`, {})).body.payload).toEqual(prepared.body.payload);
    expect(await auditRowsAfter(api, since)).toEqual([]);

    const own = await preparer.client.post(`/api/admin/payouts/${id}/approve`, {});
    expect(own.status).toBe(403);
    expect(own.body.error_code).toBe('SELF_APPROVAL');
    const raced = await Promise.all([approverA, approverB, approverA].map((approver) => approver.client.post(`/api/admin/payouts/${id}/approve`, {})));
    expect(raced.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(await offerStatus(id)).toBe('paid');
    const approvals = await auditRowsAfter(api, since);
    expect(approvals.map((row) => row.action)).toEqual(['payout.approve']);
    expect(approvals[0].after).toMatchObject({ status: 'paid', amount_minor: 50_100 });
    expect(await ledgerSum(api.db, seller.id)).toBe(ledgerBefore); // a payout never touches the balance
  });

  it('fail needs a reason, shown to the seller, and takes a waiting approval with it', async () => {
    const { id } = await pendingPayout(600);
    const prepared = await preparer.client.post(`/api/admin/payouts/${id}/complete`, {});
    expect(prepared.body.payload).toMatchObject({ outcome: 'awaiting_approval' });
    const missing = await preparer.client.post(`/api/admin/payouts/${id}/fail`, {});
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['reason']);
    expect((await preparer.client.post(`/api/admin/payouts/${id}/fail`, { reason: 'IBAN closed' })).body.payload).toMatchObject({ status: 'payout_failed' });
    const payout = await api.db.selectFrom('payouts').select(['status', 'message']).where('offer_id', '=', id).executeTakeFirstOrThrow();
    expect(payout).toEqual({ status: 'failed', message: 'IBAN closed' });
    expect((await approverA.client.get('/api/admin/approvals')).body.payload.map((row: { entity_id: number }) => row.entity_id)).not.toContain(id);
    expect((await approverA.client.post(`/api/admin/payouts/${id}/approve`, {})).status).toBe(404);
    expect((await approverA.client.post(`/api/admin/approvals/${prepared.body.payload.approval_id}/approve`, {})).status).toBe(404);
  });
});

describe('npm run ops writes the same audit rows, as cli:<os user>', () => {
  it('balance:credit, payouts:complete (prepared above the limit) and payouts:fail', async () => {
    const customer = await newShopper(api);
    let since = await lastAuditId(api);
    expect((await runOps(api, ['balance:credit', customer.email, '7.5', '--reason', 'support case 7'])).code).toBe(0);
    const [credit] = await auditRowsAfter(api, since);
    expect(credit).toMatchObject({ action: 'balance.credit', entity: 'user', entity_id: String(customer.id), reason: 'support case 7', before: { balance_cents: 0 }, after: { balance_cents: 750 } });
    expect(credit.actor).toMatch(/^cli:.+/);
    expect(credit.ip).toBeNull();

    const small = await pendingPayout(20);
    since = await lastAuditId(api);
    const completed = await runOps(api, ['payouts:complete', String(small.id), '--json']);
    expect(JSON.parse(completed.stdout)).toEqual({ ok: true, command: 'payouts:complete', offer_id: small.id, status: 'paid', amount: 20, currency: 'EUR' });
    expect(await auditRowsAfter(api, since)).toMatchObject([{ action: 'payout.complete', actor: credit.actor, entity_id: String(small.id) }]);

    const large = await pendingPayout(900);
    const prepared = await runOps(api, ['payouts:complete', String(large.id)]);
    expect(prepared.code).toBe(0);
    expect(prepared.stdout).toMatch(/above PAYOUT_APPROVAL_EUR: approval #\d+ waits for a second person/);
    expect(await offerStatus(large.id)).toBe('payout_pending');
    expect((await runOps(api, ['approvals:list'])).stdout).toContain(`offer ${large.id}  900.00 EUR  by ${credit.actor}`);
    expect((await approverA.client.post(`/api/admin/payouts/${large.id}/approve`, {})).status).toBe(200);
    expect(await offerStatus(large.id)).toBe('paid');

    const failing = await pendingPayout(20);
    since = await lastAuditId(api);
    expect((await runOps(api, ['payouts:fail', String(failing.id), '--message', 'Bank returned it'])).code).toBe(0);
    expect(await auditRowsAfter(api, since)).toMatchObject([{ action: 'payout.fail', reason: 'Bank returned it', after: { status: 'payout_failed' } }]);
  });
});
