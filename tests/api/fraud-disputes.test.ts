import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSum } from '../../api/accounts/balance.repository';
import { startTestApi, type TestApi } from './api-harness';
import { disputeObject, FraudStripe, ledgerRows, paidDeposit, sendStripeEvent, stripeEnv } from './fraud-support';
import { newDepositor } from './support/depositor';
import { balanceOf, type Shopper } from './support/shopper';

// Issue 41: Stripe's risk events through the verified webhook, against the real database (SQLite, or
// PostgreSQL with DATABASE_URL), with the sandbox trade bot delivering.
let api: TestApi;
const stripeApi = new FraudStripe();

beforeAll(async () => {
  await stripeApi.start();
  api = await startTestApi({
    items: 120,
    env: { REQUIRE_EMAIL_VERIFICATION: '0', SANDBOX_TRADE_ACCEPT_MS: '300', TRADE_POLL_SECONDS: '1', DEPOSITS_PER_HOUR: '1000', ...stripeEnv(stripeApi) },
    plugin: { jobs: { pollIntervalMs: 50 } },
  });
});
afterAll(async () => {
  await api?.close();
  await stripeApi.stop();
});

let nextItem = 0;
async function buy(shopper: Shopper, count = 1) {
  const items = await api.db.selectFrom('items').select(['id', 'price']).where('status', '=', 'available').where('price', '<=', 1000).orderBy('id').offset(nextItem).limit(count).execute();
  nextItem += count;
  for (const item of items) await shopper.client.post('/api/cart/add', { id: item.id });
  const { status, body } = await shopper.client.post('/api/purchase/product', { lang_id: 10, currency: 'EUR' });
  if (status !== 200) throw new Error(`purchase answered ${status}: ${JSON.stringify(body)}`);
  return body.payload.order_id as number;
}

const orderStatus = async (id: number) => (await api.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const offersOf = (orderId: number) => api.db.selectFrom('trade_offers').select(['state', 'refunded_cents']).where('order_id', '=', orderId).execute();
const holdOf = (userId: number) => api.db.selectFrom('customer_holds').selectAll().where('user_id', '=', userId).executeTakeFirst();
const setToken = (userId: number, token: string) =>
  api.db.updateTable('users').set({ steam_trade_link: `https://steamcommunity.com/tradeoffer/new/?partner=${100_000_000 + userId}&token=${token}` }).where('id', '=', userId).execute();

describe('a card dispute on a deposit', () => {
  it('freezes the customer at once, withdraws the undelivered offer to balance, keeps the delivered one, and books what the bank takes', async () => {
    const shopper = await newDepositor(api);
    const deposit = await paidDeposit(api, shopper, 50);
    const delivered = await buy(shopper);
    await expect.poll(() => orderStatus(delivered), { timeout: 10_000 }).toBe('success');
    await setToken(shopper.id, 'ExpireXX'); // this partner never answers: the offer stays sent
    const pending = await buy(shopper);
    await expect.poll(async () => (await offersOf(pending))[0]?.state, { timeout: 10_000 }).toBe('sent');
    const beforeDispute = await balanceOf(api, shopper.id);

    const created = await sendStripeEvent(api, 'charge.dispute.created', disputeObject('dp_main', deposit.paymentIntent));
    expect(created.body).toEqual({ status: 'OK', message: 'disputed' });
    expect(await holdOf(shopper.id)).toMatchObject({ reason: 'card dispute', frozen_by: 'provider:stripe' });
    const audit = await api.db.selectFrom('audit_log').selectAll().where('entity', '=', 'user').where('entity_id', '=', String(shopper.id)).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: 'provider:stripe', action: 'customer.freeze' });
    expect(audit[0]!.reason).toContain('dp_main');

    // The sent offer is withdrawn on Steam and its order refunded to the balance; the accepted one stays delivered.
    await expect.poll(async () => (await offersOf(pending))[0]?.state, { timeout: 10_000 }).toBe('cancelled');
    expect(await orderStatus(pending)).toBe('error');
    expect(await orderStatus(delivered)).toBe('success');
    const refunded = Number((await offersOf(pending))[0]!.refunded_cents);
    expect(refunded).toBeGreaterThan(0);
    expect(await balanceOf(api, shopper.id)).toBe(beforeDispute + refunded);
    expect(await ledgerRows(api, shopper.id, ['dispute', 'dispute_fee'])).toEqual([]);

    // Nothing that spends or moves value works on hold.
    const purchase = await shopper.client.post('/api/purchase/product', { lang_id: 10, currency: 'EUR' });
    expect(purchase.status).toBe(403);
    expect(purchase.body.error_code).toBe('ACCOUNT_FROZEN');

    const withdrawn = await sendStripeEvent(api, 'charge.dispute.funds_withdrawn', disputeObject('dp_main', deposit.paymentIntent, { withdrawn: true }), 'evt_withdrawn_main');
    expect(withdrawn.body.message).toBe('dispute_updated');
    expect((await sendStripeEvent(api, 'charge.dispute.funds_withdrawn', disputeObject('dp_main', deposit.paymentIntent, { withdrawn: true }), 'evt_withdrawn_main')).body.message).toBe('replay');
    expect((await sendStripeEvent(api, 'charge.dispute.updated', disputeObject('dp_main', deposit.paymentIntent, { withdrawn: true, status: 'under_review' }))).body.message).toBe('dispute_updated');
    expect((await ledgerRows(api, shopper.id, ['dispute', 'dispute_fee'])).map(({ kind, amount }) => [kind, amount])).toEqual([
      ['dispute', -5000],
      ['dispute_fee', -1500],
    ]);
    const afterWithdrawal = beforeDispute + refunded - 6500;
    expect(await balanceOf(api, shopper.id)).toBe(afterWithdrawal);
    expect(afterWithdrawal).toBeLessThan(0); // the delivered skin was bought with the disputed money
    expect(await ledgerSum(api.db, shopper.id)).toBe(afterWithdrawal);

    const won = await sendStripeEvent(api, 'charge.dispute.closed', disputeObject('dp_main', deposit.paymentIntent, { withdrawn: true, reinstated: true, status: 'won' }));
    expect(won.body.message).toBe('dispute_updated');
    expect((await ledgerRows(api, shopper.id, ['dispute_reversal'])).map((row) => row.amount)).toEqual([6500]);
    expect(await balanceOf(api, shopper.id)).toBe(afterWithdrawal + 6500);
    expect(await api.db.selectFrom('disputes').select(['status', 'funds_withdrawn', 'funds_reinstated', 'evidence_due_by']).where('provider_id', '=', 'dp_main').executeTakeFirstOrThrow()).toEqual({
      status: 'won',
      funds_withdrawn: 1,
      funds_reinstated: 1,
      evidence_due_by: 1_900_000_000,
    });
    // Still one audit row: the hold is written once per dispute, whatever follows.
    expect(await api.db.selectFrom('audit_log').select('id').where('entity_id', '=', String(shopper.id)).execute()).toHaveLength(1);
  });

  const permutations = <T,>(items: T[]): T[][] => (items.length <= 1 ? [items] : items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest])));

  it('books the same rows whatever order the events come in, with duplicates and replays (lost: 3 events, won: 4 events, every order)', async () => {
    const shopper = await newDepositor(api);
    const lostOrders = permutations(['created', 'funds_withdrawn', 'closed'] as const);
    const wonOrders = permutations(['created', 'funds_withdrawn', 'funds_reinstated', 'closed'] as const);
    const deposits: { id: number; paymentIntent: string }[] = [];
    for (let i = 0; i < lostOrders.length + wonOrders.length; i++) deposits.push(await paidDeposit(api, shopper, 50));
    let n = 0;
    const play = async (order: readonly string[], final: 'lost' | 'won') => {
      const deposit = deposits[n]!;
      const id = `dp_order_${final}_${n++}`;
      const objects: Record<string, ReturnType<typeof disputeObject>> = {
        created: disputeObject(id, deposit.paymentIntent),
        funds_withdrawn: disputeObject(id, deposit.paymentIntent, { withdrawn: true }),
        funds_reinstated: disputeObject(id, deposit.paymentIntent, { reinstated: true, status: 'under_review' }),
        closed: disputeObject(id, deposit.paymentIntent, { withdrawn: true, reinstated: final === 'won', status: final }),
      };
      for (const name of order) {
        const eventId = `evt_${id}_${name}`;
        expect((await sendStripeEvent(api, `charge.dispute.${name}`, objects[name]!, eventId)).status).toBe(200);
        expect((await sendStripeEvent(api, `charge.dispute.${name}`, objects[name]!, eventId)).body.message).toBe('replay');
        expect((await sendStripeEvent(api, `charge.dispute.${name}`, objects[name]!)).status).toBe(200); // the same news under another event id
      }
      const rows = (await api.db.selectFrom('balance_ledger').select(['kind', 'amount']).where('reference', '=', id).orderBy('id').execute()).map((row) => `${row.kind} ${Number(row.amount)}`);
      const expected = final === 'lost' ? ['dispute -5000', 'dispute_fee -1500'] : ['dispute -5000', 'dispute_fee -1500', 'dispute_reversal 6500'];
      expect({ order, rows }).toEqual({ order, rows: expected });
      expect((await api.db.selectFrom('disputes').select('status').where('provider_id', '=', id).executeTakeFirstOrThrow()).status).toBe(final);
    };
    for (const order of lostOrders) await play(order, 'lost');
    for (const order of wonOrders) await play(order, 'won');
    expect(await balanceOf(api, shopper.id)).toBe(await ledgerSum(api.db, shopper.id));
    expect(await balanceOf(api, shopper.id)).toBe(deposits.length * 5000 - lostOrders.length * 6500);
  });

  it('finds the deposit of a dispute that comes before the shop linked its payment, by asking Stripe for the PaymentIntent', async () => {
    const shopper = await newDepositor(api);
    const deposit = await paidDeposit(api, shopper, 50);
    const unseen = 'pi_test_unseen_1';
    await api.db.updateTable('deposits').set({ payment_intent: null }).where('id', '=', deposit.id).execute();
    stripeApi.intents.set(unseen, { order_id: String(deposit.id) });
    expect((await sendStripeEvent(api, 'charge.dispute.created', disputeObject('dp_unseen', unseen))).body.message).toBe('disputed');
    expect(stripeApi.calls.some((call) => call.method === 'GET' && call.path === `/v1/payment_intents/${unseen}`)).toBe(true);
    expect((await api.db.selectFrom('deposits').select('payment_intent').where('id', '=', deposit.id).executeTakeFirstOrThrow()).payment_intent).toBe(unseen);
    expect(await holdOf(shopper.id)).toMatchObject({ reason: 'card dispute' });
  });
});

describe('an early fraud warning and a refund made in Stripe', () => {
  it('freezes on an early fraud warning (once), books nothing', async () => {
    const shopper = await newDepositor(api);
    const deposit = await paidDeposit(api, shopper, 50);
    const warning = { id: 'issfr_1', object: 'radar.early_fraud_warning', actionable: true, charge: 'ch_efw_1', payment_intent: deposit.paymentIntent, fraud_type: 'made_with_stolen_card', livemode: false, created: 1 };
    expect((await sendStripeEvent(api, 'radar.early_fraud_warning.created', warning)).body.message).toBe('warned');
    expect((await sendStripeEvent(api, 'radar.early_fraud_warning.created', warning)).body.message).toBe('unchanged');
    expect(await holdOf(shopper.id)).toMatchObject({ reason: 'fraud warning', frozen_by: 'provider:stripe' });
    expect(await balanceOf(api, shopper.id)).toBe(5000);
    const checkout = await shopper.client.post('/api/deposit/checkout', { amount: 50, email: shopper.email, paymentType: 'card', currency: 'EUR' });
    expect(checkout.status).toBe(403);
    expect(checkout.body.error_code).toBe('ACCOUNT_FROZEN');
  });

  it('debits the balance by what charge.refunded says was refunded beyond what was booked, once', async () => {
    const shopper = await newDepositor(api);
    const deposit = await paidDeposit(api, shopper, 50);
    const charge = (refunded: number) => ({ id: 'ch_refund_1', object: 'charge', amount: 5000, amount_refunded: refunded, currency: 'eur', refunded: refunded === 5000, payment_intent: deposit.paymentIntent, metadata: { order_id: String(deposit.id) } });
    expect((await sendStripeEvent(api, 'charge.refunded', charge(2000))).body.message).toBe('refunded');
    expect((await sendStripeEvent(api, 'charge.refunded', charge(2000))).body.message).toBe('unchanged');
    expect(await balanceOf(api, shopper.id)).toBe(3000);
    expect((await sendStripeEvent(api, 'charge.refunded', charge(5000))).body.message).toBe('refunded');
    expect((await ledgerRows(api, shopper.id, ['deposit_refund'])).map((row) => row.amount)).toEqual([-2000, -3000]);
    expect(await balanceOf(api, shopper.id)).toBe(0);
    expect(await holdOf(shopper.id)).toBeUndefined();
  });
});

describe('a dispute racing purchases that spend the same balance', () => {
  it('20 purchases and the dispute: the balance goes below zero only through dispute rows, nothing is spent after the freeze', async () => {
    const shopper = await newDepositor(api);
    const deposit = await paidDeposit(api, shopper, 50);
    const items = await api.db.selectFrom('items').select(['id']).where('status', '=', 'available').where('price', '<=', 600).orderBy('id', 'desc').limit(20).execute();
    expect(items).toHaveLength(20);
    const purchases = items.map(async (item, i) => {
      await new Promise((resolve) => setTimeout(resolve, i * 5));
      await shopper.client.post('/api/cart/add', { id: item.id });
      return shopper.client.post('/api/purchase/product', { lang_id: 10, currency: 'EUR' });
    });
    const dispute = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 40));
      return sendStripeEvent(api, 'charge.dispute.funds_withdrawn', disputeObject('dp_race', deposit.paymentIntent, { withdrawn: true }));
    })();
    const answers = await Promise.all(purchases);
    expect((await dispute).body.message).toBe('disputed');
    for (const answer of answers) expect([200, 403, 422, 409, 402, 400]).toContain(answer.status);

    const rows = await ledgerRows(api, shopper.id);
    const disputeAt = rows.findIndex((row) => row.kind === 'dispute');
    expect(disputeAt).toBeGreaterThan(0);
    let running = 0;
    for (const row of rows) {
      if (row.kind !== 'dispute' && row.kind !== 'dispute_fee') {
        running += row.amount;
        expect(running).toBeGreaterThanOrEqual(0);
      }
    }
    expect(rows.slice(disputeAt).some((row) => row.kind === 'purchase')).toBe(false);
    const after = await shopper.client.post('/api/purchase/product', { lang_id: 10, currency: 'EUR' });
    expect(after.status).toBe(403);
    expect(await balanceOf(api, shopper.id)).toBe(await ledgerSum(api.db, shopper.id));
  });
});
