import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSum } from '../../api/accounts/balance.repository';
import { MailCatcher } from '../support/mail-catcher';
import { startTestApi, type TestApi } from './api-harness';
import { AccountClient } from './support/account-client';
import { balanceOf, expectMoneyRulesHold, itemPool, newShopper, steamAccountIdOf } from './support/shopper';
import { moneyIn } from '../../api/mail/mail-money';

let api: TestApi;
let take: ReturnType<typeof itemPool>;
const mail = new MailCatcher();

beforeAll(async () => {
  await mail.start();
  api = await startTestApi({
    items: 120,
    // The sandbox bot's partner answers after ten minutes: orders here stay Processing (delivery.test.ts follows them).
    env: { REQUIRE_EMAIL_VERIFICATION: '0', SMTP_URL: mail.url, PUBLIC_URL: 'https://shop.example.com', ALLOW_SANDBOX_PAYMENTS: '1', SANDBOX_TRADE_ACCEPT_MS: '600000' },
    plugin: { jobs: { pollIntervalMs: 100 } },
  });
  take = itemPool(api);
});
afterAll(async () => {
  await api?.close();
  await mail.stop();
});

const userEmailJobs = async (userId: number) => {
  const { email } = await api.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
  return (await api.db.selectFrom('jobs').select('id').where('kind', '=', 'email').where('payload', 'like', `%${JSON.stringify(email)}%`).execute()).length;
};

const snapshot = async (userId: number) => ({
  balance: await balanceOf(api, userId),
  ledger: await ledgerSum(api.db, userId),
  orders: (await api.db.selectFrom('orders').select('id').where('user_id', '=', userId).execute()).length,
  cart: (await api.db.selectFrom('cart_items').select('item_id').where('user_id', '=', userId).execute()).length,
  sold: (await api.db.selectFrom('items').select('id').where('status', '=', 'sold').execute()).length,
  // This user's e-mails (the delivery jobs of other tests' orders come and go meanwhile).
  jobs: await userEmailJobs(userId),
});

describe('POST /api/purchase/product', () => {
  it('needs a session', async () => {
    expect((await new AccountClient(api).post('/api/purchase/product', { lang_id: 10, currency: 'EUR' })).status).toBe(401);
  });

  it('buys the cart: one debit, items sold, order and lines, empty cart, receipt e-mail with items, trade link and support address', async () => {
    const shopper = await newShopper(api, { balanceCents: 1_000_000 });
    const items = await take(2);
    for (const item of items) await shopper.client.post('/api/cart/add', { id: item.id });
    const total = items[0].price + items[1].price;
    const { status, body } = await shopper.client.post('/api/purchase/product', { lang_id: 10, currency: 'EUR' });
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'OK', message: 'Purchased successfully', payload: { order_id: expect.any(Number), total: total / 100 } });
    expect(await balanceOf(api, shopper.id)).toBe(1_000_000 - total);
    expect((await shopper.client.get('/api/cart/contents')).body.payload.count).toBe(0);
    const sold = await api.db.selectFrom('items').select('status').where('id', 'in', items.map((i) => i.id)).execute();
    expect(sold.map((row) => row.status)).toEqual(['sold', 'sold']);
    const ledger = await api.db.selectFrom('balance_ledger').selectAll().where('user_id', '=', shopper.id).where('kind', '=', 'purchase').execute();
    expect(ledger).toMatchObject([{ amount: -total, reference: String(body.payload.order_id) }]);
    const profile = await shopper.client.get('/api/user/profile');
    expect(profile.body.payload.balance).toBe((1_000_000 - total) / 100);

    const receipt = await mail.waitFor(shopper.email);
    expect(receipt.subject).toBe(`Your Skin Shop order #${body.payload.order_id}`);
    for (const item of items) expect(receipt.body).toContain(item.title);
    // Money as the reader's language writes it (issue 45).
    expect(receipt.body).toContain(`Total: ${moneyIn('en', `${(total / 100).toFixed(2)} EUR`)}`);
    expect(receipt.body).toContain(`https://steamcommunity.com/tradeoffer/new/?partner=${steamAccountIdOf(shopper.id)}&token=abcDEF12`);
    expect(receipt.body).toContain('support@shop.example.com');
    expect(receipt.raw).toMatch(/text\/html/);
    await expectMoneyRulesHold(api);
  });

  it('writes the receipt in the user\'s language and charges in the requested currency', async () => {
    const shopper = await newShopper(api, { balanceCents: 1_000_000, langId: 12 });
    const language = await api.db.selectFrom('languages').select('code').where('id', '=', 12).executeTakeFirst();
    const [item] = await take(1);
    await shopper.client.post('/api/cart/add', { id: item.id });
    const rate = Number((await api.db.selectFrom('currencies').select('value').where('code', '=', 'USD').executeTakeFirstOrThrow()).value);
    const { body } = await shopper.client.post('/api/purchase/product', { lang_id: 12, currency: 'USD' });
    expect(body.payload.total).toBeCloseTo((item.price * rate) / 100, 2);
    expect(await balanceOf(api, shopper.id)).toBe(1_000_000 - item.price);
    const receipt = await mail.waitFor(shopper.email);
    if (language?.code === 'de') expect(receipt.subject).toBe(`Ihre Skin-Shop-Bestellung #${body.payload.order_id}`);
    expect(receipt.body).toContain(moneyIn(language?.code ?? 'en', `${body.payload.total.toFixed(2)} USD`));
  });

  it('refuses without a steamId, without a trade link, with an empty cart, and with too little balance — changing nothing', async () => {
    const cases = [
      { options: { steamId: false, balanceCents: 1_000_000 }, status: 422, error_code: 'STEAM_ID_REQUIRED', message: 'Please add your steamId' },
      { options: { tradeLink: false, balanceCents: 1_000_000 }, status: 422, error_code: 'TRADE_LINK_REQUIRED', message: 'Please save your trade link first' },
      { options: { balanceCents: 1 }, status: 409, error_code: 'INSUFFICIENT_FUNDS', message: 'Not enough funds' },
    ];
    for (const { options, ...expected } of cases) {
      const shopper = await newShopper(api, options);
      const [item] = await take(1);
      await shopper.client.post('/api/cart/add', { id: item.id });
      const before = await snapshot(shopper.id);
      const { status, body } = await shopper.client.post('/api/purchase/product', { lang_id: 10, currency: 'EUR' });
      expect(status).toBe(expected.status);
      expect(body).toEqual({ status: 'ERROR', error_code: expected.error_code, message: expected.message });
      expect(await snapshot(shopper.id)).toEqual(before);
    }
    const empty = await newShopper(api, { balanceCents: 100 });
    const { status, body } = await empty.client.post('/api/purchase/product', { lang_id: 10, currency: 'EUR' });
    expect(status).toBe(422);
    expect(body).toMatchObject({ status: 'ERROR', error_code: 'CART_EMPTY' });
    expect((await empty.client.post('/api/purchase/product', { currency: 7 })).status).toBe(422);
    expect((await empty.client.post('/api/purchase/product', { currency: 'XXX' })).status).toBe(422);
    await expectMoneyRulesHold(api);
  });

  it('refuses a cart holding an item sold meanwhile, naming it, and buys nothing', async () => {
    const shopper = await newShopper(api, { balanceCents: 1_000_000 });
    const [kept, gone] = await take(2);
    await shopper.client.post('/api/cart/add', { id: kept.id });
    await shopper.client.post('/api/cart/add', { id: gone.id });
    const rival = await newShopper(api, { balanceCents: 1_000_000 });
    await rival.client.post('/api/cart/add', { id: gone.id });
    expect((await rival.client.post('/api/purchase/product', {})).status).toBe(200);

    expect((await shopper.client.get('/api/cart/contents')).body.payload.items.map((e: { item: { available: boolean } }) => e.item.available)).toEqual([true, false]);
    const before = await snapshot(shopper.id);
    const { status, body } = await shopper.client.post('/api/purchase/product', {});
    expect(status).toBe(409);
    expect(body).toEqual({ status: 'ERROR', error_code: 'ITEM_UNAVAILABLE', message: `This item is no longer available: ${gone.title}` });
    expect(await snapshot(shopper.id)).toEqual(before);
    expect((await api.db.selectFrom('items').select('status').where('id', '=', kept.id).executeTakeFirstOrThrow()).status).toBe('available');
    await expectMoneyRulesHold(api);
  });
});

describe('races', () => {
  it('20 purchases at once from one user: exactly one buys the cart, the balance never goes below zero', async () => {
    const items = await take(3);
    const cost = items.reduce((sum, item) => sum + item.price, 0);
    const shopper = await newShopper(api, { balanceCents: cost * 2 + 1 });
    for (const item of items) await shopper.client.post('/api/cart/add', { id: item.id });
    const results = await Promise.all(Array.from({ length: 20 }, () => shopper.client.post('/api/purchase/product', { currency: 'EUR' })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 422)).toBe(true);
    expect(results.filter((r) => r.status === 422).every((r) => r.body.error_code === 'CART_EMPTY')).toBe(true);
    expect(await balanceOf(api, shopper.id)).toBe(cost + 1);
    await expectMoneyRulesHold(api);
  });

  it('20 add-and-buy pairs at once from one user that together cost more than the balance', async () => {
    const items = await take(20);
    const cheapestThree = [...items].sort((a, b) => a.price - b.price).slice(0, 3).reduce((sum, item) => sum + item.price, 0);
    const shopper = await newShopper(api, { balanceCents: cheapestThree });
    const results = await Promise.all(
      items.map(async (item) => {
        await shopper.client.post('/api/cart/add', { id: item.id });
        return shopper.client.post('/api/purchase/product', { currency: 'EUR' });
      }),
    );
    expect(results.every((r) => [200, 409, 422].includes(r.status))).toBe(true);
    const spent = await api.db.selectFrom('orders').select('total_cents').where('user_id', '=', shopper.id).execute();
    expect(await balanceOf(api, shopper.id)).toBe(cheapestThree - spent.reduce((sum, row) => sum + Number(row.total_cents), 0));
    expect(results.filter((r) => r.status === 200)).toHaveLength(spent.length);
    await expectMoneyRulesHold(api);
  });

  it('two users buying the same item at once: one gets it, the other is refused and keeps the money', async () => {
    for (let round = 0; round < 5; round++) {
      const [item] = await take(1);
      const buyers = await Promise.all([newShopper(api, { balanceCents: 1_000_000 }), newShopper(api, { balanceCents: 1_000_000 })]);
      for (const buyer of buyers) await buyer.client.post('/api/cart/add', { id: item.id });
      const results = await Promise.all(buyers.map((buyer) => buyer.client.post('/api/purchase/product', {})));
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)!.body.error_code).toBe('ITEM_UNAVAILABLE');
      const balances = await Promise.all(buyers.map((buyer) => balanceOf(api, buyer.id)));
      expect(balances.sort((a, b) => a - b)).toEqual([1_000_000 - item.price, 1_000_000]);
    }
    await expectMoneyRulesHold(api);
  });
});

describe('GET /api/purchase/history', () => {
  it('lists my order lines newest first with filters, and never another user\'s', async () => {
    const shopper = await newShopper(api, { balanceCents: 10_000_000 });
    const [first, second, third] = await take(3);
    await shopper.client.post('/api/cart/add', { id: first.id });
    const one = (await shopper.client.post('/api/purchase/product', {})).body.payload.order_id as number;
    await api.db.updateTable('orders').set({ created_at: 1_700_000_000 }).where('id', '=', one).execute();
    await shopper.client.post('/api/cart/add', { id: second.id });
    await shopper.client.post('/api/cart/add', { id: third.id });
    const two = (await shopper.client.post('/api/purchase/product', {})).body.payload.order_id as number;
    await api.db.updateTable('orders').set({ status: 'success' }).where('id', '=', two).execute();

    const all = await shopper.client.get('/api/purchase/history?currency=EUR');
    expect(all.status).toBe(200);
    expect(all.body.payload).toHaveLength(3);
    expect(all.body.payload[0]).toEqual({
      id: two,
      item_id: second.id,
      created_at: expect.any(Number),
      img_url: `items/${second.id}`,
      title: second.title,
      category: expect.stringMatching(/^(cs2|dota2)$/),
      status: 'Success',
      sum: second.price / 100,
      currency: { code: 'EUR', symbol: '€' },
      delivery: expect.objectContaining({ bot_name: 'sandbox', code: expect.stringMatching(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/), item_ids: [second.id, third.id] }),
    });
    expect(all.body.payload[2]).toMatchObject({ id: one, item_id: first.id, created_at: 1_700_000_000, status: 'Processing' });
    const ids = async (query: string) => ((await shopper.client.get(`/api/purchase/history?${query}`)).body.payload as { item_id: number }[]).map((r) => r.item_id);
    expect(await ids('status=Processing')).toEqual([first.id]);
    expect(await ids('status=Success')).toEqual([second.id, third.id]);
    expect(await ids('date_to=1700000000')).toEqual([first.id]);
    expect(await ids('date_from=1700000001')).toEqual([second.id, third.id]);
    expect(await ids(`amount_min=${first.price / 100}&amount_max=${first.price / 100}`)).toContain(first.id);
    expect(await ids(`amount_min=${(Math.max(first.price, second.price, third.price) + 1) / 100}`)).toEqual([]);

    for (const bad of ['amount_min=abc', 'amount_min=1.234', 'amount_min=-1', 'date_from=x', 'status=Nope', 'amount_min=5&amount_max=1', 'currency=XXX']) {
      const response = await shopper.client.get(`/api/purchase/history?${bad}`);
      expect(response.status, bad).toBe(422);
      expect(response.body.errors, bad).toBeDefined();
    }
    expect((await shopper.client.get('/api/purchase/history?status=Nope')).body.errors).toEqual({ status: ['Must be one of Success, Processing, Error'] });
    expect((await shopper.client.get('/api/purchase/history?amount_min=5&amount_max=1')).body.errors).toEqual({ amount_min: ['Must not be greater than amount_max'] });
    const stranger = await newShopper(api);
    expect((await stranger.client.get('/api/purchase/history')).body).toEqual({ status: 'OK', payload: [] });
    expect((await new AccountClient(api).get('/api/purchase/history')).status).toBe(401);
  });
});

describe('GET /api/purchase/{id}', () => {
  it("answers one of my orders with its items, status, trade link and delivery; another user's is a 404, no session a 401", async () => {
    const shopper = await newShopper(api, { balanceCents: 10_000_000 });
    const items = await take(2);
    for (const item of items) await shopper.client.post('/api/cart/add', { id: item.id });
    const id = (await shopper.client.post('/api/purchase/product', { lang_id: 10, currency: 'EUR' })).body.payload.order_id as number;

    const { status, body, headers } = await shopper.client.get(`/api/purchase/${id}?currency=EUR`);
    const factRows = await api.db.selectFrom('items').select(['id', 'float_value', 'paint_seed', 'tradable_after']).where('id', 'in', items.map((item) => item.id)).execute();
    const facts = new Map(factRows.map((row) => [row.id, { ...row, float_value: row.float_value === null ? null : Number(row.float_value), tradable_after: row.tradable_after === null ? null : Number(row.tradable_after) }]));
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({
      status: 'OK',
      payload: {
        id,
        version: expect.any(Number),
        created_at: expect.any(Number),
        status: 'Processing',
        total: (items[0].price + items[1].price) / 100,
        currency: { code: 'EUR', symbol: '€' },
        trade_link: `https://steamcommunity.com/tradeoffer/new/?partner=${steamAccountIdOf(shopper.id)}&token=abcDEF12`,
        items: items.map((item) => ({
          item_id: item.id,
          title: item.title,
          img_url: `items/${item.id}`,
          category: expect.stringMatching(/^(cs2|dota2)$/),
          price: item.price / 100,
          float_value: facts.get(item.id)!.float_value,
          paint_seed: facts.get(item.id)!.paint_seed,
          tradable_after: facts.get(item.id)!.tradable_after,
          stickers: expect.any(Array),
        })),
        deliveries: [
          {
            state: expect.stringMatching(/^(queued|sent)$/),
            code: expect.stringMatching(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/),
            bot_name: 'sandbox',
            offer_id: expect.toBeOneOf([null, expect.any(String)]),
            offer_url: null,
            // A sent offer's end (sent_at + TRADE_OFFER_EXPIRY_MINUTES), for the order page's countdown.
            expires_at: expect.toBeOneOf([null, expect.any(Number)]),
            hold_until: null,
            protected_until: null,
            updated_at: expect.any(Number),
            item_ids: items.map((item) => item.id).sort((a, b) => a - b),
          },
        ],
      },
    });
    await api.db.updateTable('orders').set({ status: 'success' }).where('id', '=', id).execute();
    expect((await shopper.client.get(`/api/purchase/${id}`)).body.payload.status).toBe('Success');

    const stranger = await newShopper(api);
    expect((await stranger.client.get(`/api/purchase/${id}`)).status).toBe(404);
    expect((await stranger.client.get('/api/purchase/999999999')).body).toMatchObject({ status: 'ERROR', message: 'Order not found' });
    expect((await new AccountClient(api).get(`/api/purchase/${id}`)).status).toBe(401);
    for (const path of ['0', 'x', `${id}?currency=${'X'.repeat(11)}`]) {
      expect((await shopper.client.get(`/api/purchase/${path}`)).status, path).toBe(422);
    }
    // The long-poll GET /purchase/{id}/wait is gone: the order page hears of a change through subscription accountChanged.
    expect((await shopper.client.get(`/api/purchase/${id}/wait?version=1`)).status).toBe(404);
  });

  it('refuses to buy when the trade link belongs to another Steam account than the profile, changing nothing', async () => {
    const shopper = await newShopper(api, { balanceCents: 1_000_000 });
    const [item] = await take(1);
    await shopper.client.post('/api/cart/add', { id: item.id });
    await api.db.updateTable('users').set({ steam_trade_link: 'https://steamcommunity.com/tradeoffer/new/?partner=12345&token=abcDEF12' }).where('id', '=', shopper.id).execute();
    const before = await snapshot(shopper.id);
    const { status, body } = await shopper.client.post('/api/purchase/product', { lang_id: 10, currency: 'EUR' });
    expect(status).toBe(422);
    expect(body).toMatchObject({ status: 'ERROR', error_code: 'INVALID_TRADE_LINK' });
    expect(await snapshot(shopper.id)).toEqual(before);
  });
});
