import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSum } from '../../api/accounts/balance.repository';
import type { SandboxEvent } from '../../api/payments/sandbox.provider';
import { MailCatcher } from '../support/mail-catcher';
import { startTestApiWithMail, stopTestApi, type TestApi } from './api-harness';
import { newDepositor, sendWebhook, settledStatus, startDeposit, submitCard, WEBHOOK_SECRET } from './support/depositor';
import { balanceOf } from './support/shopper';

let api: TestApi;
const mail = new MailCatcher();
const PUBLIC_URL = 'https://shop.example.com';

beforeAll(async () => {
  api = await startTestApiWithMail(mail, {
    items: 5,
    env: { REQUIRE_EMAIL_VERIFICATION: '0', PUBLIC_URL, ALLOW_SANDBOX_PAYMENTS: '1', SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET, SANDBOX_SETTLE_MS: '50' },
    plugin: { jobs: { pollIntervalMs: 50, retryBaseMs: 100 } },
  });
});
afterAll(() => stopTestApi(api, mail));

const topUps = async (userId: number) =>
  (await api.db.selectFrom('balance_ledger').select(['amount', 'reference']).where('user_id', '=', userId).where('kind', '=', 'top_up').execute()).map((row) => ({
    amount: Number(row.amount),
    reference: row.reference,
  }));

const statusOf = async (id: number) => (await api.db.selectFrom('deposits').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

const event = (reference: string, overrides: Partial<SandboxEvent> = {}): SandboxEvent => ({
  id: `evt_${Math.random().toString(36).slice(2)}`,
  type: 'payment.succeeded',
  reference,
  amount: 5000,
  currency: 'EUR',
  ...overrides,
});

describe('the sandbox hosted page', () => {
  it('pays with the good card: the page, the job-delivered webhook, status 2, one credit, the receipt', async () => {
    const shopper = await newDepositor(api);
    const { id, path, body } = await startDeposit(shopper, { amount: 50 });
    expect(body.redirect_url).toBe(`${PUBLIC_URL}${path}`);

    const page = await api.get(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    const html = page.body as string;
    expect(html).toContain('50.00 EUR');
    expect(html).toContain('<title>Sandbox payment (test page)</title>');
    expect(html).toContain('Test page: this shop uses a sandbox payment provider. No card is charged and no real money moves.');
    for (const label of ['>Card number</label>', '>Expiry</label>', '>CVC</label>', '>Pay</button>', '>Cancel</a>']) expect(html).toContain(label);
    expect(html).toContain(`action="${path}"`);
    expect(html).toContain(`href="${path}/cancel"`);
    expect(html).not.toMatch(/<script/i);

    const paid = await submitCard(api, path, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${PUBLIC_URL}/processing-payment?order_id=${id}`);
    expect(await statusOf(id)).toBe(1); // nothing is credited by the browser's return, only by the webhook
    expect(await settledStatus(shopper, id)).toBe(2);
    expect(await topUps(shopper.id)).toEqual([{ amount: 5000, reference: String(id) }]);
    expect(await balanceOf(api, shopper.id)).toBe(5000);
    expect(await ledgerSum(api.db, shopper.id)).toBe(5000);
    expect((await shopper.client.get('/api/user/profile')).body.payload.balance).toBe(50);
    expect((await shopper.client.get('/api/deposit/history')).body.payload[0]).toMatchObject({ id, status: 'Success', sum: 50 });

    const receipt = await mail.waitFor(shopper.email);
    expect(receipt.subject).toBe(`Your Skin Shop top-up #${id}`);
    expect(receipt.body).toContain('Your balance has been successfully topped up.');
    // Money as the reader's language writes it (issue 45).
    expect(receipt.body).toContain(`Top-up #${id}: €50.00`);
    expect(receipt.body).toContain('support@shop.example.com');
    const event = await api.db.selectFrom('payment_events').selectAll().where('deposit_id', '=', id).execute();
    expect(event).toMatchObject([{ provider: 'sandbox', type: 'paid' }]);

    // The page is gone once the payment is finished.
    expect((await api.get(path)).status).toBe(404);
    expect((await submitCard(api, path, '4242424242424242')).status).toBe(404);
  });

  it('credits a deposit in another currency with its EUR cents at the rate of checkout', async () => {
    const shopper = await newDepositor(api);
    const { id, path } = await startDeposit(shopper, { amount: 54, currency: 'USD' });
    expect((await api.get(path)).body).toContain('54.00 USD');
    await submitCard(api, path, '4242424242424242');
    expect(await settledStatus(shopper, id)).toBe(2);
    expect(await balanceOf(api, shopper.id)).toBe(5000);
    expect((await mail.waitFor(shopper.email)).body).toContain(`Top-up #${id}: $54.00`);
  });

  it('declines 4000 0000 0000 0002 (status 4), and Cancel expires the payment (status 7), crediting nothing', async () => {
    const shopper = await newDepositor(api);
    const declined = await startDeposit(shopper);
    const answer = await submitCard(api, declined.path, '4000 0000 0000 0002');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${PUBLIC_URL}/processing-payment?order_id=${declined.id}`);
    expect(await settledStatus(shopper, declined.id)).toBe(4);

    const cancelled = await startDeposit(shopper);
    const cancel = await api.get(`${cancelled.path}/cancel`, { redirect: 'manual' });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe(`${PUBLIC_URL}/processing-payment?order_id=${cancelled.id}`);
    expect(await settledStatus(shopper, cancelled.id)).toBe(7);

    expect(await balanceOf(api, shopper.id)).toBe(0);
    expect(await topUps(shopper.id)).toEqual([]);
    const statuses = (await shopper.client.get('/api/deposit/history')).body.payload.map((row: { status: string }) => row.status);
    expect(statuses).toEqual(['Error', 'Error']);
  });

  it('refuses an unknown card on the page and an unknown reference, queueing nothing', async () => {
    const shopper = await newDepositor(api);
    const { id, path } = await startDeposit(shopper);
    const jobs = async () => (await api.db.selectFrom('jobs').select('id').where('kind', '=', 'sandbox-webhook').execute()).length;
    const before = await jobs();
    const wrong = await submitCard(api, path, '1234 5678 9012 3456');
    expect(wrong.status).toBe(422);
    expect(wrong.body).toContain('Your card was not accepted');
    expect((await api.get('/sandbox-pay/sbx_unknown')).status).toBe(404);
    expect((await submitCard(api, '/sandbox-pay/sbx_unknown', '4242424242424242')).status).toBe(404);
    expect((await api.get('/sandbox-pay/sbx_unknown/cancel', { redirect: 'manual' })).status).toBe(404);
    expect(await jobs()).toBe(before);
    expect(await statusOf(id)).toBe(1);
  });
});

describe('POST /api/payments/webhook/sandbox', () => {
  it('refuses a bad, missing, malformed or stale signature with 400 and changes nothing', async () => {
    const shopper = await newDepositor(api);
    const { id, reference } = await startDeposit(shopper);
    const paid = event(reference);
    const now = Math.floor(Date.now() / 1000);
    for (const options of [{ secret: 'wrong' }, { signature: null }, { signature: 'garbage' }, { signature: 't=1,v1=abc' }, { timestamp: now - 3600 }, { timestamp: now + 3600 }]) {
      const { status, body } = await sendWebhook(api, paid, options);
      expect(status, JSON.stringify(options)).toBe(400);
      expect(body).toMatchObject({ status: 'ERROR', error_code: 'INVALID_SIGNATURE' });
    }
    expect(await statusOf(id)).toBe(1);
    expect(await balanceOf(api, shopper.id)).toBe(0);
    expect(await api.db.selectFrom('payment_events').select('event_id').where('event_id', '=', paid.id).execute()).toEqual([]);
    expect((await sendWebhook(api, paid)).status).toBe(200); // the same event, signed right, is taken
    expect(await statusOf(id)).toBe(2);
  });

  it('applies a replayed event once, and a second paid event for a paid order credits nothing', async () => {
    const shopper = await newDepositor(api);
    const { id, reference } = await startDeposit(shopper);
    const paid = event(reference);
    expect((await sendWebhook(api, paid)).body).toEqual({ status: 'OK', message: 'credited' });
    expect((await sendWebhook(api, paid)).body).toEqual({ status: 'OK', message: 'replay' });
    const again = await Promise.all(Array.from({ length: 5 }, () => sendWebhook(api, event(reference))));
    expect(again.map((r) => r.body.message)).toEqual(Array(5).fill('unchanged'));
    expect(await topUps(shopper.id)).toEqual([{ amount: 5000, reference: String(id) }]);
    expect(await balanceOf(api, shopper.id)).toBe(5000);
    expect(await ledgerSum(api.db, shopper.id)).toBe(5000);
  });

  it('credits once when the same paid event arrives many times at once', async () => {
    const shopper = await newDepositor(api);
    const { reference } = await startDeposit(shopper);
    const paid = event(reference);
    const answers = await Promise.all(Array.from({ length: 8 }, () => sendWebhook(api, paid)));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(answers.filter((r) => r.body.message === 'credited')).toHaveLength(1);
    expect(await balanceOf(api, shopper.id)).toBe(5000);
  });

  // Seen under load on PostgreSQL: each event's second write to its deposit re-checked the deposit's
  // user (a key-share lock on the customer), and two of them then waited for each other's lock: 500.
  it("credits each of one customer's top-ups when their paid events arrive at once", async () => {
    const shopper = await newDepositor(api);
    const deposits = await Promise.all(Array.from({ length: 8 }, () => startDeposit(shopper)));
    const answers = await Promise.all(deposits.map(({ reference }) => sendWebhook(api, event(reference, { card_fingerprint: 'fp_same_card' }))));
    expect(answers.map((r) => [r.status, r.body.message])).toEqual(Array(8).fill([200, 'credited']));
    expect(await balanceOf(api, shopper.id)).toBe(8 * 5000);
    expect(await ledgerSum(api.db, shopper.id)).toBe(8 * 5000);
  });

  it('keeps a paid order paid when failed or expired arrives after it', async () => {
    const shopper = await newDepositor(api);
    const { id, reference } = await startDeposit(shopper);
    await sendWebhook(api, event(reference));
    expect((await sendWebhook(api, event(reference, { type: 'payment.failed' }))).body.message).toBe('unchanged');
    expect((await sendWebhook(api, event(reference, { type: 'payment.expired' }))).body.message).toBe('unchanged');
    expect(await statusOf(id)).toBe(2);
    expect(await balanceOf(api, shopper.id)).toBe(5000);
  });

  it('credits a payment the provider took after a failed attempt, once', async () => {
    const shopper = await newDepositor(api);
    const { id, reference } = await startDeposit(shopper);
    expect((await sendWebhook(api, event(reference, { type: 'payment.failed' }))).body.message).toBe('failed');
    expect(await statusOf(id)).toBe(4);
    expect((await sendWebhook(api, event(reference))).body.message).toBe('credited');
    expect(await statusOf(id)).toBe(2);
    expect(await balanceOf(api, shopper.id)).toBe(5000);
  });

  it('refuses an amount or currency that differs from the order, logging it and crediting nothing', async () => {
    const shopper = await newDepositor(api);
    const { id, reference } = await startDeposit(shopper);
    for (const tampered of [{ amount: 500000 }, { amount: 4999 }, { currency: 'USD' }]) {
      const { status, body } = await sendWebhook(api, event(reference, tampered));
      expect(status, JSON.stringify(tampered)).toBe(422);
      expect(body).toMatchObject({ status: 'ERROR', error_code: 'AMOUNT_MISMATCH' });
    }
    expect(await statusOf(id)).toBe(1);
    expect(await balanceOf(api, shopper.id)).toBe(0);
    expect(await api.db.selectFrom('payment_events').select('event_id').where('deposit_id', '=', id).execute()).toEqual([]);
  });

  it('answers 200 to an event for an unknown payment and records it, changing no deposit', async () => {
    const unknown = event('sbx_nobody');
    expect((await sendWebhook(api, unknown)).body).toEqual({ status: 'OK', message: 'unknown' });
    expect((await sendWebhook(api, unknown)).body).toEqual({ status: 'OK', message: 'replay' });
    expect((await sendWebhook(api, { ...unknown, id: 'evt_other', type: 'payment.refunded' as never })).body).toEqual({ status: 'OK', message: 'ignored' });
  });
});

describe('expiry', () => {
  it('the expiry job queued with each deposit expires one still processing (7) and leaves a paid one paid', async () => {
    const shopper = await newDepositor(api);
    const stale = await startDeposit(shopper);
    const paid = await startDeposit(shopper);
    await sendWebhook(api, event(paid.reference));
    const expiryJobs = await api.db.selectFrom('jobs').select(['id', 'payload', 'run_at']).where('kind', '=', 'deposit-expiry').execute();
    const jobFor = (depositId: number) => expiryJobs.find((job) => JSON.parse(job.payload).depositId === depositId)!;
    expect(Number(jobFor(stale.id).run_at)).toBeGreaterThan(Date.now() + 59 * 60_000);
    await api.db.updateTable('jobs').set({ run_at: Date.now() }).where('id', 'in', [jobFor(stale.id).id, jobFor(paid.id).id]).execute();
    expect(await settledStatus(shopper, stale.id)).toBe(7);
    await expect.poll(async () => (await api.db.selectFrom('jobs').select('status').where('id', '=', jobFor(paid.id).id).executeTakeFirstOrThrow()).status).toBe('done');
    expect(await statusOf(paid.id)).toBe(2);
    expect(await balanceOf(api, shopper.id)).toBe(5000);
    // A card submitted after expiry finds no live payment.
    expect((await submitCard(api, stale.path, '4242424242424242')).status).toBe(404);
  });
});
