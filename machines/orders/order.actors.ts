// One order with its items and trade offers (issues 23, 25: the order page): read, read again on each
// change the account's stream names, and a paused delivery resumed once the buyer revoked their key.
import { fromPromise } from 'xstate';
import { graphql } from '../graphql/gql';
import type { PurchaseOrderQuery, ResumeDeliveryMutation } from '../graphql/graphql';
import { gql } from '../graphql-client/graphql-client';

const PurchaseOrderDocument = graphql(`
  query PurchaseOrder($id: ID!, $currency: String!) {
    purchaseOrder(id: $id, currency: $currency) {
      __typename
      ...PurchaseOrderFields
      ... on ErrorResult { errorCode message }
    }
  }
`);

graphql(`
  fragment PurchaseOrderFields on PurchaseOrder {
    __typename id version createdAt status tradeLink total { amount currency symbol }
    items { itemId title imgUrl category price { amount currency symbol } floatValue paintSeed tradableAfter stickers { name slot kind wear } }
    deliveries { state code botName offerId offerUrl holdUntil protectedUntil updatedAt expiresAt itemIds }
  }
`);

const ResumeDeliveryDocument = graphql(`
  mutation ResumeDelivery($orderId: ID!, $currency: String!) {
    resumeDelivery(orderId: $orderId, currency: $currency) {
      __typename
      ... on DeliveryResumed { message order { ...PurchaseOrderFields } }
      ... on ErrorResult { errorCode message }
    }
  }
`);

export type PurchaseOrderResult = PurchaseOrderQuery['purchaseOrder'];
export type PurchaseOrder = Extract<PurchaseOrderResult, { __typename: 'PurchaseOrder' }>;
export type Delivery = PurchaseOrder['deliveries'][number];
export type ResumeDeliveryResult = ResumeDeliveryMutation['resumeDelivery'];

export interface OrderRef {
  id: string;
  currency: string;
}

export const fetchPurchaseOrder = fromPromise<PurchaseOrderResult, OrderRef>(async ({ input }) => (await gql(PurchaseOrderDocument, input)).purchaseOrder);

export const resumeDelivery = fromPromise<ResumeDeliveryResult, OrderRef>(
  async ({ input }) => (await gql(ResumeDeliveryDocument, { orderId: input.id, currency: input.currency })).resumeDelivery,
);
