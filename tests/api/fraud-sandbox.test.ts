import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCardFingerprint } from '../../api/payments/sandbox-pay.service';
import { startTestApi, type TestApi } from './api-harness';
import { newDepositor, sendWebhook, settledStatus, startDeposit, submitCard, WEBHOOK_SECRET } from './support/depositor';
import { runOps } from './support/ops-cli';
import { balanceOf } from './support/shopper';

// Issue 41: the sandbox provider plays the bank with Stripe's own test numbers, through the same
// signed webhooks its job delivers for payments.
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({
    items: 5,
    env: { REQUIRE_EMAIL_VERIFICATION: '0', SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET, SANDBOX_SETTLE_MS: '50', SANDBOX_DISPUTE_AFTER_MS: '400' },
    plugin: { jobs: { pollIntervalMs: 50, retryBaseMs: 100 } },
  });
});
afterAll(() => api?.close());

const holdOf = (userId: number) => api.db.selectFrom('customer_holds').select(['reason', 'frozen_by']).where('user_id', '=', userId).executeTakeFirst();
const kinds = async (userId: number) =>
  (await api.db.selectFrom('balance_ledger').select(['kind', 'amount']).where('user_id', '=', userId).orderBy('id').execute()).map((row) => `${row.kind} ${Number(row.amount)}`);

describe('the sandbox bank', () => {
  it('4000 0000 0000 0259 pays, then is disputed after SANDBOX_DISPUTE_AFTER_MS: hold, dispute and fee rows', async () => {
    const shopper = await newDepositor(api);
    const { id, path } = await startDeposit(shopper, { amount: 50 });
    expect((await submitCard(api, path, '4000 0000 0000 0259')).status).toBe(303);
    expect(await settledStatus(shopper, id)).toBe(2);
    expect(await holdOf(shopper.id)).toBeUndefined(); // not before the bank speaks
    await expect.poll(() => holdOf(shopper.id), { timeout: 10_000, interval: 100 }).toEqual({ reason: 'card dispute', frozen_by: 'provider:sandbox' });
    await expect.poll(() => kinds(shopper.id), { timeout: 10_000, interval: 100 }).toEqual(['top_up 5000', 'dispute -5000', 'dispute_fee -2000']);
    expect(await balanceOf(api, shopper.id)).toBe(-2000);
    const dispute = await api.db.selectFrom('disputes').selectAll().where('deposit_id', '=', id).executeTakeFirstOrThrow();
    expect(dispute).toMatchObject({ provider: 'sandbox', kind: 'dispute', reason: 'fraudulent', status: 'needs_response', amount_minor: 5000, funds_withdrawn: 1 });
    expect(Number(dispute.evidence_due_by)).toBeGreaterThan(Date.now() / 1000);

    // The contract's operator view: npm run ops -- customers:show <email>.
    const shown = await runOps(api, ['customers:show', shopper.email, '--json']);
    expect(shown.code).toBe(0);
    const json = JSON.parse(shown.stdout);
    expect(json).toMatchObject({ ok: true, frozen: true, hold: { reason: 'card dispute', frozen_by: 'provider:sandbox' }, balance_cents: -2000 });
    expect(json.ledger.map((row: { kind: string; amount_cents: number }) => [row.kind, row.amount_cents])).toEqual([
      ['top_up', 5000],
      ['dispute', -5000],
      ['dispute_fee', -2000],
    ]);
    const text = await runOps(api, ['customers:show', shopper.email]);
    expect(text.stdout).toContain('frozen: yes (card dispute');
    expect(text.stdout).toContain('balance: -20.00 EUR');
    expect((await runOps(api, ['customers:show', 'nobody@example.com'])).code).not.toBe(0);
  });

  it('4000 0000 0000 5423 pays, then gets an early fraud warning: hold, no ledger row', async () => {
    const shopper = await newDepositor(api);
    const { id, path } = await startDeposit(shopper, { amount: 50 });
    await submitCard(api, path, '4000000000005423');
    expect(await settledStatus(shopper, id)).toBe(2);
    await expect.poll(() => holdOf(shopper.id), { timeout: 10_000, interval: 100 }).toEqual({ reason: 'fraud warning', frozen_by: 'provider:sandbox' });
    expect(await kinds(shopper.id)).toEqual(['top_up 5000']);
  });

  it('4000 0000 0000 9235 pays with elevated risk, and the good card with none', async () => {
    const shopper = await newDepositor(api);
    const risky = await startDeposit(shopper, { amount: 50 });
    await submitCard(api, risky.path, '4000000000009235');
    const good = await startDeposit(shopper, { amount: 50 });
    await submitCard(api, good.path, '4242424242424242');
    expect(await settledStatus(shopper, risky.id)).toBe(2);
    expect(await settledStatus(shopper, good.id)).toBe(2);
    const levels = await api.db.selectFrom('deposits').select(['id', 'risk_level', 'card_fingerprint']).where('user_id', '=', shopper.id).orderBy('id').execute();
    expect(levels.map((row) => row.risk_level)).toEqual(['elevated', null]);
    // Each card's fingerprint, as Stripe's: the same for one number, never the number.
    expect(levels.map((row) => row.card_fingerprint)).toEqual([sandboxCardFingerprint('4000000000009235'), sandboxCardFingerprint('4242424242424242')]);
    expect(levels[1]!.card_fingerprint).toMatch(/^[\w-]{16}$/);
    expect(await holdOf(shopper.id)).toBeUndefined();
  });

  it('refuses a dispute event without its dispute (400), as a forged one', async () => {
    const shopper = await newDepositor(api);
    const { reference } = await startDeposit(shopper, { amount: 50 });
    const answer = await sendWebhook(api, { id: 'evt_bad_dispute', type: 'dispute.created', reference, amount: 5000, currency: 'EUR' });
    expect(answer.status).toBe(400);
    expect(await holdOf(shopper.id)).toBeUndefined();
  });
});
