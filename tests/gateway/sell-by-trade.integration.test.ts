import { describe, expect, it } from 'vitest';
import { registerSignedIn, UPDATE_PROFILE, UPDATE_TRADE_LINK } from './account-operations';
import { profileInput } from './gateway-helpers';
import { useSignedUpShop } from './shop-fixture';

// Issue 26 through the gateway against the real REST API and the sandbox bot's made-up inventory: no
// Steam ID is SteamIdRequired, a typed one SteamSignInRequired (issue 41); once Steam sign-in proved it
// the inventory lists typed items; an item the shop prices at
// once is an OFFER at once; accepting needs a trade link (TradeLinkRequired), then the offer is
// APPROVED with the shop's trade offer; retry and cancel are refused while the trade is not failed.

const { shop, browser } = useSignedUpShop();

const RESULT = '__typename ... on Done { message } ... on ErrorResult { errorCode message }';
const INVENTORY = `query I($currency: String!) { sellInventory(currency: $currency) {
  __typename
  ... on SellInventory { items { assetId appId category title quality imgUrl floatValue paintSeed tradable tradableAfter instantPrice { amount currency } } }
  ... on ErrorResult { errorCode message } } }`;
const CREATE = `mutation C($input: OfferInput!) { createOffer(input: $input) {
  __typename ... on OfferCreated { message id status quoteExpiresAt servicePrice { amount currency } } ... on ErrorResult { errorCode message } } }`;
const OFFERS = `query O($currency: String!) { offers(currency: $currency) {
  id status assetId appId floatValue paintSeed quoteExpiresAt payoutUnlocksAt servicePrice { amount } trade { state botName code offerUrl } } }`;

const STEAM_ID = '76561198000000131';
const tradeLink = (steamId: string) => `https://steamcommunity.com/tradeoffer/new/?partner=${BigInt(steamId) - 76561197960265728n}&token=AcceptXX`;

type Item = { assetId: string; appId: number; title: string; quality: string; tradable: boolean; instantPrice: { amount: number } | null };

describe('selling by trade through the gateway', () => {
  it('inventory → priced at once → TradeLinkRequired → accepted with a trade offer; retry and cancel refused meanwhile', async () => {
    const b = browser();
    const account = await registerSignedIn(b);
    expect((await b.gql(INVENTORY, { currency: 'EUR' })).body.data.sellInventory).toEqual({
      __typename: 'SteamIdRequired',
      errorCode: 'STEAM_ID_REQUIRED',
      message: 'Please add your steamId',
    });

    const saved = await b.gql(UPDATE_PROFILE, { input: profileInput({ email: account.email, steamId: STEAM_ID }), currency: 'EUR' });
    expect(saved.body.data.updateProfile.__typename).toBe('ProfileSaved');
    expect((await b.gql(INVENTORY, { currency: 'EUR' })).body.data.sellInventory).toMatchObject({ __typename: 'SteamSignInRequired', errorCode: 'STEAM_SIGN_IN_REQUIRED' });
    // What Steam sign-in does while signed in (steam-auth.test.ts drives it): the proven ID replaces the typed one.
    await shop().db.updateTable('users').set({ steam_login_id: STEAM_ID, steam_id: null }).where('email', '=', account.email).execute();
    const inventory = (await b.gql(INVENTORY, { currency: 'EUR' })).body.data.sellInventory;
    expect(inventory.__typename).toBe('SellInventory');
    const items = inventory.items as Item[];
    expect(items.length).toBeGreaterThan(2);
    expect(items.every((item) => item.appId === 730 || item.appId === 570)).toBe(true);
    // One item under a trade hold, and one the shop does not price at once.
    expect(items.some((item) => !item.tradable)).toBe(true);
    expect(items.some((item) => item.instantPrice === null)).toBe(true);

    const item = items.find((entry) => entry.tradable && entry.instantPrice !== null)!;
    const itemUrl = `https://steamcommunity.com/profiles/${STEAM_ID}/inventory/#${item.appId}_2_${item.assetId}`;
    const input = { title: item.title, price: item.instantPrice!.amount, quality: item.quality, itemUrl, currency: 'EUR', assetId: item.assetId, appId: item.appId };
    const created = (await b.gql(CREATE, { input })).body.data.createOffer;
    expect(created).toMatchObject({ __typename: 'OfferCreated', message: 'Offer sent successfully.', status: 'OFFER', servicePrice: { amount: item.instantPrice!.amount, currency: 'EUR' } });
    expect(Date.parse(created.quoteExpiresAt)).toBeGreaterThan(Date.now());

    const [row] = (await b.gql(OFFERS, { currency: 'EUR' })).body.data.offers;
    expect(row).toMatchObject({ id: created.id, status: 'OFFER', assetId: item.assetId, appId: item.appId, quoteExpiresAt: created.quoteExpiresAt, trade: null, payoutUnlocksAt: null });

    const accept = `mutation A($id: ID!) { acceptOffer(id: $id) { ${RESULT} } }`;
    expect((await b.gql(accept, { id: created.id })).body.data.acceptOffer).toMatchObject({ __typename: 'TradeLinkRequired', errorCode: 'TRADE_LINK_REQUIRED' });
    expect((await b.gql(UPDATE_TRADE_LINK, { url: tradeLink(STEAM_ID) })).body.data.updateTradeLink.__typename).toBe('Done');
    expect((await b.gql(accept, { id: created.id })).body.data.acceptOffer).toMatchObject({ __typename: 'Done' });

    const [approved] = (await b.gql(OFFERS, { currency: 'EUR' })).body.data.offers;
    expect(approved.status).toMatch(/^(APPROVED|RECEIVED|READY_FOR_PAYOUT)$/);
    expect(approved.trade).toMatchObject({ botName: expect.any(String), code: expect.stringMatching(/\S{4,}/) });

    // Only a failed trade is asked for again or cancelled.
    expect((await b.gql(`mutation R($id: ID!) { retryOfferTrade(id: $id) { ${RESULT} } }`, { id: created.id })).body.data.retryOfferTrade).toMatchObject({ __typename: 'ActionRefused' });
    expect((await b.gql(`mutation X($id: ID!) { cancelOffer(id: $id) { ${RESULT} } }`, { id: created.id })).body.data.cancelOffer).toMatchObject({ __typename: 'ActionRefused' });
  });
});
