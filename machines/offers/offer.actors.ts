// Selling skins (spec §7 offer/*), one typed GraphQL operation each.
import { fromPromise } from 'xstate';
import { graphql } from '../graphql/gql';
import type { CardPayoutInput, IbanPayoutInput, OfferInput, OffersQuery } from '../graphql/graphql';
import { gql } from '../graphql-client/graphql-client';
import { outcome, type MessageOutcome } from '../auth/auth.actors';
import type { MoneyAmount } from '../money/money';

const OffersDocument = graphql(`
  query Offers($currency: String!) {
    offers(currency: $currency) {
      id title quality status createdAt itemUrl
      userPrice { amount currency symbol }
      servicePrice { amount currency symbol }
      payout { method maskedIban status message }
      assetId appId floatValue paintSeed quoteExpiresAt payoutUnlocksAt
      trade { state botName code offerUrl sentAt acceptedAt }
    }
  }
`);

const CreateOfferDocument = graphql(`
  mutation CreateOffer($input: OfferInput!) {
    createOffer(input: $input) {
      __typename
      ... on OfferCreated { message id status quoteExpiresAt servicePrice { amount currency symbol } }
      ... on ErrorResult { message }
    }
  }
`);

const AcceptOfferDocument = graphql(`
  mutation AcceptOffer($id: ID!) { acceptOffer(id: $id) { __typename ... on Done { message } ... on ErrorResult { message } } }
`);

const RetryOfferTradeDocument = graphql(`
  mutation RetryOfferTrade($id: ID!) { retryOfferTrade(id: $id) { __typename ... on Done { message } ... on ErrorResult { message } } }
`);

const CancelOfferDocument = graphql(`
  mutation CancelOffer($id: ID!) { cancelOffer(id: $id) { __typename ... on Done { message } ... on ErrorResult { message } } }
`);

const DeclineOfferDocument = graphql(`
  mutation DeclineOffer($id: ID!) { declineOffer(id: $id) { __typename ... on Done { message } ... on ErrorResult { message } } }
`);

const IbanPayoutDocument = graphql(`
  mutation RequestIbanPayout($input: IbanPayoutInput!) {
    requestIbanPayout(input: $input) { __typename ... on Done { message } ... on ErrorResult { message } }
  }
`);

const CardPayoutDocument = graphql(`
  mutation RequestCardPayout($input: CardPayoutInput!) {
    requestCardPayout(input: $input) { __typename ... on PayoutRedirect { redirectUrl } ... on ErrorResult { message } }
  }
`);

export type Offer = OffersQuery['offers'][number];
export type OfferCreatedOutcome =
  | { ok: true; message: string; id?: string; status?: Offer['status']; servicePrice?: MoneyAmount | null; quoteExpiresAt?: string | null }
  | { ok: false; message: string };
/** A decision's outcome; `refusal` names the typed refusals of issue 26 that the offers flow answers in its own way. */
export type DecisionOutcome = MessageOutcome | { ok: false; message: string; refusal: 'TradeLinkRequired' | 'QuoteExpired' };
export type CardPayoutOutcome = { ok: true; redirectUrl: string } | { ok: false; message: string; stepUpRequired?: boolean };

export const loadOffers = fromPromise<Offer[], { currency: string }>(async ({ input }) => (await gql(OffersDocument, input)).offers);

export const createOffer = fromPromise<OfferCreatedOutcome, OfferInput>(async ({ input }) => {
  const result = (await gql(CreateOfferDocument, { input })).createOffer;
  if (result.__typename !== 'OfferCreated') return { ok: false, message: result.message };
  return { ok: true, message: result.message, id: result.id, status: result.status, servicePrice: result.servicePrice ?? null, quoteExpiresAt: result.quoteExpiresAt ?? null };
});

export const decideOffer = fromPromise<DecisionOutcome, { id: string; accept: boolean }>(async ({ input }) => {
  if (!input.accept) return outcome((await gql(DeclineOfferDocument, { id: input.id })).declineOffer);
  const result = (await gql(AcceptOfferDocument, { id: input.id })).acceptOffer;
  if (result.__typename === 'TradeLinkRequired' || result.__typename === 'QuoteExpired') return { ok: false, message: result.message, refusal: result.__typename };
  return outcome(result);
});

/** Issue 26: a failed trade asked for again, or the offer withdrawn. */
export const changeTrade = fromPromise<MessageOutcome, { id: string; action: 'retry' | 'cancel' }>(async ({ input }) =>
  input.action === 'retry'
    ? outcome((await gql(RetryOfferTradeDocument, { id: input.id })).retryOfferTrade)
    : outcome((await gql(CancelOfferDocument, { id: input.id })).cancelOffer),
);

export const requestIbanPayout = fromPromise<MessageOutcome, IbanPayoutInput>(async ({ input }) => outcome((await gql(IbanPayoutDocument, { input })).requestIbanPayout));

export const requestCardPayout = fromPromise<CardPayoutOutcome, CardPayoutInput>(async ({ input }) => {
  const result = (await gql(CardPayoutDocument, { input })).requestCardPayout;
  if (result.__typename === 'PayoutRedirect') return { ok: true, redirectUrl: result.redirectUrl };
  return { ok: false, message: result.message, stepUpRequired: result.__typename === 'StepUpRequired' };
});
