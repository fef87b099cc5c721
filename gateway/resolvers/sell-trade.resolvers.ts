import { expectPayload, upstreamFailure } from '../errors';
import { GraphQLError } from '../graphql-runtime';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types';
import type { RestClient } from '../rest-client';
import { failureResult, isOkEnvelope } from '../result-table';
import { toInventoryItem } from './offer.mapper';

// Issue 26, selling by trade: the seller's Steam inventory (GET offer/inventory), and what a seller
// does with an offer whose trade failed (POST offer/retry-trade, offer/cancel). Signed in only.

const signedIn = { signedIn: true } as const;

/**
 * 422 STEAM_ID_REQUIRED without a Steam ID on the account, STEAM_SIGN_IN_REQUIRED with only a typed one;
 * 503 INVENTORY_UNAVAILABLE when Steam cannot show it.
 */
const sellInventory: QueryResolvers['sellInventory'] = async (_parent, { currency }, { rest }) => {
  const response = await rest.get('/offer/inventory', { currency });
  if (isOkEnvelope(response)) return { __typename: 'SellInventory', items: expectPayload(response).map((item) => toInventoryItem(item, currency)) };
  if (response.status === 403) throw new GraphQLError(response.body?.message || 'Offers are disabled', { extensions: { code: 'FORBIDDEN' } });
  const failure = failureResult(response, ['SteamIdRequired', 'SteamSignInRequired', 'InventoryUnavailable'], signedIn);
  // The union has no ValidationError, ActionRefused or RateLimited: any other refusal is the caller's mistake.
  if (failure.__typename === 'SteamIdRequired' || failure.__typename === 'SteamSignInRequired' || failure.__typename === 'InventoryUnavailable') return failure;
  expectPayload(response);
  throw upstreamFailure();
};

/** Issue 45: sold in one step; a changed price, a missing trade link or Steam sign-in, and a busy Steam are typed refusals. */
const sellNow: MutationResolvers['sellNow'] = async (_parent, { input }, { rest }) => {
  const response = await rest.post('/offer/sell-now', { asset_id: input.assetId, app_id: input.appId, price: input.price, currency: input.currency });
  if (isOkEnvelope(response)) {
    const sold = expectPayload(response);
    return { __typename: 'OfferSold', message: response.body.message ?? '', id: String(sold.id), servicePrice: { amount: sold.service_price, currency: sold.currency } };
  }
  return failureResult(response, ['QuoteExpired', 'TradeLinkRequired', 'SteamSignInRequired', 'InventoryUnavailable', 'AccountFrozen'], signedIn);
};

async function postTrade(rest: RestClient, path: '/offer/retry-trade' | '/offer/cancel', id: string) {
  const response = await rest.post(path, { id: Number(id) });
  return isOkEnvelope(response) ? { __typename: 'Done' as const, message: response.body.message ?? '' } : response;
}

/** A new trade offer needs the seller's trade link and a bot: both are typed refusals. */
const retryOfferTrade: MutationResolvers['retryOfferTrade'] = async (_parent, { id }, { rest }) => {
  const answer = await postTrade(rest, '/offer/retry-trade', id);
  return 'status' in answer ? failureResult(answer, ['TradeLinkRequired', 'InventoryUnavailable'], signedIn) : answer;
};
const cancelOffer: MutationResolvers['cancelOffer'] = async (_parent, { id }, { rest }) => {
  const answer = await postTrade(rest, '/offer/cancel', id);
  return 'status' in answer ? failureResult(answer, [], signedIn) : answer;
};

export const sellTradeResolvers = {
  Query: { sellInventory },
  Mutation: { retryOfferTrade, cancelOffer, sellNow },
};
