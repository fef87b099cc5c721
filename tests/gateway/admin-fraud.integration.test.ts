// The console's disputes and refunds (issue 41) through POST /admin/graphql against a real shop: the
// sandbox bank disputes a deposit paid with Stripe's dispute card, the console lists it with its
// evidence, stages the evidence, refunds a deposit with four eyes, and answers bad input in place.
import { describe, expect, it } from 'vitest';
import {
  AdminApproveDepositRefundDocument,
  AdminDisputeDocument,
  AdminDisputesDocument,
  AdminPayoutsDocument,
  AdminRefundDepositDocument,
  AdminSendDisputeEvidenceDocument,
  AdminTodayDocument,
} from '../../machines/admin/graphql/graphql';
import type { TestApi } from '../api/api-harness';
import { newDepositor, settledStatus, startDeposit, submitCard } from '../api/support/depositor';
import { signedInStaff } from './console-browser';
import { useShop } from './shop-fixture';

const { shop } = useShop({
  anyDocument: false,
  env: { REQUIRE_EMAIL_VERIFICATION: '0', SANDBOX_WEBHOOK_SECRET: 'gateway-fraud-secret', SANDBOX_SETTLE_MS: '50', SANDBOX_DISPUTE_AFTER_MS: '300' },
  jobs: { pollIntervalMs: 50, retryBaseMs: 100 },
});

/** A staff member of `role`, invited, enrolled and signed in through the console's own operations. */
const signedIn = async (role: string) => (await signedInStaff(shop(), role)).browser;

/** The shop's REST API as the API tests' helpers reach it. */
const restApi = () =>
  ({
    db: shop().db,
    async get(path: string, init?: RequestInit) {
      const response = await fetch(`${shop().restBase.replace(/\/api$/, '')}${path}`, init);
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text };
    },
  }) as unknown as TestApi;

async function paidWith(card: string, amount: number) {
  const customer = await newDepositor(restApi());
  const { id, path } = await startDeposit(customer, { amount });
  expect((await submitCard(restApi(), path, card)).status).toBe(303);
  expect(await settledStatus(customer, id)).toBe(2);
  return { customer, depositId: id };
}

describe("the console's disputes and refunds", () => {
  it('a deposit paid with the dispute card is listed with its state, amount, reason and deadline; its evidence page names the deposit and the customer on hold', async () => {
    const { customer, depositId } = await paidWith('4000 0000 0000 0259', 50);
    const support = await signedIn('support');
    const listed = async () => (await support.run(AdminDisputesDocument)).data.disputes.filter((row: { depositId: number }) => row.depositId === depositId);
    await expect.poll(listed, { timeout: 10_000, interval: 100 }).toHaveLength(1);
    const answer = await support.run(AdminDisputesDocument);
    // Support reads disputes (customers.read) but not the refunds waiting for approval (payouts.read).
    expect(answer.errors).toBeUndefined();
    expect(answer.data.depositRefunds).toBeNull();
    const [dispute] = await listed();
    expect(dispute).toMatchObject({ kind: 'dispute', status: 'needs_response', amount: 50, currency: 'EUR', reason: 'fraudulent', userId: customer.id, email: customer.email });
    expect(dispute.evidenceDueBy).toBeGreaterThan(Date.now() / 1000);

    const page = (await support.run(AdminDisputeDocument, { id: dispute.id })).data.dispute;
    expect(page.evidence.deposit).toMatchObject({ id: depositId, amount: 50 });
    expect(page.evidence.customer).toMatchObject({ id: customer.id, frozen: true, holdReason: 'card dispute' });
    expect(page.evidence.signIns.length).toBeGreaterThan(0);
    expect(page.fundsWithdrawn).toBe(true);

    // Sending evidence is orders.refund's: support is refused in place; finance stages it.
    const refused = (await support.run(AdminSendDisputeEvidenceDocument, { id: dispute.id, submit: false })).data.sendDisputeEvidence;
    expect(refused).toMatchObject({ ok: false, errorCode: 'FORBIDDEN' });
    const finance = await signedIn('finance');
    expect((await finance.run(AdminSendDisputeEvidenceDocument, { id: dispute.id, submit: false })).data.sendDisputeEvidence).toMatchObject({ ok: true });
    expect((await finance.run(AdminDisputeDocument, { id: dispute.id })).data.dispute.evidenceSubmittedAt).toBeNull();
    expect((await finance.run(AdminSendDisputeEvidenceDocument, { id: dispute.id, submit: true })).data.sendDisputeEvidence).toMatchObject({ ok: true });
    expect((await finance.run(AdminDisputeDocument, { id: dispute.id })).data.dispute.evidenceSubmittedAt).toEqual(expect.any(Number));
  });

  it('a deposit refund above the limit waits; its preparer is told SELF_APPROVAL, another person approves it', async () => {
    const { customer, depositId } = await paidWith('4242 4242 4242 4242', 150);
    const finance = await signedIn('finance');
    const owner = await signedIn('owner');
    const prepared = (await finance.run(AdminRefundDepositDocument, { depositId: String(depositId), reason: 'customer asked' })).data.refundDeposit;
    expect(prepared).toMatchObject({ ok: true, awaitingApproval: true });
    const waiting = (await owner.run(AdminDisputesDocument)).data.depositRefunds;
    const refund = waiting.find((row: { depositId: number }) => row.depositId === depositId);
    expect(refund).toMatchObject({ userId: customer.id, amount: 150, eur: 150, reason: 'customer asked', preparedBy: expect.stringContaining('staff:') });
    // It waits where the other approvals do too: the Payouts screen's list and Today's count.
    const listed = (await owner.run(AdminPayoutsDocument)).data.approvals.find((row: { kind: string; entityId: number }) => row.kind === 'deposit_refund' && row.entityId === refund.id);
    expect(listed).toMatchObject({ amount: 150, reason: 'customer asked' });
    expect((await owner.run(AdminTodayDocument)).data.today.adjustmentsToApprove).toBeGreaterThanOrEqual(1);

    expect((await finance.run(AdminApproveDepositRefundDocument, { id: refund.id })).data.approveDepositRefund).toMatchObject({ ok: false, errorCode: 'SELF_APPROVAL' });
    expect((await owner.run(AdminApproveDepositRefundDocument, { id: refund.id })).data.approveDepositRefund).toMatchObject({ ok: true, awaitingApproval: false });
    const after = (await owner.run(AdminDisputesDocument)).data.depositRefunds;
    expect(after.find((row: { id: number }) => row.id === refund.id)).toBeUndefined();
    expect((await owner.run(AdminPayoutsDocument)).data.approvals.find((row: { id: number }) => row.id === listed.id)).toBeUndefined();
    const user = await shop().db.selectFrom('users').select('balance').where('id', '=', customer.id).executeTakeFirstOrThrow();
    expect(Number(user.balance)).toBe(0);
  });

  it('bad input is answered in place: a deposit number that is none, a missing reason', async () => {
    const finance = await signedIn('finance');
    const notANumber = (await finance.run(AdminRefundDepositDocument, { depositId: 'abc', reason: 'x' })).data.refundDeposit;
    expect(notANumber).toMatchObject({ ok: false, errorCode: 'VALIDATION_FAILED', fieldErrors: [{ field: 'depositId', messages: [expect.any(String)] }] });
    const { depositId } = await paidWith('4242424242424242', 20);
    const noReason = (await finance.run(AdminRefundDepositDocument, { depositId: String(depositId), reason: '  ' })).data.refundDeposit;
    expect(noReason).toMatchObject({ ok: false, errorCode: 'VALIDATION_FAILED' });
    expect(noReason.fieldErrors).toEqual([{ field: 'reason', messages: [expect.any(String)] }]);
    const unknown = (await finance.run(AdminRefundDepositDocument, { depositId: '99999999', reason: 'x' })).data.refundDeposit;
    expect(unknown).toMatchObject({ ok: false, message: 'Deposit not found' });
  });
});
