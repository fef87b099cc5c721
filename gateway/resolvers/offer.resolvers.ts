import { expectPayload, upstreamFailure } from '../errors';
import { GraphQLError } from '../graphql-runtime';
import type { RestClient } from '../rest-client';
import type { Envelope } from '../../contract/common.contract';
import type { OfferHistoryEntry, RedirectAnswer } from '../../contract/offers.contract';
import type { MutationResolvers, OfferStatus, QueryResolvers, Resolvers, ResolversParentTypes } from '../generated/resolvers-types';
import { failureResult, isOkEnvelope, withoutRateLimit } from '../result-table';

// Selling skins to the shop (spec §4 offers, §7 offer/*). Every REST route here needs a session: its
// 401 is the UNAUTHENTICATED GraphQL error; while offers are disabled the API refuses with 403.

const signedIn = { signedIn: true } as const;
const STATUSES: readonly OfferStatus[] = ['NEW', 'OFFER', 'APPROVED', 'READY_FOR_PAYOUT', 'PAYOUT_PENDING', 'PAID', 'DECLINED_BY_USER', 'DECLINED_BY_SERVICE', 'PAYOUT_FAILED'];

function toOffer(offer: OfferHistoryEntry): ResolversParentTypes['Offer'] {
  const status = offer.status.toUpperCase() as OfferStatus;
  if (!STATUSES.includes(status)) throw upstreamFailure();
  return {
    id: String(offer.id),
    title: offer.title,
    quality: offer.quality,
    userPrice: { amount: offer.user_price, currency: offer.currency },
    servicePrice: offer.service_price === null ? null : { amount: offer.service_price, currency: offer.currency },
    status,
    createdAt: offer.date_time,
    itemUrl: offer.item_url,
    payout: offer.payout && {
      method: offer.payout.method === 'iban' ? 'IBAN' : 'CARD',
      maskedIban: offer.payout.masked_iban ?? null,
      status: offer.payout.status,
      message: offer.payout.message ?? null,
    },
  };
}

const offers: QueryResolvers['offers'] = async (_parent, { currency }, { rest }) => {
  const response = await rest.get<Envelope<OfferHistoryEntry[]>>('/offer/history', { currency });
  if (response.status === 403) throw new GraphQLError(response.body?.message || 'Offers are disabled', { extensions: { code: 'FORBIDDEN' } });
  return expectPayload(response).map(toOffer);
};

const createOffer: MutationResolvers['createOffer'] = async (_parent, { input }, { rest }) => {
  const response = await rest.post<Envelope<{ id: number }>>('/offer/create', { title: input.title, price: input.price, quality: input.quality, item_url: input.itemUrl, currency: input.currency });
  if (isOkEnvelope(response)) {
    const id = response.body.payload?.id;
    if (id === undefined) throw upstreamFailure();
    return { __typename: 'OfferCreated', message: response.body.message ?? '', id: String(id) };
  }
  return withoutRateLimit(failureResult(response, [], { ...signedIn, renameField: (field) => (field === 'item_url' ? 'itemUrl' : field) }));
};

/** A POST whose success is a message (MessageResult). */
async function postForMessage(rest: RestClient, path: string, body: object) {
  const response = await rest.post<Envelope<never>>(path, body);
  if (isOkEnvelope(response)) return { __typename: 'Done' as const, message: response.body.message ?? '' };
  return failureResult(response, [], signedIn);
}

const acceptOffer: MutationResolvers['acceptOffer'] = (_parent, { id }, { rest }) => postForMessage(rest, '/offer/accept', { id: Number(id) });
const declineOffer: MutationResolvers['declineOffer'] = (_parent, { id }, { rest }) => postForMessage(rest, '/offer/decline', { id: Number(id) });

const requestIbanPayout: MutationResolvers['requestIbanPayout'] = async (_parent, { input }, { rest }) => {
  const response = await rest.post<Envelope<never>>('/offer/request-payout/sepa-direct', {
    id: input.id ? Number(input.id) : undefined,
    currency: input.currency,
    first_name: input.firstName,
    last_name: input.lastName,
    account_number: input.accountNumber,
  });
  if (isOkEnvelope(response)) return { __typename: 'Done' as const, message: response.body.message ?? '' };
  return failureResult(response, ['StepUpRequired'], signedIn);
};

const requestCardPayout: MutationResolvers['requestCardPayout'] = async (_parent, { input }, { rest }) => {
  const response = await rest.post<Envelope<never> & Partial<Omit<RedirectAnswer, 'status'>>>('/offer/request-payout/card-form', { ...input, id: input.id ? Number(input.id) : undefined });
  if (isOkEnvelope(response)) {
    // Spec §8: no redirect_url is the client's 'Could not retrieve payment URL' case.
    if (!response.body.redirect_url) return { __typename: 'ActionRefused', errorCode: 'REFUSED', message: 'Could not retrieve payment URL. Please try again.' };
    return { __typename: 'PayoutRedirect', redirectUrl: response.body.redirect_url };
  }
  return withoutRateLimit(failureResult(response, ['StepUpRequired'], signedIn));
};

export const offerResolvers: Resolvers = {
  Query: { offers },
  Mutation: { createOffer, acceptOffer, declineOffer, requestIbanPayout, requestCardPayout },
  CreateOfferResult: { __resolveType: (value) => value.__typename ?? null },
  CardPayoutResult: { __resolveType: (value) => value.__typename ?? null },
};
