// The console's Today, orders (search, timeline, resend, cancel) and a customer's whole record (issue 43),
// over the sandbox bot; on SQLite, and on PostgreSQL when DATABASE_URL names one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES } from '../../contract/permissions';
import { botTables } from '../../api/trade/bot-states.repository';
import { startTestApi, type TestApi } from './api-harness';
import { AccountClient } from './support/account-client';
import { auditRowsAfter, lastAuditId, signedInStaff, type StaffMember } from './support/admin-staff';
import { CONSOLE_ADMIN_ROUTES } from './support/admin-routes-console';
import { runOps } from './support/ops-cli';
import { offerFactory } from './support/seller';
import { balanceOf, expectMoneyRulesHold, newShopper } from './support/shopper';

// The partner answers after ten minutes: offers stay sent while staff act on them. A decline within a
// second (the trade link's token DeclineX… / CancelXX) pauses the order as the API-key scam's mark.
const env = { REQUIRE_EMAIL_VERIFICATION: '0', SANDBOX_TRADE_ACCEPT_MS: '600000', TRADE_SCAM_WINDOW_SECONDS: '1' };
let api: TestApi;
let owner: StaffMember;
let support: StaffMember;

beforeAll(async () => {
  api = await startTestApi({ items: 40, env, plugin: { jobs: { pollIntervalMs: 100 } } });
  owner = await signedInStaff(api, 'owner');
  support = await signedInStaff(api, 'support');
});
afterAll(async () => api?.close());

let next = 0;
/** A paid order of one item; `manual`: an item no bot holds (a person delivers it). */
async function order({ token = 'abcDEF12', manual = false } = {}) {
  const shopper = await newShopper(api, { balanceCents: 1_000_000, token });
  const item = await api.db.selectFrom('items').select(['id', 'price', 'title']).where('status', '=', 'available').orderBy('id').limit(1).offset(next++).executeTakeFirstOrThrow();
  if (manual) await api.db.updateTable('items').set({ bot_name: null }).where('id', '=', item.id).execute();
  await shopper.client.post('/api/cart/add', { id: item.id });
  const purchase = await shopper.client.post('/api/purchase/product', {});
  expect(purchase.status, JSON.stringify(purchase.body)).toBe(200);
  return { shopper, item, id: purchase.body.payload.order_id as number };
}
const offerOf = (orderId: number) => api.db.selectFrom('trade_offers').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
const waitForOffer = (orderId: number, state: string) => expect.poll(async () => (await offerOf(orderId)).state, { timeout: 10_000 }).toBe(state);
const today = async (member: StaffMember) => {
  const response = await member.client.get('/api/admin/today');
  expect(response.status).toBe(200);
  return response.body.payload;
};

describe('each change of the console writes exactly one audit row', () => {
  it('resend, cancel and a note, with the actor, the reason and the changed fields before and after', async () => {
    const seen = new Set<string>();
    async function oneRow(key: string, act: () => Promise<{ status: number; body: { payload?: unknown } }>, expected: Record<string, unknown>) {
      const since = await lastAuditId(api);
      const response = await act();
      expect(response.status, `${key}: ${JSON.stringify(response.body)}`).toBe(200);
      const rows = await auditRowsAfter(api, since);
      expect(rows, key).toHaveLength(1);
      expect(rows[0], key).toMatchObject({ action: CONSOLE_ADMIN_ROUTES[key].audit, actor: `staff:${support.id}`, ip: '127.0.0.1', ...expected });
      seen.add(key);
      return { payload: response.body.payload, row: rows[0] };
    }

    const paused = await order({ token: 'CancelXX' });
    await waitForOffer(paused.id, 'paused');
    const before = await offerOf(paused.id);
    const resent = await oneRow('POST /api/admin/orders/:id/resend', () => support.client.post(`/api/admin/orders/${paused.id}/resend`, { reason: 'buyer revoked the API key' }), {
      entity: 'order',
      entity_id: String(paused.id),
      reason: 'buyer revoked the API key',
      before: { offers: [{ id: before.id, state: 'paused', code: before.code, steam_offer_id: null }] },
    });
    expect(resent.payload).toEqual({ order_id: paused.id, resent: 1 });
    const code = (resent.row.after as { offers: { code: string }[] }).offers[0].code;
    expect(resent.row.after).toEqual({ offers: [{ id: before.id, state: 'queued', code, steam_offer_id: null }] });
    expect(code).not.toBe(before.code);

    const sent = await order();
    await waitForOffer(sent.id, 'sent');
    const offer = await offerOf(sent.id);
    const cancelled = await oneRow('POST /api/admin/orders/:id/cancel', () => support.client.post(`/api/admin/orders/${sent.id}/cancel`, { reason: 'wrong trade link' }), {
      reason: 'wrong trade link',
      before: { status: 'processing', offers: [{ id: offer.id, state: 'sent' }] },
      after: { status: 'error', offers: [{ id: offer.id, state: 'cancelled', refunded_cents: sent.item.price }] },
    });
    expect(cancelled.payload).toMatchObject({ order_id: sent.id, cancelled: 1, status: 'error' });
    expect(await balanceOf(api, sent.shopper.id)).toBe(1_000_000);

    const noted = await oneRow('POST /api/admin/customers/:id/notes', () => support.client.post(`/api/admin/customers/${sent.shopper.id}/notes`, { text: '  Called: the link was an old one.  ' }), {
      entity: 'user',
      entity_id: String(sent.shopper.id),
      before: null,
    });
    expect(noted.row.after).toEqual({ note_id: (noted.payload as { id: number }).id, text: 'Called: the link was an old one.' });

    const mutating = Object.entries(CONSOLE_ADMIN_ROUTES).filter(([, route]) => route.audit !== null).map(([key]) => key);
    expect([...seen].sort()).toEqual(mutating.sort());
    await expectMoneyRulesHold(api);
  });
});

describe('orders for staff', () => {
  it('are found by order id, customer e-mail in any case, SteamID64 and a trade offer\'s Steam id, newest first', async () => {
    const first = await order();
    await waitForOffer(first.id, 'sent');
    const offer = await offerOf(first.id);
    expect(offer.steam_offer_id).toBeTruthy();
    const steamId = (await api.db.selectFrom('users').select('steam_id').where('id', '=', first.shopper.id).executeTakeFirstOrThrow()).steam_id!;
    const find = async (q: string, status = '') => {
      const response = await support.client.get(`/api/admin/orders?q=${encodeURIComponent(q)}${status ? `&status=${status}` : ''}`);
      expect(response.status, q).toBe(200);
      return response.body.payload as { id: number; user_id: number; email: string; steam_id: string; items: number; status: string; total_cents: number }[];
    };
    for (const q of [String(first.id), first.shopper.email.toUpperCase(), steamId, offer.steam_offer_id!, offer.code.toLowerCase()]) {
      expect((await find(q)).map((row) => row.id), q).toContain(first.id);
    }
    expect((await find(String(first.id)))[0]).toEqual({
      id: first.id,
      status: 'processing',
      total_cents: first.item.price,
      created_at: expect.any(Number),
      user_id: first.shopper.id,
      email: first.shopper.email,
      steam_id: steamId,
      items: 1,
    });
    expect(await find(first.shopper.email, 'success')).toEqual([]);
    expect((await find(first.shopper.email, 'processing')).map((row) => row.id)).toEqual([first.id]);
    expect(await find('nobody@example.com')).toEqual([]);

    const all = await find('');
    expect(all.length).toBeGreaterThan(1);
    expect(all.map((row) => row.id)).toEqual([...all.map((row) => row.id)].sort((a, b) => b - a));
    const bad = await support.client.get('/api/admin/orders?status=lost');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['status']);
  });

  it("an order's page: customer, items, trade offers and a timeline in time order (paid, offer, staff, refund)", async () => {
    const { id, shopper, item } = await order();
    await waitForOffer(id, 'sent');
    await support.client.post(`/api/admin/customers/${shopper.id}/notes`, { text: 'not on the order' });
    expect((await support.client.post(`/api/admin/orders/${id}/cancel`, { reason: 'customer asked' })).status).toBe(200);
    const offer = await offerOf(id);
    const page = await support.client.get(`/api/admin/orders/${id}`);
    expect(page.status).toBe(200);
    const { order: summary, items, trade_offers: offers, timeline } = page.body.payload;
    expect(summary).toEqual({ id, status: 'error', total_cents: item.price, created_at: expect.any(Number), customer: { id: shopper.id, email: shopper.email, steam_id: expect.any(String), frozen: false } });
    expect(items).toEqual([{ id: item.id, market_name: item.title, price_cents: item.price }]);
    expect(offers).toEqual([
      expect.objectContaining({
        id: offer.id,
        steam_offer_id: offer.steam_offer_id,
        bot_name: 'sandbox',
        state: 'cancelled',
        code: offer.code,
        trade_id: null,
        protection_ends_at: null,
        error: null, // withdrawn on Steam: taken as Steam tells it
        created_at: expect.any(Number),
        updated_at: expect.any(Number),
      }),
    ]);
    expect(offers[0].steam_offer_id).toBeTruthy();
    // The e-mails about the order (the receipt, the offer sent, the refund) come in as the mail worker sends them.
    const emails = (entries: { kind: string; text: string }[]) => entries.filter((entry) => entry.kind === 'email').map((entry) => entry.text);
    await expect
      .poll(async () => emails((await support.client.get(`/api/admin/orders/${id}`)).body.payload.timeline), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(['E-mail sent to the customer: the receipt', 'E-mail sent to the customer: the items are refunded']));
    expect(timeline.filter((entry: { kind: string }) => entry.kind !== 'email').map((entry: { kind: string }) => entry.kind)).toEqual(['paid', 'offer', 'offer', 'staff', 'offer', 'refund']);
    expect(timeline[0].text).toContain(`${(item.price / 100).toFixed(2)} EUR`);
    const [, , sent, cancel, cancelled, refund] = timeline.filter((entry: { kind: string }) => entry.kind !== 'email');
    expect(sent.text).toContain(offer.steam_offer_id!);
    expect(cancel).toEqual({ at: expect.any(Number), kind: 'staff', text: 'order.cancel', actor: `staff:${support.id}`, reason: 'customer asked' });
    expect(cancelled.text).toContain('cancelled');
    expect(refund.text).toContain(`Refunded ${(item.price / 100).toFixed(2)} EUR`);
    const times = timeline.map((entry: { at: number }) => entry.at);
    expect(times).toEqual([...times].sort((a, b) => a - b));

    expect((await support.client.get('/api/admin/orders/99999999')).status).toBe(404);
  });

  it('resending a sent offer withdraws it on Steam and sends a new one under a new code', async () => {
    const { id } = await order();
    await waitForOffer(id, 'sent');
    const first = await offerOf(id);
    expect((await support.client.post(`/api/admin/orders/${id}/resend`, { reason: 'buyer lost the offer' })).status).toBe(200);
    await expect.poll(async () => (await offerOf(id)).steam_offer_id, { timeout: 10_000 }).not.toBe(first.steam_offer_id);
    await waitForOffer(id, 'sent');
    const second = await offerOf(id);
    expect(second.code).not.toBe(first.code);
    expect(second.steam_offer_id).toBeTruthy();
    const withdrawn = await api.db.selectFrom('sandbox_trade_offers').select('cancelled_at_ms').where('id', '=', Number(first.steam_offer_id)).executeTakeFirstOrThrow();
    expect(withdrawn.cancelled_at_ms).not.toBeNull();
  });

  it('resend and cancel need a reason (422), answer 404 for no order and 409 STATE_CONFLICT in a wrong state', async () => {
    const { id } = await order({ manual: true });
    for (const action of ['resend', 'cancel']) {
      const missing = await support.client.post(`/api/admin/orders/${id}/${action}`, { reason: '  ' });
      expect(missing.status, action).toBe(422);
      expect(Object.keys(missing.body.errors), action).toEqual(['reason']);
      expect((await support.client.post(`/api/admin/orders/99999999/${action}`, { reason: 'x' })).status, action).toBe(404);
    }
    const since = await lastAuditId(api);
    const manual = await support.client.post(`/api/admin/orders/${id}/resend`, { reason: 'try' });
    expect(manual.status).toBe(409);
    expect(manual.body).toMatchObject({ error_code: 'STATE_CONFLICT', message: `Order ${id} has no offer to send again` });
    const cancelled = await order();
    await waitForOffer(cancelled.id, 'sent');
    expect((await support.client.post(`/api/admin/orders/${cancelled.id}/cancel`, { reason: 'once' })).status).toBe(200);
    const again = await support.client.post(`/api/admin/orders/${cancelled.id}/cancel`, { reason: 'twice' });
    expect(again.status).toBe(409);
    expect(again.body.error_code).toBe('STATE_CONFLICT');
    expect((await support.client.post(`/api/admin/orders/${cancelled.id}/resend`, { reason: 'again' })).status).toBe(409);
    expect((await auditRowsAfter(api, since)).map((row) => row.action)).toEqual(['order.cancel']);
  });
});

describe('Today', () => {
  it('counts each queue as it moves, and null for a queue the member may not act on', async () => {
    const catalogue = await signedInStaff(api, 'catalogue');
    const finance = await signedInStaff(api, 'finance');
    const start = await today(owner);
    expect(start).toEqual({
      offers_to_quote: expect.any(Number),
      skins_to_receive: expect.any(Number),
      payouts_to_complete: expect.any(Number),
      payouts_to_approve: expect.any(Number),
      adjustments_to_approve: expect.any(Number),
      deliveries: { paused: expect.any(Number), manual: expect.any(Number), errored: expect.any(Number), overdue: expect.any(Number), stuck: expect.any(Number) },
      bots_in_trouble: expect.any(Number),
      frozen_with_open_orders: expect.any(Number),
    });

    const offers = offerFactory(api);
    await offers.offerIn('new');
    await offers.offerIn('approved');
    await offers.offerIn('payout_pending');
    const paused = await order({ token: 'CancelXX' });
    await waitForOffer(paused.id, 'paused');
    const manual = await order({ manual: true });
    const stuck = await order();
    await waitForOffer(stuck.id, 'sent');
    await api.db.updateTable('trade_offers').set({ updated_at: 1_000 }).where('order_id', '=', stuck.id).execute();
    const broken = await order();
    await waitForOffer(broken.id, 'sent');
    await api.db.updateTable('trade_offers').set({ bot_name: 'gone', last_error: 'no bot named gone' }).where('order_id', '=', broken.id).execute();
    expect((await owner.client.post(`/api/admin/customers/${manual.shopper.id}/freeze`, { reason: 'chargeback' })).status).toBe(200);
    // A bot an operator paused, and one whose last inventory read failed (the bots screen's states).
    await botTables(api.db)
      .insertInto('bot_states')
      .values([
        { name: 'resting', paused_at: 1, paused_reason: 'maintenance', paused_by: 'cli:test', last_error: null, last_error_at: null, last_sync_at: null, updated_at: 1 },
        { name: 'failing', paused_at: null, paused_reason: null, paused_by: null, last_error: 'Steam said 401', last_error_at: 1, last_sync_at: null, updated_at: 1 },
      ])
      .execute();
    // A delivery whose job kept dying, given to a person by the stuck-work sweeper.
    await api.db.insertInto('stuck_work').values({ kind: 'delivery', entity_id: paused.id, requeues: 3, reason: 'Steam answered 502', needs_person_since: 1, updated_at: 1 }).execute();

    const moved = await today(owner);
    expect(moved).toEqual({
      offers_to_quote: start.offers_to_quote + 1,
      skins_to_receive: start.skins_to_receive + 1,
      payouts_to_complete: start.payouts_to_complete + 1,
      payouts_to_approve: start.payouts_to_approve,
      adjustments_to_approve: start.adjustments_to_approve,
      deliveries: { paused: start.deliveries.paused + 1, manual: start.deliveries.manual + 1, errored: start.deliveries.errored + 1, overdue: start.deliveries.overdue + 1, stuck: start.deliveries.stuck + 1 },
      bots_in_trouble: start.bots_in_trouble + 4, // the sandbox bot's overdue offer, the bot gone from the configuration, a paused one, a failing one
      frozen_with_open_orders: start.frozen_with_open_orders + 1,
    });

    expect((await owner.client.post(`/api/admin/orders/${manual.id}/deliver`, {})).status).toBe(422);
    expect((await owner.client.post(`/api/admin/orders/${manual.id}/deliver`, { reason: 'traded by hand from the spare account' })).status).toBe(200);
    expect((await support.client.post(`/api/admin/orders/${paused.id}/cancel`, { reason: 'buyer gave up' })).status).toBe(200);
    const after = await today(owner);
    expect(after.deliveries).toMatchObject({ paused: start.deliveries.paused, manual: start.deliveries.manual });
    expect(after.frozen_with_open_orders).toBe(start.frozen_with_open_orders);

    const asCatalogue = await today(catalogue);
    expect(asCatalogue).toMatchObject({ offers_to_quote: null, skins_to_receive: null, payouts_to_complete: null, payouts_to_approve: null, deliveries: null, frozen_with_open_orders: null });
    expect(asCatalogue.bots_in_trouble).toBe(after.bots_in_trouble);
    const asFinance = await today(finance);
    expect(asFinance).toMatchObject({ offers_to_quote: null, deliveries: null, bots_in_trouble: null, payouts_to_complete: after.payouts_to_complete, adjustments_to_approve: after.adjustments_to_approve });
    const asSupport = await today(support);
    expect(asSupport).toMatchObject({ payouts_to_complete: null, payouts_to_approve: null, deliveries: after.deliveries, offers_to_quote: after.offers_to_quote });
    expect((await new AccountClient(api).get('/api/admin/today')).status).toBe(401);

    // A role that acts on no queue sees every count null.
    expect((await owner.client.put('/api/admin/roles/catalogue', { permissions: ['audit.read'] })).status).toBe(200);
    expect(await today(catalogue)).toEqual({
      offers_to_quote: null,
      skins_to_receive: null,
      payouts_to_complete: null,
      payouts_to_approve: null,
      adjustments_to_approve: null,
      deliveries: null,
      bots_in_trouble: null,
      frozen_with_open_orders: null,
    });
    await owner.client.put('/api/admin/roles/catalogue', { permissions: [...BUILT_IN_ROLES.catalogue] });
  });
});

describe("a customer's whole record", () => {
  it('profile, balance and ledger, orders, offers, payouts (IBAN masked), sign-ins and notes, with typed text made visible', async () => {
    const { shopper, id: orderId } = await order({ manual: true });
    await api.db.updateTable('users').set({ name: 'Eve\u202Egnp.exe', surname: 'Zero\u200BWidth' }).where('id', '=', shopper.id).execute();
    const offers = offerFactory(api);
    const offer = await offers.offerIn('payout_pending');
    await api.db.updateTable('offers').set({ user_id: shopper.id, title: 'AK\u202E-47' }).where('id', '=', offer.id).execute();
    await api.db.updateTable('payouts').set({ user_id: shopper.id }).where('offer_id', '=', offer.id).execute();
    expect((await support.client.post(`/api/admin/customers/${shopper.id}/notes`, { text: 'First \u202Enote' })).status).toBe(200);

    const response = await support.client.get(`/api/admin/customers/${shopper.id}`);
    expect(response.status).toBe(200);
    const record = response.body.payload;
    expect(record.customer).toEqual({
      id: shopper.id,
      email: shopper.email,
      name: 'Eve\\u202egnp.exe Zero\\u200bWidth',
      steam_id: expect.any(String),
      steam_verified: false,
      frozen: false,
      frozen_reason: null,
      created_at: expect.any(Number),
    });
    expect(record.balance_cents).toBe(await balanceOf(api, shopper.id));
    expect(record.ledger.map((row: { amount_cents: number }) => row.amount_cents).reduce((a: number, b: number) => a + b, 0)).toBe(record.balance_cents);
    expect(record.orders).toEqual([expect.objectContaining({ id: orderId, status: 'processing', items: 1 })]);
    expect(record.offers).toEqual([expect.objectContaining({ id: offer.id, title: 'AK\\u202e-47', status: 'payout_pending' })]);
    expect(record.payouts).toHaveLength(1);
    expect(record.payouts[0].masked_iban).toMatch(/\*/);
    expect(JSON.stringify(record)).not.toMatch(/DE89370400440532013000/);
    expect(record.sign_ins).toEqual([expect.objectContaining({ ip: '127.0.0.1', method: 'registration' })]);
    expect(record.notes).toEqual([{ id: expect.any(Number), text: 'First \\u202enote', staff: support.email, staff_id: support.id, at: expect.any(Number) }]);
    expect(JSON.stringify(record)).not.toMatch(/[\u200b\u202e]/);

    const frozen = await owner.client.post(`/api/admin/customers/${shopper.id}/freeze`, { reason: 'chargeback' });
    expect(frozen.status).toBe(200);
    expect((await support.client.get(`/api/admin/customers/${shopper.id}`)).body.payload.customer).toMatchObject({ frozen: true, frozen_reason: 'chargeback' });
    expect((await support.client.get(`/api/admin/orders/${orderId}`)).body.payload.order.customer.frozen).toBe(true);
  });

  it('notes take 1 to 2000 characters (422 on text otherwise); a missing customer is 404', async () => {
    const { id } = await newShopper(api);
    for (const text of [undefined, '', '   ', 'x'.repeat(2001)]) {
      const response = await support.client.post(`/api/admin/customers/${id}/notes`, text === undefined ? {} : { text });
      expect(response.status, String(text?.length)).toBe(422);
      expect(Object.keys(response.body.errors)).toEqual(['text']);
    }
    expect((await support.client.post(`/api/admin/customers/${id}/notes`, { text: 'x'.repeat(2000) })).status).toBe(200);
    expect((await support.client.post('/api/admin/customers/99999999/notes', { text: 'hello' })).status).toBe(404);
    expect((await support.client.get('/api/admin/customers/99999999')).status).toBe(404);
  });
});

describe('npm run ops -- deliveries:resend and deliveries:cancel', () => {
  const ops = (...args: string[]) => runOps(api, args, { SANDBOX_TRADE_ACCEPT_MS: '600000', TRADE_SCAM_WINDOW_SECONDS: '1' });

  it('write the same audit row as the console, as cli:<os user>', async () => {
    const paused = await order({ token: 'CancelXX' });
    await waitForOffer(paused.id, 'paused');
    const offer = await offerOf(paused.id);
    let since = await lastAuditId(api);
    const resent = await ops('deliveries:resend', String(paused.id));
    expect(resent.code, resent.stderr).toBe(0);
    let rows = await auditRowsAfter(api, since);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'order.resend', actor: expect.stringMatching(/^cli:.+/), reason: 'resent by the operator (npm run ops)', entity: 'order', entity_id: String(paused.id), before: { offers: [{ id: offer.id, state: 'paused', code: offer.code }] } });
    expect(rows[0].after.offers[0]).toMatchObject({ id: offer.id, state: 'queued' });

    const sent = await order();
    await waitForOffer(sent.id, 'sent');
    since = await lastAuditId(api);
    const cancelled = await ops('deliveries:cancel', String(sent.id));
    expect(cancelled.code, cancelled.stderr).toBe(0);
    rows = await auditRowsAfter(api, since);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'order.cancel', actor: expect.stringMatching(/^cli:.+/), reason: 'cancelled by the operator (npm run ops)', before: { status: 'processing', offers: [{ state: 'sent' }] }, after: { status: 'error', offers: [{ state: 'cancelled' }] } });

    since = await lastAuditId(api);
    expect((await ops('deliveries:cancel', String(sent.id))).code).toBe(1);
    expect(await auditRowsAfter(api, since)).toEqual([]);
  });
});
