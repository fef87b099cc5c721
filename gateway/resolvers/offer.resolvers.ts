import { expectPayload, upstreamFailure } from '../errors';
import { GraphQLError } from '../graphql-runtime';
import type { RestResponse } from '../rest-client';
import type { Envelope } from '../../contract/common.contract';
import type { OfferCreateRequest } from '../../contract/offers.contract';
import type { MutationResolvers, QueryResolvers, Resolvers } from '../generated/resolvers-types';
import { failureResult, isOkEnvelope, withoutRateLimit } from '../result-table';
import { offerStatusFromRest, toOffer } from './offer.mapper';
import { sellTradeResolvers } from './sell-trade.resolvers';

// Selling skins to the shop (spec §4 offers, §7 offer/*). Every REST route here needs a session: its
// 401 is the UNAUTHENTICATED GraphQL error; while offers are disabled the API refuses with 403.

const signedIn = { signedIn: true } as const;

const offers: QueryResolvers['offers'] = async (_parent, { currency }, { rest }) => {
  const response = await rest.get('/offer/history', { currency });
  if (response.status === 403) throw new GraphQLError(response.body?.message || 'Offers are disabled', { extensions: { code: 'FORBIDDEN' } });
  return expectPayload(response).map(toOffer);
};

const createOffer: MutationResolvers['createOffer'] = async (_parent, { input }, { rest }) => {
  const response = await rest.post('/offer/create', {
    title: input.title,
    price: input.price,
    quality: input.quality,
    item_url: input.itemUrl,
    currency: input.currency,
    // Issue 26: an item picked from the inventory.
    // The schema's Int is the contract's 730 or 570: the API answers any other app with a 422.
    ...(input.assetId ? { asset_id: input.assetId, app_id: (input.appId ?? null) as OfferCreateRequest['app_id'] } : {}),
  });
  if (isOkEnvelope(response)) {
    const payload = response.body.payload;
    if (payload?.id === undefined) throw upstreamFailure();
    return {
      __typename: 'OfferCreated',
      message: response.body.message ?? '',
      id: String(payload.id),
      // An API from before issue 26 answers only the id: an operator quotes.
      status: offerStatusFromRest(payload.status ?? 'new'),
      servicePrice: payload.service_price == null ? null : { amount: payload.service_price, currency: input.currency },
      quoteExpiresAt: payload.quote_expires_at ?? null,
    };
  }
  return withoutRateLimit(
    failureResult(response, ['InventoryUnavailable', 'AccountFrozen'], { ...signedIn, renameField: (field) => ({ item_url: 'itemUrl', asset_id: 'assetId', app_id: 'appId' })[field] ?? field }),
  );
};

/** A POST whose success is a message (MessageResult). */
async function messageResult(answer: Promise<RestResponse<Envelope<never>>>) {
  const response = await answer;
  if (isOkEnvelope(response)) return { __typename: 'Done' as const, message: response.body.message ?? '' };
  return failureResult(response, [], signedIn);
}

/** Issue 26: accepting an offer received by trade may need a trade link first, or come too late for the price. */
const acceptOffer: MutationResolvers['acceptOffer'] = async (_parent, { id }, { rest }) => {
  const response = await rest.post('/offer/accept', { id: Number(id) });
  if (isOkEnvelope(response)) return { __typename: 'Done' as const, message: response.body.message ?? '' };
  return failureResult(response, ['TradeLinkRequired', 'QuoteExpired', 'InventoryUnavailable', 'AccountFrozen'], signedIn);
};
const declineOffer: MutationResolvers['declineOffer'] = (_parent, { id }, { rest }) => messageResult(rest.post('/offer/decline', { id: Number(id) }));

const requestIbanPayout: MutationResolvers['requestIbanPayout'] = async (_parent, { input }, { rest }) => {
  const response = await rest.post('/offer/request-payout/sepa-direct', {
    id: input.id ? Number(input.id) : undefined,
    currency: input.currency,
    first_name: input.firstName,
    last_name: input.lastName,
    account_number: input.accountNumber,
  });
  if (isOkEnvelope(response)) return { __typename: 'Done' as const, message: response.body.message ?? '' };
  return failureResult(response, ['StepUpRequired', 'AccountFrozen'], signedIn);
};

const requestCardPayout: MutationResolvers['requestCardPayout'] = async (_parent, { input }, { rest }) => {
  const response = await rest.post('/offer/request-payout/card-form', { ...input, id: input.id ? Number(input.id) : undefined });
  if (isOkEnvelope(response)) {
    // Spec §8: no redirect_url is the client's 'Could not retrieve payment URL' case.
    if (!response.body.redirect_url) return { __typename: 'ActionRefused', errorCode: 'REFUSED', message: 'Could not retrieve payment URL. Please try again.' };
    return { __typename: 'PayoutRedirect', redirectUrl: response.body.redirect_url };
  }
  return withoutRateLimit(failureResult(response, ['StepUpRequired', 'AccountFrozen'], signedIn));
};

export const offerResolvers: Resolvers = {
  Query: { offers, ...sellTradeResolvers.Query },
  Mutation: { createOffer, acceptOffer, declineOffer, requestIbanPayout, requestCardPayout, ...sellTradeResolvers.Mutation },
  CreateOfferResult: { __resolveType: (value) => value.__typename ?? null },
  CardPayoutResult: { __resolveType: (value) => value.__typename ?? null },
  AcceptOfferResult: { __resolveType: (value) => value.__typename ?? null },
  TradeRequestResult: { __resolveType: (value) => value.__typename ?? null },
  SellInventoryResult: { __resolveType: (value) => value.__typename ?? null },
  SellNowResult: { __resolveType: (value) => value.__typename ?? null },
};
