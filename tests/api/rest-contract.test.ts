// The routes of contract/ answer what their contract says, checked at run time against the schemas the
// gateway's types come from (an answer the gateway does not know, or a field it expects and the API
// does not send, fails here): top-ups (contract/deposits.contract.ts), cart and purchases
// (contract/purchases.contract.ts), offers (contract/offers.contract.ts), the catalogue
// (contract/items.contract.ts), accounts (contract/accounts.contract.ts), settings
// (contract/settings.contract.ts), the reference data (contract/reference-data.contract.ts). And they refuse what the contract refuses: a personal field
// longer than its one length (contract/rules/field-limits.ts).
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { okEnvelope } from '../../api/http/envelope.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IsAuth, OkProfile, TwoFactorState, VerificationAnswer } from '../../contract/accounts.contract';
import { DepositHistoryRow, OkCheckout, OkOrderStatus } from '../../contract/deposits.contract';
import { FilterData, ItemDetail, OkItemList, PriceHistory } from '../../contract/items.contract';
import { Settings } from '../../contract/settings.contract';
import { Country, Currency, Language, Localizations, PhoneCode, SocialLink, StaticPage, StaticPageSummary } from '../../contract/reference-data.contract';
import { OfferHistoryRow, OkOfferCreated } from '../../contract/offers.contract';
import { OkCart, OkPurchase, PurchaseHistoryRow, PurchaseOrder } from '../../contract/purchases.contract';
import { FIELD_MAX_LENGTH } from '../../contract/rules/field-limits';
import { startTestApi, type TestApi } from './api-harness';
import { depositForm, newDepositor, WEBHOOK_SECRET } from './support/depositor';
import { offerBody } from './support/seller';
import { newShopper } from './support/shopper';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({
    items: 3,
    env: { REQUIRE_EMAIL_VERIFICATION: '0', PUBLIC_URL: 'https://shop.example.com', ALLOW_SANDBOX_PAYMENTS: '1', SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET, SANDBOX_SETTLE_MS: '60000' },
  });
});
afterAll(async () => {
  await api?.close();
});

/** The schema's problems with a body, as readable lines (empty when it conforms). */
const problems = (schema: TSchema, body: unknown) => [...Value.Errors(schema, body)].map((e) => `${e.instancePath} ${e.message}`);

describe('deposits answer their contract', () => {
  it('checkout, order status and history conform to their schemas, order_id included', async () => {
    const shopper = await newDepositor(api);
    const checkout = await shopper.client.post('/api/deposit/checkout', depositForm(shopper, { amount: 25 }));
    expect(checkout.status).toBe(200);
    expect(problems(OkCheckout, checkout.body)).toEqual([]);
    expect(checkout.body.order_id).toEqual(expect.any(Number));

    const status = await shopper.client.get(`/api/orders/status?order_id=${checkout.body.order_id}`);
    expect(problems(OkOrderStatus, status.body)).toEqual([]);

    const history = await shopper.client.get('/api/deposit/history');
    expect(history.body.payload).toHaveLength(1);
    for (const row of history.body.payload) expect(problems(DepositHistoryRow, row)).toEqual([]);
  });

  it.each(['name', 'surname', 'phone', 'city', 'address', 'postCode', 'steamId'] as const)('refuses a %s longer than its one length', async (field) => {
    const shopper = await newDepositor(api);
    const max = FIELD_MAX_LENGTH[field === 'surname' ? 'name' : field];
    const response = await shopper.client.post('/api/deposit/checkout', depositForm(shopper, { [field]: 'x'.repeat(max + 1) }));
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors ?? {})).toContain(field);
  });
});

describe('cart and purchases answer their contract', () => {
  it('cart, purchase, history rows and the order conform to their schemas', async () => {
    const shopper = await newShopper(api, { balanceCents: 10_000_000 });
    const listed = (await api.get('/api/items/list?limit=2&sort=asc')).body.payload as { id: number }[];
    for (const item of listed) expect((await shopper.client.post('/api/cart/add', { id: item.id })).status).toBe(200);

    const cart = await shopper.client.get('/api/cart/contents?currency=EUR');
    expect(cart.body.payload.count).toBe(2);
    expect(problems(OkCart, cart.body)).toEqual([]);

    const purchase = await shopper.client.post('/api/purchase/product', { lang_id: 10, currency: 'EUR' });
    expect(purchase.status).toBe(200);
    expect(problems(OkPurchase, purchase.body)).toEqual([]);

    const history = await shopper.client.get('/api/purchase/history?currency=EUR');
    expect(history.body.payload).toHaveLength(2);
    for (const row of history.body.payload) expect(problems(PurchaseHistoryRow, row)).toEqual([]);

    const order = await shopper.client.get(`/api/purchase/${purchase.body.payload.order_id}?currency=EUR`);
    expect(order.status).toBe(200);
    expect(problems(PurchaseOrder, order.body.payload)).toEqual([]);
  });
});

describe('offers answer their contract', () => {
  it('a new offer and the offer history conform to their schemas', async () => {
    const seller = await newShopper(api);
    const created = await seller.client.post('/api/offer/create', offerBody());
    expect(created.status).toBe(200);
    expect(problems(OkOfferCreated, created.body)).toEqual([]);
    const history = await seller.client.get('/api/offer/history');
    expect(history.body.payload).toHaveLength(1);
    for (const row of history.body.payload) expect(problems(OfferHistoryRow, row)).toEqual([]);
  });

  it.each(['name', 'surname', 'city', 'address', 'postCode'] as const)('a card payout refuses a %s longer than the profile takes', async (field) => {
    const seller = await newShopper(api);
    const max = FIELD_MAX_LENGTH[field === 'surname' ? 'name' : field];
    const response = await seller.client.post('/api/offer/request-payout/card-form', { id: 1, [field]: 'x'.repeat(max + 1) });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors ?? {})).toContain(field);
  });
});

describe('the catalogue answers its contract', () => {
  it('the list, the filter data and an item with its similar ones conform to their schemas', async () => {
    const list = await api.get('/api/items/list?currency=USD&limit=3');
    expect(list.body.payload.length).toBeGreaterThan(0);
    expect(problems(OkItemList, list.body)).toEqual([]);
    expect(problems(FilterData, (await api.get('/api/items/filter-data')).body.payload)).toEqual([]);
    const detail = await api.get(`/api/items/${list.body.payload[0].id}?currency=USD`);
    expect(problems(ItemDetail, detail.body.payload)).toEqual([]);
  });

  it('a trade-locked CS2 copy with stickers, a charm and a phase conforms too, and its price history', async () => {
    const until = Math.floor(Date.now() / 1000) + 86_400;
    const cs2 = await api.db.selectFrom('items').select('id').where('category', '=', 'cs2').orderBy('id').executeTakeFirstOrThrow();
    const stickers = [
      { name: 'Sticker | Crown (Foil)', slot: 0, kind: 'sticker', wear: 0.12 },
      { name: "Charm | Lil' Squirt", slot: 5, kind: 'charm', wear: null },
    ];
    await api.db.updateTable('items').set({ tradable_after: until, float_value: 0.2512, paint_seed: 661, stickers: JSON.stringify(stickers), phase: 'Ruby', reference_price: 999_999 }).where('id', '=', cs2.id).execute();
    const list = await api.get('/api/items/list?currency=USD&limit=3');
    expect(problems(OkItemList, list.body)).toEqual([]);
    const detail = await api.get(`/api/items/${cs2.id}?currency=USD`);
    expect(problems(ItemDetail, detail.body.payload)).toEqual([]);
    expect(detail.body.payload).toMatchObject({ tradable_after: until, float_value: 0.2512, paint_seed: 661, stickers, phase: 'Ruby' });
    expect(detail.body.payload.discount).toBeGreaterThan(90);
    const history = await api.get(`/api/items/${cs2.id}/price-history?days=7&currency=USD`);
    expect(problems(okEnvelope(PriceHistory), history.body)).toEqual([]);
  });

  it('the settings conform to their schema', async () => {
    expect(problems(Settings, (await api.get('/api/settings')).body.payload)).toEqual([]);
  });

  it.each([
    ['/api/currencies', Currency],
    ['/api/languages', Language],
    ['/api/countries', Country],
    ['/api/phone-codes', PhoneCode],
    ['/api/social-links', SocialLink],
    ['/api/static-pages?lang_id=11', StaticPageSummary],
  ] as const)('every entry of %s conforms to its schema', async (path, schema) => {
    const payload = (await api.get(path)).body.payload as unknown[];
    expect(payload.length).toBeGreaterThan(0);
    for (const entry of payload) expect(problems(schema, entry)).toEqual([]);
  });

  it('a static page and the localizations conform to their schemas', async () => {
    const [first] = (await api.get('/api/static-pages')).body.payload as { id: number }[];
    expect(problems(StaticPage, (await api.get(`/api/static-pages/${first!.id}?lang_id=11`)).body.payload)).toEqual([]);
    expect(problems(Localizations, (await api.get('/api/localizations?lang_id=11')).body.payload)).toEqual([]);
  });
});

describe('accounts answer their contract', () => {
  it('the profile and an updated profile conform to the schema', async () => {
    const shopper = await newShopper(api);
    const profile = await shopper.client.get('/api/user/profile?currency=USD');
    expect(problems(OkProfile, profile.body)).toEqual([]);
    const { name, surname, phone } = profile.body.payload;
    const updated = await shopper.client.put('/api/user/profile', { name, surname, phone, city: 'Berlin', currency: 'EUR' });
    expect(updated.status).toBe(200);
    expect(problems(OkProfile, updated.body)).toEqual([]);
  });

  it('is-auth, the two-factor switch and an unknown e-mail link conform to their schemas', async () => {
    const shopper = await newShopper(api);
    expect(problems(IsAuth, (await shopper.client.get('/api/is-auth')).body)).toEqual([]);
    const twoFactor = await shopper.client.put('/api/user/two-factor', { enabled: false });
    expect(twoFactor.status).toBe(200);
    expect(problems(TwoFactorState, twoFactor.body)).toEqual([]);
    const link = await api.get('/api/email/verify/no-such-token');
    expect(link.status).toBe(422);
    expect(problems(VerificationAnswer, link.body)).toEqual([]);
  });
});
