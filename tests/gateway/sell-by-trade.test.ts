// Issue 26 through the gateway's schema and resolvers, against a REST API that answers as
// contract/offers.contract.ts says (a fake: the real one is tested by tests/api and the e2e suite):
// the inventory and its typed failures, an offer priced at once, accept's typed refusals, retry and
// cancel, and the offer rows' new fields in camelCase. Issue 45: sellNow and the instant price's share.
import { describe, expect, it } from 'vitest';
import type { InventoryItemAnswer, OfferHistoryEntry } from '../../contract/offers.contract';
import { fakeRest, ok, refused, run, type Answer } from './fake-rest';

const ITEM: InventoryItemAnswer = {
  asset_id: '31000000001',
  app_id: 730,
  category: 'cs2',
  title: 'AK-47 | Redline (Field-Tested)',
  quality: 'Field-Tested',
  img_url: 'http://shop.test/images/redline.png',
  float_value: 0.2345,
  paint_seed: 661,
  stickers: ['Sticker | Titan (Holo) | Katowice 2014'],
  tradable: false,
  tradable_after: 1_764_700_000,
  instant_price: 12.5,
  share_percent: 70,
};

const INVENTORY = `query I($currency: String!) { sellInventory(currency: $currency) {
  __typename
  ... on SellInventory { items { assetId appId category title quality imgUrl floatValue paintSeed stickers tradable tradableAfter instantPrice { amount currency symbol } sharePercent } }
  ... on ErrorResult { errorCode message } } }`;

describe('the seller\'s inventory through the gateway', () => {
  it('lists the items in camelCase, the instant price in the asked currency', async () => {
    const dota = { ...ITEM, asset_id: '2', app_id: 570 as const, category: 'dota2' as const, instant_price: null, share_percent: null, float_value: null, paint_seed: null, tradable: true, tradable_after: null };
    const { rest, calls } = fakeRest({
      '/offer/inventory': ok([ITEM, dota]),
      // Money's symbol comes from the shop's currencies.
      '/currencies': ok([{ code: 'USD', symbol: '$', value: 1.1 }]),
    });
    const { data } = await run(rest, INVENTORY, { currency: 'USD' });
    expect(calls[0]).toEqual({ method: 'GET', path: '/offer/inventory', body: { currency: 'USD' } });
    expect(data!.sellInventory).toMatchObject({
      __typename: 'SellInventory',
      items: [
        {
          assetId: '31000000001',
          appId: 730,
          category: 'CS2',
          floatValue: 0.2345,
          paintSeed: 661,
          stickers: ['Sticker | Titan (Holo) | Katowice 2014'],
          tradable: false,
          tradableAfter: new Date(1_764_700_000_000).toISOString().replace('.000Z', 'Z'),
          instantPrice: { amount: 12.5, currency: 'USD', symbol: '$' },
          sharePercent: 70,
        },
        { assetId: '2', appId: 570, category: 'DOTA2', instantPrice: null, sharePercent: null, tradableAfter: null },
      ],
    });
  });

  it('no Steam ID, a typed one, and an inventory Steam cannot show are typed results with the API\'s message', async () => {
    const noSteamId = fakeRest({ '/offer/inventory': refused(422, 'STEAM_ID_REQUIRED', 'Please add your steamId') });
    expect((await run(noSteamId.rest, INVENTORY, { currency: 'EUR' })).data!.sellInventory).toEqual({
      __typename: 'SteamIdRequired',
      errorCode: 'STEAM_ID_REQUIRED',
      message: 'Please add your steamId',
    });
    const typed = fakeRest({ '/offer/inventory': refused(422, 'STEAM_SIGN_IN_REQUIRED', 'Sign in with Steam to sell') });
    expect((await run(typed.rest, INVENTORY, { currency: 'EUR' })).data!.sellInventory).toEqual({
      __typename: 'SteamSignInRequired',
      errorCode: 'STEAM_SIGN_IN_REQUIRED',
      message: 'Sign in with Steam to sell',
    });
    const busy = fakeRest({ '/offer/inventory': refused(503, 'INVENTORY_UNAVAILABLE', 'Your Steam inventory is private') });
    expect((await run(busy.rest, INVENTORY, { currency: 'EUR' })).data!.sellInventory).toEqual({
      __typename: 'InventoryUnavailable',
      errorCode: 'INVENTORY_UNAVAILABLE',
      message: 'Your Steam inventory is private',
    });
    // A 5xx without that code stays the upstream failure, and a visitor is UNAUTHENTICATED.
    const broken = fakeRest({ '/offer/inventory': refused(500, 'INTERNAL_ERROR', 'stack trace') });
    expect((await run(broken.rest, INVENTORY, { currency: 'EUR' })).errors).toMatchObject([{ message: 'An error occurred. Please try again later.', extensions: { code: 'SERVICE_UNAVAILABLE' } }]);
    const visitor = fakeRest({ '/offer/inventory': refused(401, 'UNAUTHENTICATED', 'User not authenticated') });
    expect((await run(visitor.rest, INVENTORY, { currency: 'EUR' })).errors).toMatchObject([{ extensions: { code: 'UNAUTHENTICATED' } }]);
  });
});

const CREATE = `mutation C($input: OfferInput!) { createOffer(input: $input) {
  __typename ... on OfferCreated { message id status quoteExpiresAt servicePrice { amount currency } } ... on ErrorResult { errorCode message } } }`;
const offerInput = { title: ITEM.title, price: 15, quality: 'Field-Tested', itemUrl: 'https://steamcommunity.com/profiles/1/inventory/#730_2_31000000001', currency: 'EUR' };

const SELL_NOW = `mutation S($input: SellNowInput!) { sellNow(input: $input) {
  __typename ... on OfferSold { message id servicePrice { amount currency } } ... on ErrorResult { errorCode message } ... on ValidationError { fieldErrors { field messages } } } }`;
const sellInput = { assetId: '31000000001', appId: 730, price: 12.5, currency: 'EUR' };

describe('selling in one step (issue 45)', () => {
  it('sends the asset and the price shown, and answers the offer sold', async () => {
    const { rest, calls } = fakeRest({ '/offer/sell-now': ok({ id: 43, status: 'approved', service_price: 12.5, currency: 'EUR' }, 'Offer accepted successfully.') });
    const { data } = await run(rest, SELL_NOW, { input: sellInput });
    expect(calls[0]).toEqual({ method: 'POST', path: '/offer/sell-now', body: { asset_id: '31000000001', app_id: 730, price: 12.5, currency: 'EUR' } });
    expect(data!.sellNow).toEqual({ __typename: 'OfferSold', message: 'Offer accepted successfully.', id: '43', servicePrice: { amount: 12.5, currency: 'EUR' } });
  });

  it('a changed price, a missing trade link and bad input are typed results with the API\'s message', async () => {
    const changed = fakeRest({ '/offer/sell-now': refused(409, 'QUOTE_EXPIRED', 'Our price for this item has changed. Please check the new price and sell again.') });
    expect((await run(changed.rest, SELL_NOW, { input: sellInput })).data!.sellNow).toEqual({
      __typename: 'QuoteExpired',
      errorCode: 'QUOTE_EXPIRED',
      message: 'Our price for this item has changed. Please check the new price and sell again.',
    });
    const noLink = fakeRest({ '/offer/sell-now': refused(422, 'TRADE_LINK_REQUIRED', 'Please save your trade link first') });
    expect((await run(noLink.rest, SELL_NOW, { input: sellInput })).data!.sellNow).toMatchObject({ __typename: 'TradeLinkRequired', message: 'Please save your trade link first' });
    const bad = fakeRest({
      '/offer/sell-now': { status: 422, body: { status: 'ERROR', error_code: 'VALIDATION_FAILED', message: 'This item is not in your Steam inventory.', errors: { asset_id: ['This item is not in your Steam inventory.'] } } as never },
    });
    expect((await run(bad.rest, SELL_NOW, { input: sellInput })).data!.sellNow).toMatchObject({
      __typename: 'ValidationError',
      message: 'This item is not in your Steam inventory.',
      fieldErrors: [{ field: 'assetId', messages: ['This item is not in your Steam inventory.'] }],
    });
  });
});

describe('an offer for an inventory item', () => {
  it('sends the asset, and answers the price at once with its validity', async () => {
    const { rest, calls } = fakeRest({ '/offer/create': ok({ id: 41, status: 'offer', service_price: 12.5, quote_expires_at: 1_764_160_000 }, 'Offer sent successfully.') });
    const { data } = await run(rest, CREATE, { input: { ...offerInput, assetId: '31000000001', appId: 730 } });
    expect(calls[0]!.body).toEqual({ title: ITEM.title, price: 15, quality: 'Field-Tested', item_url: offerInput.itemUrl, currency: 'EUR', asset_id: '31000000001', app_id: 730 });
    expect(data!.createOffer).toEqual({
      __typename: 'OfferCreated',
      message: 'Offer sent successfully.',
      id: '41',
      status: 'OFFER',
      quoteExpiresAt: new Date(1_764_160_000_000).toISOString().replace('.000Z', 'Z'),
      servicePrice: { amount: 12.5, currency: 'EUR' },
    });
  });

  it('a hand-typed offer sends no asset and waits for an operator', async () => {
    const { rest, calls } = fakeRest({ '/offer/create': ok({ id: 42, status: 'new', service_price: null, quote_expires_at: null }, 'Offer sent successfully.') });
    const { data } = await run(rest, CREATE, { input: offerInput });
    expect(calls[0]!.body).not.toHaveProperty('asset_id');
    expect(data!.createOffer).toMatchObject({ status: 'NEW', servicePrice: null, quoteExpiresAt: null });
  });

  it('Steam unable to check the picked item is InventoryUnavailable, not a failure of the whole request', async () => {
    const { rest } = fakeRest({ '/offer/create': refused(503, 'INVENTORY_UNAVAILABLE', 'Your Steam inventory cannot be loaded right now.') });
    const { data, errors } = await run(rest, CREATE, { input: { ...offerInput, assetId: '31000000001', appId: 730 } });
    expect(errors).toBeUndefined();
    expect(data!.createOffer).toEqual({ __typename: 'InventoryUnavailable', errorCode: 'INVENTORY_UNAVAILABLE', message: 'Your Steam inventory cannot be loaded right now.' });
  });

  it('an asset id longer than Steam\'s is refused before the API is asked', async () => {
    const { rest, calls } = fakeRest({});
    const { data } = await run(rest, CREATE, { input: { ...offerInput, assetId: '1'.repeat(21), appId: 730 } });
    expect(data!.createOffer).toMatchObject({ __typename: 'ValidationError' });
    expect(calls).toEqual([]);
  });
});

const RESULT = '__typename ... on Done { message } ... on ErrorResult { errorCode message }';

describe('accept, retry and cancel', () => {
  it('accept answers TradeLinkRequired and QuoteExpired as their own types, other refusals as ActionRefused', async () => {
    const accept = `mutation A($id: ID!) { acceptOffer(id: $id) { ${RESULT} } }`;
    const cases: [Answer, Record<string, unknown>][] = [
      [ok(null, 'Offer accepted successfully.'), { __typename: 'Done', message: 'Offer accepted successfully.' }],
      [refused(422, 'TRADE_LINK_REQUIRED', 'Please save your trade link first'), { __typename: 'TradeLinkRequired', errorCode: 'TRADE_LINK_REQUIRED', message: 'Please save your trade link first' }],
      [refused(409, 'QUOTE_EXPIRED', 'This price has expired'), { __typename: 'QuoteExpired', errorCode: 'QUOTE_EXPIRED', message: 'This price has expired' }],
      [refused(409, 'OFFER_STATUS_CONFLICT', 'This offer cannot be accepted'), { __typename: 'ActionRefused', errorCode: 'REFUSED', message: 'This offer cannot be accepted' }],
      [refused(503, 'INVENTORY_UNAVAILABLE', 'No trade bot is available'), { __typename: 'InventoryUnavailable', errorCode: 'INVENTORY_UNAVAILABLE', message: 'No trade bot is available' }],
    ];
    for (const [answer, expected] of cases) {
      const { rest, calls } = fakeRest({ '/offer/accept': answer });
      expect((await run(rest, accept, { id: '41' })).data!.acceptOffer).toEqual(expected);
      expect(calls[0]!.body).toEqual({ id: 41 });
    }
  });

  it('retry and cancel post the offer\'s id; a conflict is refused with the API\'s message', async () => {
    const { rest, calls } = fakeRest({ '/offer/retry-trade': ok(null, 'We will send the trade offer again'), '/offer/cancel': refused(409, 'OFFER_STATUS_CONFLICT', 'This offer cannot be cancelled') });
    expect((await run(rest, `mutation R($id: ID!) { retryOfferTrade(id: $id) { ${RESULT} } }`, { id: '41' })).data!.retryOfferTrade).toEqual({
      __typename: 'Done',
      message: 'We will send the trade offer again',
    });
    expect((await run(rest, `mutation X($id: ID!) { cancelOffer(id: $id) { ${RESULT} } }`, { id: '41' })).data!.cancelOffer).toEqual({
      __typename: 'ActionRefused',
      errorCode: 'REFUSED',
      message: 'This offer cannot be cancelled',
    });
    expect(calls).toEqual([
      { method: 'POST', path: '/offer/retry-trade', body: { id: 41 } },
      { method: 'POST', path: '/offer/cancel', body: { id: 41 } },
    ]);
  });

  it('retry needs the seller\'s trade link: TradeLinkRequired, as accept', async () => {
    const { rest } = fakeRest({ '/offer/retry-trade': refused(422, 'TRADE_LINK_REQUIRED', 'Please save your trade link first') });
    expect((await run(rest, `mutation R($id: ID!) { retryOfferTrade(id: $id) { ${RESULT} } }`, { id: '41' })).data!.retryOfferTrade).toEqual({
      __typename: 'TradeLinkRequired',
      errorCode: 'TRADE_LINK_REQUIRED',
      message: 'Please save your trade link first',
    });
  });
});

const ROW: OfferHistoryEntry = {
  id: 41,
  title: ITEM.title,
  quality: 'Field-Tested',
  user_price: 15,
  service_price: 12.5,
  currency: 'EUR',
  status: 'received',
  date_time: 1_764_150_000,
  item_url: '',
  asset_id: '31000000001',
  app_id: 730,
  float_value: 0.2345,
  paint_seed: 661,
  quote_expires_at: null,
  trade: { state: 'accepted', bot_name: 'ShopBot 1', code: 'K7Q2', offer_url: null, sent_at: 1_764_150_100, accepted_at: 1_764_150_200 },
  payout_unlocks_at: 1_764_750_000,
  payout: null,
};
const OFFERS = `query O($currency: String!) { offers(currency: $currency) {
  id status assetId appId floatValue paintSeed quoteExpiresAt payoutUnlocksAt trade { state botName code offerUrl sentAt acceptedAt } } }`;

describe('offer rows', () => {
  it('carry the asset, the trade offer and the payout unlock; every new status is known', async () => {
    const statuses = ['received', 'trade_failed', 'reversed', 'cancelled', 'expired'] as const;
    const { rest } = fakeRest({ '/offer/history': ok(statuses.map((status, index) => ({ ...ROW, id: index + 1, status }))) });
    const { data } = await run(rest, OFFERS, { currency: 'EUR' });
    const rows = data!.offers as Record<string, unknown>[];
    expect(rows.map((row) => row.status)).toEqual(['RECEIVED', 'TRADE_FAILED', 'REVERSED', 'CANCELLED', 'EXPIRED']);
    expect(rows[0]).toEqual({
      id: '1',
      status: 'RECEIVED',
      assetId: '31000000001',
      appId: 730,
      floatValue: 0.2345,
      paintSeed: 661,
      quoteExpiresAt: null,
      payoutUnlocksAt: new Date(1_764_750_000_000).toISOString().replace('.000Z', 'Z'),
      trade: {
        state: 'ACCEPTED',
        botName: 'ShopBot 1',
        code: 'K7Q2',
        offerUrl: null,
        sentAt: new Date(1_764_150_100_000).toISOString().replace('.000Z', 'Z'),
        acceptedAt: new Date(1_764_150_200_000).toISOString().replace('.000Z', 'Z'),
      },
    });
  });

  it('a status the schema does not know is the upstream failure, not a wrong row', async () => {
    const { rest } = fakeRest({ '/offer/history': ok([{ ...ROW, status: 'teleported' }]) });
    expect((await run(rest, OFFERS, { currency: 'EUR' })).errors).toMatchObject([{ extensions: { code: 'SERVICE_UNAVAILABLE' } }]);
  });
});
