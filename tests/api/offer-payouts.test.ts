import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_STATUSES } from '../../api/offers/offers.table';
import { normaliseIban } from '../../api/offers/offer-rules';
import { MailCatcher } from '../support/mail-catcher';
import { stopTestApi, type TestApi } from './api-harness';
import { AccountClient } from './support/account-client';
import { contactBody, expectNoLedgerChange, ibanBody, offerStatusOf, startSellerApi, VALID_IBANS, type OfferFactory } from './support/seller';
import { credit, newShopper } from './support/shopper';

let api: TestApi;
let offers: OfferFactory;
const mail = new MailCatcher();
const PUBLIC_URL = 'https://shop.example.com'; // as startSellerApi sets it

beforeAll(async () => ({ api, offers } = await startSellerApi(mail)));
afterAll(() => stopTestApi(api, mail));

const SEPA = '/api/offer/request-payout/sepa-direct';
const CARD = '/api/offer/request-payout/card-form';

describe('IBAN rules', () => {
  it('accepts valid IBANs of several countries, with spaces', () => {
    for (const [country, iban] of Object.entries(VALID_IBANS)) {
      expect(normaliseIban(iban), country).toBe(iban);
      expect(normaliseIban(iban.replace(/(.{4})/g, '$1 ').trim()), country).toBe(iban);
    }
  });

  it('refuses a flipped digit, a wrong length, lower case, the wrong pattern and input over 34 characters', () => {
    const flip = (iban: string, at: number) => iban.slice(0, at) + String((Number(iban[at]) + 1) % 10) + iban.slice(at + 1);
    for (const iban of Object.values(VALID_IBANS)) {
      expect(normaliseIban(flip(iban, 10)), iban).toBeUndefined();
      expect(normaliseIban(flip(iban, 2)), iban).toBeUndefined();
      expect(normaliseIban(`${iban}0`), iban).toBeUndefined();
      expect(normaliseIban(iban.slice(0, -1)), iban).toBeUndefined();
      expect(normaliseIban(iban.toLowerCase()), iban).toBeUndefined();
    }
    for (const bad of ['', 'DE89', '1289370400440532013000', 'DEAB370400440532013000', 'XX89370400440532013000', 'DE89-3704-0044-0532-0130-00', ` ${' '.repeat(30)}DE89370400440532013000`]) {
      expect(normaliseIban(bad), bad).toBeUndefined();
    }
  });
});

describe('POST /api/offer/request-payout/sepa-direct', () => {
  it('only from ready_for_payout (or payout_failed, below): payout_pending with the service price, masked IBAN for the user, ledger untouched', async () => {
    for (const status of OFFER_STATUSES.filter((other) => other !== 'payout_failed')) {
      const { id, seller } = await offers.offerIn(status);
      if (status !== 'ready_for_payout') {
        const response = await seller.client.post(SEPA, ibanBody(id));
        expect(response.status, status).toBe(409);
        expect(response.body).toEqual({ status: 'ERROR', error_code: 'OFFER_STATUS_CONFLICT', message: `This offer cannot be paid out: its status is ${status}.` });
        continue;
      }
      await credit(api, seller.id, 5_000);
      const response = await seller.client.post(SEPA, ibanBody(id, { account_number: VALID_IBANS.GB, currency: 'USD' }));
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ status: 'OK', message: 'Your payout request has been submitted.' });
      expect(await offerStatusOf(api, id)).toBe('payout_pending');
      const payout = await api.db.selectFrom('payouts').selectAll().where('offer_id', '=', id).executeTakeFirstOrThrow();
      expect(payout).toMatchObject({ method: 'iban', status: 'pending', currency: 'EUR', iban: VALID_IBANS.GB, first_name: 'Erika', last_name: 'Mustermann' });
      expect(Number(payout.amount_minor)).toBe(2000);
      const row = (await seller.client.get('/api/offer/history')).body.payload[0];
      expect(row.payout).toEqual({ method: 'iban', masked_iban: 'GB82 **** 5432', status: 'pending' });
      expect((await seller.client.post(SEPA, ibanBody(id))).status).toBe(409);
      await expectNoLedgerChange(api, seller.id);
      expect((await seller.client.get('/api/user/profile')).body.payload.balance).toBe(50);
    }
  });

  it('answers every validation message in the spec order', async () => {
    const { id, seller } = await offers.offerIn('ready_for_payout');
    const expectError = async (body: Record<string, unknown>, message: string, field: string) => {
      const response = await seller.client.post(SEPA, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.message, JSON.stringify(body)).toBe(message);
      expect(response.body.errors[field], JSON.stringify(body)).toEqual([message]);
    };
    for (const missingId of [undefined, null, '', 0, 'x']) {
      const body = ibanBody(missingId);
      if (missingId === undefined) delete (body as Record<string, unknown>).id;
      await expectError(body, 'Invalid offer data. Missing required ID.', 'id');
    }
    for (const field of ['first_name', 'last_name', 'account_number']) {
      await expectError(ibanBody(id, { [field]: '' }), 'Please fill in all IBAN fields and accept the terms.', field);
      await expectError(ibanBody(id, { [field]: null }), 'Please fill in all IBAN fields and accept the terms.', field);
    }
    // A typo that only breaks the check digits has its own message; any other fault the spec's.
    for (const account of ['DE89370400440532013001', 'DE88 3704 0044 0532 0130 00', 'GB82WEST12345698765433']) {
      await expectError(ibanBody(id, { account_number: account }), "This IBAN's check digits do not match. Please check it for a typo.", 'account_number');
    }
    for (const account of ['DE8937040044053201300', 'NL91ABNA041716430', 'de89370400440532013000', `DE89 3704 0044 0532 0130 00${' '.repeat(10)}x`, 'A'.repeat(150)]) {
      await expectError(ibanBody(id, { account_number: account }), 'Please enter a valid IBAN.', 'account_number');
    }
    expect(await offerStatusOf(api, id)).toBe('ready_for_payout');
    for (const iban of Object.values(VALID_IBANS)) {
      const next = await offers.offerIn('ready_for_payout', seller);
      expect((await seller.client.post(SEPA, ibanBody(next.id, { account_number: iban }))).status, iban).toBe(200);
    }
  });

  it("another user's offer is a 404; no session a 401", async () => {
    const { id } = await offers.offerIn('ready_for_payout');
    const stranger = await newShopper(api);
    expect((await stranger.client.post(SEPA, ibanBody(id))).status).toBe(404);
    expect((await stranger.client.post(CARD, contactBody(id))).status).toBe(404);
    expect((await new AccountClient(api).post(SEPA, ibanBody(id))).status).toBe(401);
    expect(await offerStatusOf(api, id)).toBe('ready_for_payout');
  });

  it('concurrent payout requests for one offer: exactly one wins, one payout row', async () => {
    for (let round = 0; round < 3; round++) {
      const { id, seller } = await offers.offerIn('ready_for_payout');
      const results = await Promise.all([
        ...Array.from({ length: 4 }, () => seller.client.post(SEPA, ibanBody(id))),
        ...Array.from({ length: 4 }, () => seller.client.post(CARD, contactBody(id))),
      ]);
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.status === 409)).toHaveLength(7);
      expect(await api.db.selectFrom('payouts').select('id').where('offer_id', '=', id).execute()).toHaveLength(1);
      expect(await offerStatusOf(api, id)).toBe('payout_pending');
    }
  });
});

describe('card payouts and the sandbox payout page', () => {
  const pageOf = (redirectUrl: string) => new URL(redirectUrl).pathname;
  const submit = (reference: string, card: string) =>
    fetch(`${api.url}/api/sandbox-payout/${reference}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card_number: card }).toString(),
      redirect: 'manual',
    });

  async function cardPayout() {
    const { id, seller } = await offers.offerIn('ready_for_payout');
    const { status, body } = await seller.client.post(CARD, contactBody(id));
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'OK', message: 'Continue on the payout page.', redirect_url: expect.stringMatching(/^https:\/\/shop\.example\.com\/sandbox-payout\/[A-Za-z0-9_-]{22}$/) });
    return { id, seller, reference: pageOf(body.redirect_url).split('/').pop()! };
  }

  it('answers every contact validation message', async () => {
    const { id, seller } = await offers.offerIn('ready_for_payout');
    for (const field of ['name', 'surname', 'email', 'phone', 'country', 'city', 'address', 'postCode']) {
      const response = await seller.client.post(CARD, contactBody(id, { [field]: '  ' }));
      expect(response.status, field).toBe(422);
      expect(response.body).toMatchObject({ message: 'Please fill in all contact fields.', errors: { [field]: ['Please fill in all contact fields.'] } });
    }
    expect((await seller.client.post(CARD, contactBody(undefined))).body.message).toBe('Invalid offer data. Missing required ID.');
    expect((await seller.client.post(CARD, contactBody(id, { email: 'nope' }))).body.message).toBe('Please enter a valid email address');
    // A bad phone or country is refused with 422 and the field's message; no payout is made.
    const refused = async (change: Record<string, unknown>) => {
      const response = await seller.client.post(CARD, contactBody(id, change));
      expect(response.status, JSON.stringify(change)).toBe(422);
      return response.body;
    };
    expect(await refused({ phone: '12345' })).toMatchObject({ message: 'Please enter a valid phone number', errors: { phone: ['Please enter a valid phone number'] } });
    expect(await refused({ phone: '+81 3 1234 5678' })).toMatchObject({ errors: { phone: ['Phone numbers from this country are not supported'] } });
    expect(await refused({ country: 81 })).toMatchObject({ message: 'Please choose a country from the list', errors: { country: ['Please choose a country from the list'] } });
    expect(await refused({ country: 'Atlantis' })).toMatchObject({ errors: { country: ['Please choose a country from the list'] } });
    // The shop sends the phone international; a national number names no country of its own.
    expect(await refused({ phone: '0151 12345678' })).toMatchObject({ errors: { phone: ['Please enter a valid phone number'] } });
    expect(await offerStatusOf(api, id)).toBe('ready_for_payout');
    // A country by id or by title in any case; the phone international.
    expect((await seller.client.post(CARD, contactBody(id, { country: 12, phone: '+49 151 1234 5678' }))).status).toBe(200);
    // Stored as checked: the phone in E.164, the country by the list's own title.
    expect(await storedContact(id)).toMatchObject({ phone: '+4915112345678', country: 'Germany' });
  });

  it('takes the country by title in any case', async () => {
    const { id, seller } = await offers.offerIn('ready_for_payout');
    expect((await seller.client.post(CARD, contactBody(id, { country: 'germany' }))).status).toBe(200);
    expect(await storedContact(id)).toMatchObject({ country: 'Germany' });
  });

  /** The contact step a card payout stored for the offer. */
  async function storedContact(offerId: number): Promise<Record<string, unknown>> {
    const payout = await api.db.selectFrom('payouts').select('contact').where('offer_id', '=', offerId).executeTakeFirstOrThrow();
    return JSON.parse(payout.contact ?? '{}') as Record<string, unknown>;
  }

  it('the page shows the amount, a Card number field and a Receive button, without inline script; 4242 pays', async () => {
    const { id, seller, reference } = await cardPayout();
    const alias = await fetch(`${api.url}/sandbox-payout/${reference}`, { redirect: 'manual' });
    expect(alias.status).toBe(302);
    expect(alias.headers.get('location')).toBe(`/api/sandbox-payout/${reference}`);
    const page = await fetch(`${api.url}/api/sandbox-payout/${reference}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('20.00 EUR');
    expect(html).toContain('<title>Sandbox payout (test page)</title>');
    expect(html).toContain('No card is charged and no real money moves.');
    expect(html).toMatch(/<label for="card_number"[^>]*>Card number<\/label>/);
    expect(html).toMatch(/<button type="submit"[^>]*>Receive<\/button>/);
    expect(html).toContain(`action="/api/sandbox-payout/${reference}"`);
    expect(html).not.toMatch(/<script/i);
    expect((await offers.ops.payouts()).payouts.find((p) => p.offer_id === id)).toMatchObject({ method: 'card', status: 'awaiting_card', reference });

    const bad = await submit(reference, 'abc');
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('Enter the card number');

    const paid = await submit(reference, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${PUBLIC_URL}/success-payout?status=success&message=Your+funds+are+on+their+way+to+your+account.&amount=20.00&currency=EUR`);
    expect(await offerStatusOf(api, id)).toBe('paid');
    expect((await seller.client.get('/api/offer/history')).body.payload[0].payout).toEqual({ method: 'card', status: 'paid' });
    const done = await mail.waitFor(seller.email, (m) => m.subject === `Payout for offer #${id} sent`);
    expect(done.body).toContain('€20.00');

    // Used once: the page and its form are gone.
    expect((await fetch(`${api.url}/api/sandbox-payout/${reference}`)).status).toBe(404);
    expect((await submit(reference, '4242424242424242')).status).toBe(404);
    expect((await fetch(`${api.url}/api/sandbox-payout/not-a-reference`)).status).toBe(404);
    await expectNoLedgerChange(api, seller.id);
  });

  it('4000 0000 0000 0002 fails with a message; any other number stays pending for the operator', async () => {
    const failed = await cardPayout();
    const response = await submit(failed.reference, '4000 0000 0000 0002');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${PUBLIC_URL}/fail-payout?status=failure&message=The+card+was+declined+by+the+issuer.&amount=20.00&currency=EUR`);
    expect(await offerStatusOf(api, failed.id)).toBe('payout_failed');
    expect((await failed.seller.client.get('/api/offer/history')).body.payload[0].payout).toEqual({ method: 'card', status: 'failed', message: 'The card was declined by the issuer.' });
    const failMail = await mail.waitFor(failed.seller.email, (m) => m.subject === `Payout for offer #${failed.id} failed`);
    expect(failMail.body).toContain('The card was declined by the issuer.');

    const pending = await cardPayout();
    const later = await submit(pending.reference, '5555555555554444');
    expect(later.headers.get('location')).toBe(`${PUBLIC_URL}/pending-payout?status=pending&message=Your+payout+is+being+processed.&amount=20.00&currency=EUR`);
    expect(await offerStatusOf(api, pending.id)).toBe('payout_pending');
    expect((await submit(pending.reference, '4242424242424242')).status).toBe(404);
    expect((await offers.ops.payouts()).payouts.find((p) => p.offer_id === pending.id)).toMatchObject({ status: 'pending', card_last4: '4444' });
    await offers.ops.complete(String(pending.id));
    expect(await offerStatusOf(api, pending.id)).toBe('paid');
  });

  it('two submissions of one page at once settle it once', async () => {
    const { id, reference } = await cardPayout();
    const results = await Promise.all([submit(reference, '4242424242424242'), submit(reference, '4000000000000002'), submit(reference, '4242424242424242')]);
    expect(results.filter((r) => r.status === 303)).toHaveLength(1);
    expect(results.filter((r) => r.status === 404)).toHaveLength(2);
    expect(['paid', 'payout_failed']).toContain(await offerStatusOf(api, id));
  });
});

describe('a failed payout is requested again (the skin was already traded to us)', () => {
  const payoutsOf = (id: number) => api.db.selectFrom('payouts').select(['method', 'status', 'message']).where('offer_id', '=', id).orderBy('id').execute();

  it('after a failed SEPA transfer, by card: a new payout; the failed one is kept; paid once, then no more', async () => {
    const { id, seller } = await offers.offerIn('payout_failed');
    const failMail = await mail.waitFor(seller.email, (m) => m.subject === `Payout for offer #${id} failed`);
    expect(failMail.body).toContain('You can request the payout again, by card or SEPA bank transfer, from My offers in your profile.');
    expect(failMail.body).toContain('Questions? Write to support@shop.example.com');

    const { status, body } = await seller.client.post(CARD, contactBody(id));
    expect(status).toBe(200);
    expect(await offerStatusOf(api, id)).toBe('payout_pending');
    expect(await payoutsOf(id)).toEqual([
      { method: 'iban', status: 'failed', message: 'Bank refused the transfer' },
      { method: 'card', status: 'awaiting_card', message: null },
    ]);
    // The history shows the attempt under way, not the failure.
    expect((await seller.client.get('/api/offer/history')).body.payload.find((o: { id: number }) => o.id === id).payout).toEqual({ method: 'card', status: 'pending' });

    const paid = await fetch(`${api.url}/api/sandbox-payout/${new URL(body.redirect_url).pathname.split('/').pop()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card_number: '4242424242424242' }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(await offerStatusOf(api, id)).toBe('paid');
    expect((await payoutsOf(id)).map((p) => p.status)).toEqual(['failed', 'paid']);
    expect((await seller.client.post(SEPA, ibanBody(id))).status).toBe(409);
    expect((await seller.client.post(CARD, contactBody(id))).status).toBe(409);
    expect((await offers.ops.payouts()).payouts.filter((p) => p.offer_id === id).map((p) => p.status)).toEqual(['paid', 'failed']);
    await expectNoLedgerChange(api, seller.id);
  });

  it('after a second failure, by SEPA again; the operator settles the new transfer', async () => {
    const { id, seller } = await offers.offerIn('payout_failed');
    expect((await seller.client.post(SEPA, ibanBody(id, { account_number: VALID_IBANS.GB }))).status).toBe(200);
    await offers.ops.fail(String(id), 'Account closed');
    expect((await seller.client.get('/api/offer/history')).body.payload.find((o: { id: number }) => o.id === id).payout).toMatchObject({ status: 'failed', message: 'Account closed' });
    expect((await seller.client.post(SEPA, ibanBody(id))).status).toBe(200);
    await offers.ops.complete(String(id));
    expect(await offerStatusOf(api, id)).toBe('paid');
    expect(await payoutsOf(id)).toEqual([
      { method: 'iban', status: 'failed', message: 'Bank refused the transfer' },
      { method: 'iban', status: 'failed', message: 'Account closed' },
      { method: 'iban', status: 'paid', message: null },
    ]);
  });

  it("another user cannot request it; concurrent requests again: exactly one wins, one open payout", async () => {
    const { id, seller } = await offers.offerIn('payout_failed');
    const stranger = await newShopper(api);
    expect((await stranger.client.post(SEPA, ibanBody(id))).status).toBe(404);
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => seller.client.post(SEPA, ibanBody(id))),
      ...Array.from({ length: 4 }, () => seller.client.post(CARD, contactBody(id))),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    expect((await payoutsOf(id)).map((p) => p.status).filter((status) => status !== 'failed')).toHaveLength(1);
  });

  it('the database refuses a second open payout for one offer', async () => {
    const { id, seller } = await offers.offerIn('payout_pending');
    const open = await api.db.selectFrom('payouts').selectAll().where('offer_id', '=', id).executeTakeFirstOrThrow();
    const { id: _id, ...copy } = open;
    await expect(api.db.insertInto('payouts').values({ ...copy, reference: null }).execute()).rejects.toThrow(/unique|payouts_one_open_per_offer/i);
    await expect(api.db.insertInto('payouts').values({ ...copy, reference: null, status: 'failed', user_id: seller.id }).execute()).resolves.toBeDefined();
  });
});
