// One order with its items (issue 23: the order page), through GET purchase/order.
import { fromPromise } from 'xstate';
import { graphql } from '../graphql/gql';
import type { PurchaseOrderQuery } from '../graphql/graphql';
import { gql } from '../app/graphql-client';

const PurchaseOrderDocument = graphql(`
  query PurchaseOrder($id: ID!, $currency: String!) {
    purchaseOrder(id: $id, currency: $currency) {
      __typename
      ... on PurchaseOrder {
        id createdAt status tradeLink total { amount currency symbol }
        items { itemId title imgUrl category price { amount currency symbol } }
      }
      ... on ErrorResult { errorCode message }
    }
  }
`);

export type PurchaseOrderResult = PurchaseOrderQuery['purchaseOrder'];
export type PurchaseOrder = Extract<PurchaseOrderResult, { __typename: 'PurchaseOrder' }>;

export const fetchPurchaseOrder = fromPromise<PurchaseOrderResult, { id: string; currency: string }>(
  async ({ input }) => (await gql(PurchaseOrderDocument, input)).purchaseOrder,
);
