import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_STATUSES, type OfferStatus } from '../../api/offers/offers.table';
import { MailCatcher } from '../support/mail-catcher';
import { stopTestApi, type TestApi } from './api-harness';
import { AccountClient } from './support/account-client';
import { offerBody, offerStatusOf, startSellerApi, type OfferFactory } from './support/seller';
import { newShopper } from './support/shopper';

let api: TestApi;
let offers: OfferFactory;
const mail = new MailCatcher();

beforeAll(async () => ({ api, offers } = await startSellerApi(mail)));
afterAll(() => stopTestApi(api, mail));

describe('POST /api/offer/create', () => {
  it('needs a session', async () => {
    expect((await new AccountClient(api).post('/api/offer/create', offerBody())).status).toBe(401);
    expect((await new AccountClient(api).get('/api/offer/history')).status).toBe(401);
  });

  it('creates a new offer in the currency offered and lists it in the history', async () => {
    const seller = await newShopper(api);
    const { status, body } = await seller.client.post('/api/offer/create', offerBody({ price: '12.34', currency: 'usd', quality: 'minimal wear' }));
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'OK', message: 'Offer sent successfully.', payload: { id: expect.any(Number), status: 'new', service_price: null, quote_expires_at: null } });
    const history = await seller.client.get('/api/offer/history?currency=EUR');
    expect(history.status).toBe(200);
    expect(history.body).toEqual({
      status: 'OK',
      payload: [
        {
          id: body.payload.id,
          title: 'AK-47 | Redline',
          quality: 'Minimal Wear',
          user_price: 12.34,
          service_price: null,
          currency: 'USD',
          status: 'new',
          date_time: expect.any(Number),
          item_url: 'https://steamcommunity.com/id/seller/inventory/#730_2_123456',
          payout: null,
          // A hand-typed offer is tied to no Steam asset and has no trade offer (issue 26).
          asset_id: null,
          app_id: null,
          float_value: null,
          paint_seed: null,
          quote_expires_at: null,
          trade: null,
          payout_unlocks_at: null,
        },
      ],
    });
    expect(Math.abs(history.body.payload[0].date_time - Date.now() / 1000)).toBeLessThan(60);
    const row = await api.db.selectFrom('offers').selectAll().where('id', '=', body.payload.id).executeTakeFirstOrThrow();
    expect(Number(row.user_price_minor)).toBe(1234);
  });

  it('answers the spec message for missing fields, naming each', async () => {
    const seller = await newShopper(api);
    for (const missing of ['title', 'price', 'quality', 'item_url']) {
      for (const value of [undefined, null, '', '   ']) {
        const body = offerBody({ [missing]: value });
        if (value === undefined) delete (body as Record<string, unknown>)[missing];
        const response = await seller.client.post('/api/offer/create', body);
        expect(response.status, `${missing}=${String(value)}`).toBe(422);
        expect(response.body).toEqual({ status: 'ERROR', error_code: 'VALIDATION_FAILED', message: 'Please fill in all fields.', errors: { [missing]: ['Please fill in all fields.'] } });
      }
    }
    const empty = await seller.client.post('/api/offer/create', {});
    expect(Object.keys(empty.body.errors).sort()).toEqual(['item_url', 'price', 'quality', 'title']);
    expect((await seller.client.get('/api/offer/history')).body.payload).toEqual([]);
  });

  it('checks quality, price and item_url', async () => {
    const seller = await newShopper(api);
    const refused = async (overrides: Record<string, unknown>, field: string, message: RegExp) => {
      const response = await seller.client.post('/api/offer/create', offerBody(overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(422);
      expect(response.body.message, JSON.stringify(overrides)).toMatch(message);
      expect(Object.keys(response.body.errors)).toEqual([field]);
    };
    await refused({ quality: 'Mint' }, 'quality', /^The quality must be one of: Field-Tested, Minimal Wear, Battle-Scarred, Well-Worn, Factory New, Not Painted\.$/);
    for (const price of [0, -1, 1.234, '1.234', 'abc', '1e3', 1_000_000.01, Number.MAX_SAFE_INTEGER, '0.00']) {
      await refused({ price }, 'price', /^The price must be greater than 0 and at most 1000000, with at most 2 decimals\.$/);
    }
    for (const url of ['javascript:alert(1)', 'ftp://example.com/x', 'steamcommunity.com/id/x', 'https://user:pw@example.com/', `https://example.com/${'a'.repeat(2000)}`]) {
      await refused({ item_url: url }, 'item_url', /^Please enter a valid item link \(an http or https URL\)\.$/);
    }
    await refused({ title: 'x'.repeat(201) }, 'title', /at most 200/);
    const hostile = await seller.client.post('/api/offer/create', offerBody({ title: 'AK-47\u001b[2J\r\n42  fake row' }));
    expect(hostile.status).toBe(422);
    expect(hostile.body.errors).toEqual({ title: ['Must not contain control characters'] });
    expect((await seller.client.post('/api/offer/create', offerBody({ currency: 'XXX' }))).status).toBe(422);
    expect((await seller.client.post('/api/offer/create', offerBody({ title: { a: 1 } }))).status).toBe(422);
    for (const quality of ['Field-Tested', 'Minimal Wear', 'Battle-Scarred', 'Well-Worn', 'Factory New', 'Not Painted']) {
      expect((await seller.client.post('/api/offer/create', offerBody({ quality }))).status, quality).toBe(200);
    }
    expect((await seller.client.post('/api/offer/create', offerBody({ price: 1_000_000, item_url: 'https://market.example.org/item/1' }))).status).toBe(200);
    expect((await seller.client.post('/api/offer/create', offerBody({ price: 0.01, item_url: 'http://example.com' }))).status).toBe(200);
    // Newest first: the two edge prices, then the six qualities, each as sent.
    const history = (await seller.client.get('/api/offer/history')).body.payload as { quality: string; user_price: number }[];
    expect(history.slice(0, 8).map((offer) => [offer.quality, offer.user_price])).toEqual([
      [offerBody().quality, 0.01],
      [offerBody().quality, 1_000_000],
      ...['Not Painted', 'Factory New', 'Well-Worn', 'Battle-Scarred', 'Minimal Wear', 'Field-Tested'].map((quality) => [quality, offerBody().price]),
    ]);
  });

  it('lists only my offers, newest first', async () => {
    const [me, other] = await Promise.all([newShopper(api), newShopper(api)]);
    const first = await offers.create(me, { title: 'First' });
    await api.db.updateTable('offers').set({ created_at: 1_700_000_000 }).where('id', '=', first).execute();
    const second = await offers.create(me, { title: 'Second' });
    await offers.create(other, { title: 'Theirs' });
    const ids = ((await me.client.get('/api/offer/history')).body.payload as { id: number }[]).map((row) => row.id);
    expect(ids).toEqual([second, first]);
    expect((await me.client.get('/api/offer/history?currency=XXX')).status).toBe(422);
  });
});

describe('accept and decline', () => {
  const actions = [
    { path: '/api/offer/accept', from: 'offer', to: 'approved', message: 'Offer accepted successfully.', verb: 'accepted' },
    { path: '/api/offer/decline', from: 'offer', to: 'declined_by_user', message: 'Offer declined successfully.', verb: 'declined' },
  ] as const;

  for (const action of actions) {
    it(`${action.path}: only from offer, refused from every other status with 409`, async () => {
      for (const status of OFFER_STATUSES) {
        const { id, seller } = await offers.offerIn(status);
        const response = await seller.client.post(action.path, { id, lang_id: 10 });
        if (status === action.from) {
          expect(response.status, status).toBe(200);
          expect(response.body).toEqual({ status: 'OK', message: action.message });
          expect(await offerStatusOf(api, id)).toBe(action.to);
          const again = await seller.client.post(action.path, { id });
          expect(again.status).toBe(409);
          expect(again.body.message).toBe(`This offer cannot be ${action.verb}: its status is ${action.to}.`);
        } else {
          expect(response.status, status).toBe(409);
          expect(response.body).toEqual({ status: 'ERROR', error_code: 'OFFER_STATUS_CONFLICT', message: `This offer cannot be ${action.verb}: its status is ${status}.` });
          expect(await offerStatusOf(api, id)).toBe(status);
        }
      }
    });

    it(`${action.path}: another user's offer is a 404, a missing id the spec's message`, async () => {
      const { id } = await offers.offerIn('offer');
      const stranger = await newShopper(api);
      const response = await stranger.client.post(action.path, { id });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ status: 'ERROR', error_code: 'NOT_FOUND', message: 'Offer not found.' });
      expect((await stranger.client.post(action.path, { id: 99_999_999 })).status).toBe(404);
      expect(await offerStatusOf(api, id)).toBe('offer');
      for (const body of [{}, { id: null }, { id: '' }, { id: 0 }, { id: 'abc' }, { id: 1.5 }]) {
        const missing = await stranger.client.post(action.path, body);
        expect(missing.status, JSON.stringify(body)).toBe(422);
        expect(missing.body).toMatchObject({ status: 'ERROR', message: 'Invalid offer data. Missing offer ID.', errors: { id: ['Invalid offer data. Missing offer ID.'] } });
      }
      expect((await new AccountClient(api).post(action.path, { id })).status).toBe(401);
    });
  }

  it('accepts an offer given as a string id', async () => {
    const { id, seller } = await offers.offerIn('offer');
    expect((await seller.client.post('/api/offer/accept', { id: String(id) })).status).toBe(200);
  });

  it('double accept at once: exactly one wins, one e-mail; accept and decline at once: one wins', async () => {
    const { id, seller } = await offers.offerIn('offer');
    const results = await Promise.all(Array.from({ length: 8 }, () => seller.client.post('/api/offer/accept', { id })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await offerStatusOf(api, id)).toBe('approved');
    await mail.waitFor(seller.email, (m) => m.subject.startsWith('How to send us'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.to(seller.email).filter((m) => m.subject.startsWith('How to send us'))).toHaveLength(1);

    const other = await offers.offerIn('offer');
    const mixed = await Promise.all([other.seller.client.post('/api/offer/accept', { id: other.id }), other.seller.client.post('/api/offer/decline', { id: other.id })]);
    expect(mixed.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(['approved', 'declined_by_user']).toContain(await offerStatusOf(api, other.id));
  });

  it('e-mails the quote and, on accept, how to send the skin', async () => {
    const seller = await newShopper(api);
    const id = await offers.create(seller, { title: 'AWP | Asiimov', price: 100, currency: 'GBP' });
    await offers.ops.quote(String(id), '87.5');
    const quote = await mail.waitFor(seller.email, (m) => m.subject.includes(`offer #${id}`) && m.subject.startsWith('Our price'));
    expect(quote.subject).toBe(`Our price for AWP | Asiimov (offer #${id})`);
    // Money as the reader's language writes it (issue 45).
    expect(quote.body).toContain('You asked £100.00; we offer £87.50.');
    expect(quote.body).toContain('https://shop.example.com/profile?tab=my-offers');
    const history = (await seller.client.get('/api/offer/history')).body.payload[0];
    expect(history).toMatchObject({ id, status: 'offer', user_price: 100, service_price: 87.5, currency: 'GBP' });

    expect((await seller.client.post('/api/offer/accept', { id })).status).toBe(200);
    const accepted = await mail.waitFor(seller.email, (m) => m.subject.startsWith('How to send us'));
    expect(accepted.subject).toBe(`How to send us AWP | Asiimov (offer #${id})`);
    expect(accepted.body).toContain('£87.50');
    expect(accepted.body).toContain(`"Offer #${id}"`);
    expect(accepted.body).toContain('trade link');
    expect(accepted.body).toContain('support@shop.example.com');
  });
});

describe('the offer lifecycle as the customer sees it', () => {
  it('every status reaches the history with its payout', async () => {
    const seen = new Map<OfferStatus, unknown>();
    for (const status of OFFER_STATUSES) {
      const { id, seller } = await offers.offerIn(status);
      const row = ((await seller.client.get('/api/offer/history')).body.payload as { id: number }[]).find((r) => r.id === id);
      seen.set(status, row);
    }
    expect(seen.get('new')).toMatchObject({ status: 'new', service_price: null, payout: null });
    expect(seen.get('ready_for_payout')).toMatchObject({ status: 'ready_for_payout', service_price: 20, payout: null });
    expect(seen.get('payout_pending')).toMatchObject({ payout: { method: 'iban', masked_iban: 'DE89 **** 3000', status: 'pending' } });
    expect(seen.get('paid')).toMatchObject({ status: 'paid', payout: { method: 'iban', status: 'paid' } });
    expect(seen.get('payout_failed')).toMatchObject({ status: 'payout_failed', payout: { status: 'failed', message: 'Bank refused the transfer' } });
    expect(JSON.stringify([...seen.values()])).not.toContain('DE89370400440532013000');
  });
});
