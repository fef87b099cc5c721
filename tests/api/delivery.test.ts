// Delivery by trade offer with the sandbox bot (issue 25): each outcome the trade link's token chooses,
// followed by the jobs alone (no operator), with refunds as ledger rows and the buyer's e-mails.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeliveryOutcomes } from '../../api/deliveries/delivery-outcomes';
import { MailCatcher } from '../support/mail-catcher';
import { AccountClient } from './support/account-client';
import { startTestApi, type TestApi } from './api-harness';
import { balanceOf, expectMoneyRulesHold, newShopper, type Shopper } from './support/shopper';

let api: TestApi;
const mail = new MailCatcher();

beforeAll(async () => {
  await mail.start();
  api = await startTestApi({
    items: 200,
    env: {
      REQUIRE_EMAIL_VERIFICATION: '0',
      SMTP_URL: mail.url,
      SANDBOX_TRADE_ACCEPT_MS: '1500',
      TRADE_POLL_SECONDS: '1',
      TRADE_PROTECTION_SECONDS: '6',
      TRADE_SCAM_WINDOW_SECONDS: '1',
    },
    plugin: { jobs: { pollIntervalMs: 100 } },
  });
});
afterAll(async () => {
  await api?.close();
  await mail.stop();
});

let nextItem = 0;
/** Distinct items on sale, of one game. */
async function take(count: number, category: 'cs2' | 'dota2' = 'cs2') {
  const rows = await api.db.selectFrom('items').select(['id', 'price', 'title']).where('status', '=', 'available').where('category', '=', category).orderBy('id').offset(nextItem).limit(count).execute();
  nextItem += count;
  return rows;
}

async function buy(shopper: Shopper, items: { id: number }[]) {
  for (const item of items) expect((await shopper.client.post('/api/cart/add', { id: item.id })).status).toBe(200);
  const { status, body } = await shopper.client.post('/api/purchase/product', { lang_id: 10, currency: 'EUR' });
  expect(status).toBe(200);
  return body.payload.order_id as number;
}

const order = async (shopper: Shopper, id: number) => (await shopper.client.get(`/api/purchase/${id}?currency=EUR`)).body.payload;
const delivery = async (shopper: Shopper, id: number) => (await order(shopper, id)).deliveries[0];
const waitForState = (shopper: Shopper, id: number, state: string, timeout = 15_000) =>
  expect.poll(async () => (await delivery(shopper, id)).state, { timeout, interval: 100 }).toBe(state);
const ledger = (userId: number) => api.db.selectFrom('balance_ledger').select(['kind', 'amount', 'reference']).where('user_id', '=', userId).orderBy('id').execute();

describe('delivery by the sandbox bot', () => {
  it('sends an offer carrying the code, the order follows it to Success without an operator, and the buyer hears of each step', async () => {
    const shopper = await newShopper(api, { balanceCents: 1_000_000 });
    const items = await take(2);
    const id = await buy(shopper, items);
    await waitForState(shopper, id, 'sent');
    const sent = await delivery(shopper, id);
    expect(sent).toMatchObject({ bot_name: 'sandbox', offer_id: expect.stringMatching(/^\d+$/), item_ids: items.map((i) => i.id) });
    const message = await api.db.selectFrom('sandbox_trade_offers').select('message').where('id', '=', Number(sent.offer_id)).executeTakeFirstOrThrow();
    expect(message.message).toContain(sent.code);
    expect(message.message.length).toBeLessThanOrEqual(128);
    const sentMail = await mail.waitFor(shopper.email, (m) => m.subject.includes('waiting on Steam'));
    expect(sentMail.body).toContain(sent.code);
    expect((await order(shopper, id)).status).toBe('Processing');

    await waitForState(shopper, id, 'accepted');
    const done = await order(shopper, id);
    expect(done.status).toBe('Success');
    // CS2 trades stay reversible for TRADE_PROTECTION_SECONDS.
    expect(done.deliveries[0].protected_until).toBeGreaterThan(Date.now() / 1000);
    expect(await mail.waitFor(shopper.email, (m) => m.subject === `Order #${id} delivered`)).toBeDefined();
    expect((await ledger(shopper.id)).map((row) => row.kind)).toEqual(['credit', 'purchase']);
    const history = (await shopper.client.get('/api/purchase/history')).body.payload;
    expect(history.map((row: { status: string; delivery: { state: string } }) => [row.status, row.delivery.state])).toEqual([
      ['Success', 'accepted'],
      ['Success', 'accepted'],
    ]);
    await expectMoneyRulesHold(api);
  });

  it('a declined offer refunds the order through a ledger row and puts its items back on sale', async () => {
    const shopper = await newShopper(api, { balanceCents: 1_000_000, token: 'DeclineX' });
    const items = await take(1, 'dota2');
    const id = await buy(shopper, items);
    await waitForState(shopper, id, 'declined');
    expect((await order(shopper, id)).status).toBe('Error');
    expect(await balanceOf(api, shopper.id)).toBe(1_000_000);
    expect(await ledger(shopper.id)).toEqual([
      { kind: 'credit', amount: 1_000_000, reference: 'test' },
      { kind: 'purchase', amount: -items[0].price, reference: String(id) },
      { kind: 'refund', amount: items[0].price, reference: String(id) },
    ]);
    const item = await api.db.selectFrom('items').select('status').where('id', '=', items[0].id).executeTakeFirstOrThrow();
    expect(item.status).toBe('available');
    const refunded = await mail.waitFor(shopper.email, (m) => m.subject === `Order #${id} refunded`);
    expect(refunded.body).toContain('declined');
    await expectMoneyRulesHold(api);
  });

  it('an offer declined the moment it is sent pauses the order (a stolen Web API key); the buyer resumes it under a new code', async () => {
    const shopper = await newShopper(api, { balanceCents: 1_000_000, token: 'CancelXX' });
    const id = await buy(shopper, await take(1));
    await waitForState(shopper, id, 'paused');
    const paused = await delivery(shopper, id);
    expect((await order(shopper, id)).status).toBe('Processing');
    expect(await balanceOf(api, shopper.id)).toBeLessThan(1_000_000);
    expect((await mail.waitFor(shopper.email, (m) => m.subject.includes('revoke your Steam Web API key'))).body).toContain('https://steamcommunity.com/dev/apikey');

    // The buyer revoked the key (and the partner will now accept).
    await api.db
      .updateTable('trade_offers')
      .set({ trade_link: `https://steamcommunity.com/tradeoffer/new/?partner=${100_000_000 + shopper.id}&token=abcDEF12` })
      .where('order_id', '=', id)
      .execute();
    const resumed = await shopper.client.post(`/api/purchase/${id}/resume`, {});
    expect(resumed.status).toBe(200);
    expect(resumed.body.message).toBe('We will send the offer again');
    expect(resumed.body.payload.deliveries[0].code).not.toBe(paused.code);
    await waitForState(shopper, id, 'accepted');
    const again = await shopper.client.post(`/api/purchase/${id}/resume`, {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error_code: 'NOT_PAUSED', message: 'This delivery is not paused' });
    const stranger = await newShopper(api);
    expect((await stranger.client.post(`/api/purchase/${id}/resume`, {})).status).toBe(404);
    await expectMoneyRulesHold(api);
  });

  it('an escrowed offer shows the end of Steam\'s hold and keeps the order Processing', async () => {
    const shopper = await newShopper(api, { balanceCents: 1_000_000, token: 'EscrowXX' });
    const id = await buy(shopper, await take(1));
    await waitForState(shopper, id, 'escrow');
    const held = await delivery(shopper, id);
    expect(held.hold_until).toBeGreaterThan(Date.now() / 1000 + 14 * 86_400);
    expect((await order(shopper, id)).status).toBe('Processing');
  });

  it('a trade reversed inside the protection window refunds the order; the asset back in the bot goes on sale again', async () => {
    const shopper = await newShopper(api, { balanceCents: 1_000_000, token: 'ReverseX' });
    const [item] = await take(1);
    const id = await buy(shopper, [item]);
    await waitForState(shopper, id, 'accepted');
    expect((await order(shopper, id)).status).toBe('Success');
    await waitForState(shopper, id, 'reversed', 20_000);
    expect((await order(shopper, id)).status).toBe('Error');
    expect(await balanceOf(api, shopper.id)).toBe(1_000_000);
    await expect.poll(async () => (await api.db.selectFrom('items').select('status').where('id', '=', item.id).executeTakeFirstOrThrow()).status, { timeout: 10_000 }).toBe('available');
    await expectMoneyRulesHold(api);
  });

  it('an offer nobody answers is withdrawn at TRADE_OFFER_EXPIRY_MINUTES and refunded', async () => {
    const shopper = await newShopper(api, { balanceCents: 1_000_000, token: 'ExpireXX' });
    const id = await buy(shopper, await take(1));
    await waitForState(shopper, id, 'sent');
    await api.db.updateTable('trade_offers').set({ sent_at: Math.floor(Date.now() / 1000) - 61 * 60 }).where('order_id', '=', id).execute();
    await waitForState(shopper, id, 'expired');
    expect(await balanceOf(api, shopper.id)).toBe(1_000_000);
    await expectMoneyRulesHold(api);
  });

  it('an offer sent before a crash, but not recorded, is found by its code instead of being sent twice', async () => {
    const shopper = await newShopper(api, { balanceCents: 1_000_000, token: 'ExpireXX' });
    const id = await buy(shopper, await take(1));
    await waitForState(shopper, id, 'sent');
    const first = await delivery(shopper, id);
    const sandboxOffers = async () => (await api.db.selectFrom('sandbox_trade_offers').select('id').execute()).length;
    const before = await sandboxOffers();
    // As if the process died between Steam's "sent" and our record of it; its job's lease ran out and it runs again.
    const offer = await api.db.selectFrom('trade_offers').select('id').where('order_id', '=', id).executeTakeFirstOrThrow();
    await api.db.updateTable('trade_offers').set({ state: 'queued', steam_offer_id: null }).where('id', '=', offer.id).execute();
    await api.db.insertInto('jobs').values({ kind: 'delivery.send', payload: JSON.stringify({ offerId: offer.id }), status: 'pending', attempts: 0, run_at: Date.now(), created_at: Date.now() }).execute();
    await waitForState(shopper, id, 'sent');
    expect((await delivery(shopper, id)).offer_id).toBe(first.offer_id);
    expect(await sandboxOffers()).toBe(before);
  });

  it('ten buyers of one item at once: one order, one offer holding the asset, nine refusals that keep their money', async () => {
    const [item] = await take(1);
    const buyers = await Promise.all(Array.from({ length: 10 }, () => newShopper(api, { balanceCents: 1_000_000, token: 'ExpireXX' })));
    for (const buyer of buyers) await buyer.client.post('/api/cart/add', { id: item.id });
    const results = await Promise.all(buyers.map((buyer) => buyer.client.post('/api/purchase/product', {})));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const rows = await api.db.selectFrom('trade_offer_items').select('offer_id').where('item_id', '=', item.id).execute();
    expect(rows).toHaveLength(1);
    await expectMoneyRulesHold(api);
  });

  it('a trade-locked asset is listed but cannot be added to a cart until its lock ends', async () => {
    const shopper = await newShopper(api, { balanceCents: 1_000_000 });
    const [item] = await take(1);
    await api.db.updateTable('items').set({ tradable_after: Math.floor(Date.now() / 1000) + 86_400 }).where('id', '=', item.id).execute();
    const refused = await shopper.client.post('/api/cart/add', { id: item.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This item is trade-locked on Steam for now');
  });

  it('two refunds of one offer at once (the poll job and an operator): one ledger row, one refund', async () => {
    const shopper = await newShopper(api, { balanceCents: 1_000_000, token: 'ExpireXX' });
    const [item] = await take(1);
    const id = await buy(shopper, [item]);
    await waitForState(shopper, id, 'sent');
    const outcomes = createDeliveryOutcomes(api.db, { protectionSeconds: 6, scamWindowSeconds: 1, publicUrl: 'http://shop.test' });
    const offer = await api.db.selectFrom('trade_offers').select('id').where('order_id', '=', id).executeTakeFirstOrThrow();
    await Promise.all([outcomes.endOffer(offer.id, 'cancelled'), outcomes.endOffer(offer.id, 'expired')]);
    // The one that got there first decides the state; the other changes nothing.
    expect(['cancelled', 'expired']).toContain((await delivery(shopper, id)).state);
    expect((await ledger(shopper.id)).filter((row) => row.kind === 'refund')).toEqual([{ kind: 'refund', amount: item.price, reference: String(id) }]);
    expect(await balanceOf(api, shopper.id)).toBe(1_000_000);
    await expectMoneyRulesHold(api);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "PostgreSQL: Steam's accept and a refund of the same offer, both queued behind the buyer's lock: the first wins, neither deadlocks",
    async () => {
      const shopper = await newShopper(api, { balanceCents: 1_000_000, token: 'ExpireXX' });
      const [item] = await take(1);
      const id = await buy(shopper, [item]);
      await waitForState(shopper, id, 'sent');
      const outcomes = createDeliveryOutcomes(api.db, { protectionSeconds: 6, scamWindowSeconds: 1, publicUrl: 'http://shop.test' });
      const offer = await api.db.selectFrom('trade_offers').select(['id', 'steam_offer_id']).where('order_id', '=', id).executeTakeFirstOrThrow();
      const now = Math.floor(Date.now() / 1000);
      const pause = () => new Promise((resolve) => setTimeout(resolve, 300));
      // Another transaction holding the buyer (a purchase, a top-up) while both start.
      const other = new pg.Client({ connectionString: api.config.databaseUrl });
      await other.connect();
      await other.query('begin');
      await other.query('select id from users where id = $1 for update', [shopper.id]);
      const refund = outcomes.endOffer(offer.id, 'cancelled');
      await pause();
      const accept = outcomes.apply(offer.id, { offerId: offer.steam_offer_id!, state: 'accepted', message: '', createdAt: now - 5, updatedAt: now, holdEndsAt: null, tradeId: '9001' });
      await pause();
      await other.query('rollback');
      await other.end();
      expect(await Promise.all([refund, accept])).toEqual(['cancelled', 'cancelled']);
      expect((await delivery(shopper, id)).state).toBe('cancelled');
      expect((await ledger(shopper.id)).filter((row) => row.kind === 'refund')).toEqual([{ kind: 'refund', amount: item.price, reference: String(id) }]);
      await expectMoneyRulesHold(api);
    },
    20_000,
  );

  it('refuses a bad order id on the order routes with 422, and resume needs a session', async () => {
    const shopper = await newShopper(api);
    for (const path of ['x/resume', '0/resume', `${'9'.repeat(20)}/resume`]) expect((await shopper.client.post(`/api/purchase/${path}`, {})).status, path).toBe(422);
    expect((await new AccountClient(api).post('/api/purchase/1/resume', {})).status).toBe(401);
  });
});
