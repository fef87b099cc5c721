import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../../api/reference-data/settings.repository';
import { defaultSettings } from '../../api/db/seed-data/settings';
import { startTestApi, type TestApi } from './api-harness';
import { AccountClient } from './support/account-client';
import { depositForm, newDepositor, startDeposit, WEBHOOK_SECRET } from './support/depositor';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({
    items: 5,
    env: { REQUIRE_EMAIL_VERIFICATION: '0', PUBLIC_URL: 'https://shop.example.com', ALLOW_SANDBOX_PAYMENTS: '1', SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET, SANDBOX_SETTLE_MS: '60000' },
  });
  // Before the first settings read (cached): no methods for SEK, only BLIK for PLN.
  const methods = { ...(defaultSettings.payment_methods as Record<string, unknown>), SEK: [], PLN: [{ code: 'blik', title: 'BLIK' }] };
  await writeSetting(api.db, 'payment_methods', methods);
});
afterAll(async () => {
  await api?.close();
});

const depositCount = async (userId: number) => (await api.db.selectFrom('deposits').select('id').where('user_id', '=', userId).execute()).length;

describe('POST /api/deposit/checkout', () => {
  it('needs a session', async () => {
    expect((await new AccountClient(api).post('/api/deposit/checkout', { amount: 50 })).status).toBe(401);
  });

  it('checks each rule in the spec\'s order, answering the first failure with its message, and creates nothing', async () => {
    const shopper = await newDepositor(api);
    const amount = 'The amount must be greater than zero and less than 10000';
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: 0 }, 'amount', amount],
      [{ amount: -5 }, 'amount', amount],
      [{ amount: 10001 }, 'amount', amount],
      [{ amount: 10.5 }, 'amount', amount],
      [{ amount: 'ten' }, 'amount', amount],
      [{ amount: undefined }, 'amount', amount],
      [{ amount: 4 }, 'amount', 'The minimum top-up amount is 5 EUR'],
      [{ amount: 5, currency: 'USD' }, 'amount', 'The minimum top-up amount is 6 USD'],
      [{ email: '' }, 'email', 'Email is required'],
      [{ email: '   ' }, 'email', 'Email is required'],
      [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      [{ paymentType: undefined }, 'paymentType', 'Please choose a payment method'],
      [{ paymentType: 'bitcoin' }, 'paymentType', 'Please choose a payment method'],
      [{ amount: 0, email: '', paymentType: 'bitcoin' }, 'amount', amount],
      [{ email: '', paymentType: 'bitcoin' }, 'email', 'Email is required'],
    ];
    for (const [overrides, field, message] of cases) {
      const { status, body } = await shopper.client.post('/api/deposit/checkout', depositForm(shopper, overrides));
      expect(status, JSON.stringify(overrides)).toBe(422);
      expect(body, JSON.stringify(overrides)).toMatchObject({ status: 'ERROR', error_code: 'VALIDATION_FAILED', message });
      expect(body.errors[field], JSON.stringify(overrides)).toEqual([message]);
    }
    const all = await shopper.client.post('/api/deposit/checkout', depositForm(shopper, { amount: 0, email: '', paymentType: 'bitcoin' }));
    expect(Object.keys(all.body.errors)).toEqual(['amount', 'email', 'paymentType']);
    expect((await shopper.client.post('/api/deposit/checkout', depositForm(shopper, { currency: 'XXX' }))).status).toBe(422);
    expect(await depositCount(shopper.id)).toBe(0);
    for (const amount of [5, 10000, '25']) {
      expect((await shopper.client.post('/api/deposit/checkout', depositForm(shopper, { amount }))).status, String(amount)).toBe(200);
      const stored = await api.db
        .selectFrom('deposits')
        .select(['amount_minor', 'currency', 'eur_cents'])
        .where('user_id', '=', shopper.id)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(stored, String(amount)).toEqual({ amount_minor: Number(amount) * 100, currency: 'EUR', eur_cents: Number(amount) * 100 });
    }
  });

  it('offers the payment methods of the chosen currency', async () => {
    const shopper = await newDepositor(api);
    const sek = await shopper.client.post('/api/deposit/checkout', depositForm(shopper, { currency: 'SEK', amount: 100 }));
    expect(sek.status).toBe(422);
    expect(sek.body).toMatchObject({ message: 'No available payment methods', errors: { paymentType: ['No available payment methods'] } });
    const card = await shopper.client.post('/api/deposit/checkout', depositForm(shopper, { currency: 'PLN', amount: 100 }));
    expect(card.body.message).toBe('Please choose a payment method');
    expect((await shopper.client.post('/api/deposit/checkout', depositForm(shopper, { currency: 'PLN', amount: 100, paymentType: 'blik' }))).status).toBe(200);
    const settings = await api.get('/api/settings');
    expect(settings.body.payload.payment_methods.SEK).toEqual([]);
  });

  it('needs the profile\'s personal information, after the form\'s own rules', async () => {
    const shopper = await newDepositor(api, { personalInfo: false });
    expect((await shopper.client.post('/api/deposit/checkout', depositForm(shopper, { amount: 0 }))).body.error_code).toBe('VALIDATION_FAILED');
    const { status, body } = await shopper.client.post('/api/deposit/checkout', depositForm(shopper));
    expect(status).toBe(422);
    expect(body).toEqual({ status: 'ERROR', error_code: 'PERSONAL_INFO_REQUIRED', message: 'Please fill in your personal information first' });
    for (const field of ['name', 'surname', 'phone', 'city', 'address', 'zip'] as const) {
      const complete = await newDepositor(api);
      await api.db.updateTable('users').set({ [field]: field === 'name' ? '' : null }).where('id', '=', complete.id).execute();
      expect((await complete.client.post('/api/deposit/checkout', depositForm(complete))).body.error_code, field).toBe('PERSONAL_INFO_REQUIRED');
    }
    const noCountry = await newDepositor(api);
    await api.db.updateTable('users').set({ country_id: null }).where('id', '=', noCountry.id).execute();
    expect((await noCountry.client.post('/api/deposit/checkout', depositForm(noCountry))).body.error_code).toBe('PERSONAL_INFO_REQUIRED');
    expect(await depositCount(shopper.id)).toBe(0);
  });

  it('creates a processing deposit with the amount as entered, its EUR cents at the current rate, the provider and its reference', async () => {
    const shopper = await newDepositor(api);
    const { status, body } = await shopper.client.post('/api/deposit/checkout', depositForm(shopper, { amount: 54, currency: 'USD' }));
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'OK',
      message: 'Redirecting to the payment page',
      redirect_url: expect.stringMatching(/^https:\/\/shop\.example\.com\/sandbox-pay\/sbx_[A-Za-z0-9_-]{43}$/),
      order_id: expect.any(Number),
    });
    const deposit = await api.db.selectFrom('deposits').selectAll().where('id', '=', body.order_id).executeTakeFirstOrThrow();
    expect(deposit).toMatchObject({
      user_id: shopper.id,
      status: 1,
      amount_minor: 5400,
      currency: 'USD',
      currency_rate: 1.08,
      eur_cents: 5000,
      email: shopper.email,
      payment_type: 'card',
      provider: 'sandbox',
      reference: body.redirect_url.split('/').pop(),
    });
    expect(await api.db.selectFrom('balance_ledger').select('id').where('user_id', '=', shopper.id).execute()).toEqual([]);
  });
});

describe('GET /api/orders/status', () => {
  it('answers the caller\'s own deposit, and 404 for anyone else\'s or an unknown id', async () => {
    const owner = await newDepositor(api);
    const { id } = await startDeposit(owner);
    const mine = await owner.client.get(`/api/orders/status?order_id=${id}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ status: 'OK', order: { id, status: 1 } });
    expect(mine.headers.get('cache-control')).toBe('no-store');
    const stranger = await newDepositor(api);
    const theirs = await stranger.client.get(`/api/orders/status?order_id=${id}`);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ status: 'ERROR', message: 'Order not found' });
    expect((await owner.client.get('/api/orders/status?order_id=999999999')).status).toBe(404);
    expect((await owner.client.get('/api/orders/status?order_id=abc')).status).toBe(422);
    expect((await new AccountClient(api).get(`/api/orders/status?order_id=${id}`)).status).toBe(401);
    // The long-poll GET /orders/status/wait is gone: the processing page hears of a change through subscription accountChanged.
    expect((await owner.client.get(`/api/orders/status/wait?order_id=${id}&code=1`)).status).toBe(404);
  });
});

describe('GET /api/deposit/history', () => {
  it('lists my deposits newest first in their own currency, with the spec\'s statuses and filters', async () => {
    const shopper = await newDepositor(api);
    const old = await startDeposit(shopper, { amount: 20 });
    await api.db.updateTable('deposits').set({ created_at: 1_700_000_000, status: 2 }).where('id', '=', old.id).execute();
    const failed = await startDeposit(shopper, { amount: 30, currency: 'USD' });
    await api.db.updateTable('deposits').set({ created_at: 1_700_000_100, status: 4 }).where('id', '=', failed.id).execute();
    const expired = await startDeposit(shopper, { amount: 40 });
    await api.db.updateTable('deposits').set({ created_at: 1_700_000_200, status: 7 }).where('id', '=', expired.id).execute();
    const pending = await startDeposit(shopper, { amount: 60, currency: 'GBP' });

    const all = await shopper.client.get('/api/deposit/history?currency=EUR');
    expect(all.status).toBe(200);
    expect(all.body.payload.map((row: { id: number }) => row.id)).toEqual([pending.id, expired.id, failed.id, old.id]);
    expect(all.body.payload[0]).toEqual({ id: pending.id, created_at: expect.any(Number), status: 'Pending', sum: 60, currency: { code: 'GBP', symbol: '£' }, type: 'Top-up balance' });
    expect(all.body.payload[2]).toEqual({ id: failed.id, created_at: 1_700_000_100, status: 'Error', sum: 30, currency: { code: 'USD', symbol: '$' }, type: 'Top-up balance' });
    expect(all.body.payload.map((row: { status: string }) => row.status)).toEqual(['Pending', 'Error', 'Error', 'Success']);

    const ids = async (query: string) => ((await shopper.client.get(`/api/deposit/history?${query}`)).body.payload as { id: number }[]).map((r) => r.id);
    expect(await ids('status=Success')).toEqual([old.id]);
    expect(await ids('status=success')).toEqual([old.id]);
    expect(await ids('status=PENDING')).toEqual([pending.id]);
    expect(await ids('status=Error')).toEqual([expired.id, failed.id]);
    expect(await ids('status=')).toHaveLength(4);
    expect(await ids('date_from=1700000100&date_to=1700000200')).toEqual([expired.id, failed.id]);
    expect(await ids('date_to=1700000000')).toEqual([old.id]);
    expect(await ids('amount_min=30&amount_max=40')).toEqual([expired.id, failed.id]);
    expect(await ids('amount_min=60')).toEqual([pending.id]);
    expect(await ids('amount_max=19.99')).toEqual([]);

    for (const bad of ['amount_min=abc', 'amount_min=1.234', 'amount_min=-1', 'date_from=x', 'status=Nope', 'amount_min=5&amount_max=1', 'date_from=5&date_to=1', 'currency=XXX']) {
      const response = await shopper.client.get(`/api/deposit/history?${bad}`);
      expect(response.status, bad).toBe(422);
      expect(response.body.errors, bad).toBeDefined();
    }
    // Each problem names its field and what would be right.
    expect((await shopper.client.get('/api/deposit/history?status=Nope')).body.errors).toEqual({ status: ['Must be one of Success, Pending, Error'] });
    expect((await shopper.client.get('/api/deposit/history?date_from=5&date_to=1')).body.errors).toEqual({ date_from: ['Must not be later than date_to'] });
    const stranger = await newDepositor(api);
    expect((await stranger.client.get('/api/deposit/history')).body).toEqual({ status: 'OK', payload: [] });
    expect((await new AccountClient(api).get('/api/deposit/history')).status).toBe(401);
  });
});
