// Selling skins (spec §7 offer/*), one typed GraphQL operation each.
import { fromPromise } from 'xstate';
import { graphql } from '../graphql/gql';
import type { CardPayoutInput, IbanPayoutInput, OfferInput, OffersQuery } from '../graphql/graphql';
import { gql } from '../app/graphql-client';
import { outcome, type MessageOutcome } from '../auth/auth.actors';

const OffersDocument = graphql(`
  query Offers($currency: String!) {
    offers(currency: $currency) {
      id title quality status createdAt itemUrl
      userPrice { amount currency symbol }
      servicePrice { amount currency symbol }
      payout { method maskedIban status message }
    }
  }
`);

const CreateOfferDocument = graphql(`
  mutation CreateOffer($input: OfferInput!) {
    createOffer(input: $input) { __typename ... on OfferCreated { message id } ... on ErrorResult { message } }
  }
`);

const AcceptOfferDocument = graphql(`
  mutation AcceptOffer($id: ID!) { acceptOffer(id: $id) { __typename ... on Done { message } ... on ErrorResult { message } } }
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
export type CardPayoutOutcome = { ok: true; redirectUrl: string } | { ok: false; message: string; stepUpRequired?: boolean };

export const loadOffers = fromPromise<Offer[], { currency: string }>(async ({ input }) => (await gql(OffersDocument, input)).offers);

export const createOffer = fromPromise<MessageOutcome, OfferInput>(async ({ input }) => {
  const result = (await gql(CreateOfferDocument, { input })).createOffer;
  return { ok: result.__typename === 'OfferCreated', message: result.message };
});

export const decideOffer = fromPromise<MessageOutcome, { id: string; accept: boolean }>(async ({ input }) =>
  input.accept ? outcome((await gql(AcceptOfferDocument, { id: input.id })).acceptOffer) : outcome((await gql(DeclineOfferDocument, { id: input.id })).declineOffer),
);

export const requestIbanPayout = fromPromise<MessageOutcome, IbanPayoutInput>(async ({ input }) => outcome((await gql(IbanPayoutDocument, { input })).requestIbanPayout));

export const requestCardPayout = fromPromise<CardPayoutOutcome, CardPayoutInput>(async ({ input }) => {
  const result = (await gql(CardPayoutDocument, { input })).requestCardPayout;
  if (result.__typename === 'PayoutRedirect') return { ok: true, redirectUrl: result.redirectUrl };
  return { ok: false, message: result.message, stepUpRequired: result.__typename === 'StepUpRequired' };
});
