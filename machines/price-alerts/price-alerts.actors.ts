// The wishlist's side effects (issue 27, REST price-alerts/*), one typed GraphQL operation each.
import { fromPromise } from 'xstate';
import { graphql } from '../graphql/gql';
import type { PriceAlertFieldsFragment } from '../graphql/graphql';
import { gql } from '../graphql-client/graphql-client';

const PriceAlertsDocument = graphql(`
  query PriceAlerts($currency: String!) {
    priceAlerts(currency: $currency) {
      ...PriceAlertFields
    }
  }
`);

graphql(`
  fragment PriceAlertFields on PriceAlert {
    id title category createdAt notifiedAt lowestProductId
    targetPrice { amount currency symbol }
    lowestPrice { amount currency symbol }
  }
`);

const SavePriceAlertDocument = graphql(`
  mutation SavePriceAlert($productId: ID!, $targetPrice: Float!, $currency: String!) {
    savePriceAlert(productId: $productId, targetPrice: $targetPrice, currency: $currency) {
      __typename
      ... on PriceAlertSaved { alert { ...PriceAlertFields } }
      ... on ValidationError { message fieldErrors { field messages } }
      ... on ErrorResult { message }
    }
  }
`);

const DeletePriceAlertDocument = graphql(`
  mutation DeletePriceAlert($id: ID!) {
    deletePriceAlert(id: $id) { __typename ... on Done { message } ... on ErrorResult { message } }
  }
`);

export type PriceAlert = PriceAlertFieldsFragment;

/** Saved, or refused with the message to show (a field's own message first). */
export type SaveOutcome = { saved: true; alert: PriceAlert } | { saved: false; message: string };

export const loadPriceAlerts = fromPromise<PriceAlert[], { currency: string }>(async ({ input }) => (await gql(PriceAlertsDocument, input)).priceAlerts);

export const savePriceAlert = fromPromise<SaveOutcome, { productId: string; targetPrice: number; currency: string }>(async ({ input }) => {
  const result = (await gql(SavePriceAlertDocument, input)).savePriceAlert;
  if (result.__typename === 'PriceAlertSaved') return { saved: true, alert: result.alert };
  const fieldMessage = result.__typename === 'ValidationError' ? result.fieldErrors[0]?.messages[0] : undefined;
  return { saved: false, message: fieldMessage ?? result.message };
});

/** Deleted (or already gone: a NotFoundError means the same to the list), or refused with the message to show. */
export type DeleteOutcome = { deleted: true } | { deleted: false; message: string };

export const deletePriceAlert = fromPromise<DeleteOutcome, { id: string }>(async ({ input }) => {
  const result = (await gql(DeletePriceAlertDocument, input)).deletePriceAlert;
  return result.__typename === 'ActionRefused' ? { deleted: false, message: result.message } : { deleted: true };
});
