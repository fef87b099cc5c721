// Top-ups (spec §7 deposit/checkout, orders/status, deposit/history), one typed operation each.
import { fromPromise } from 'xstate';
import { graphql } from '../graphql/gql';
import type { DepositHistoryFilter, DepositHistoryQuery, DepositInput, OrderStatusQuery, StartDepositMutation } from '../graphql/graphql';
import { gql } from '../graphql-client/graphql-client';

const StartDepositDocument = graphql(`
  mutation StartDeposit($input: DepositInput!) {
    startDeposit(input: $input) {
      __typename
      ... on DepositStarted { message redirectUrl }
      ... on ErrorResult { errorCode message }
      ... on ValidationError { fieldErrors { field messages } }
    }
  }
`);

const OrderStatusDocument = graphql(`
  query OrderStatus($orderId: ID!) { orderStatus(orderId: $orderId) { id code redirectUrl } }
`);

const DepositHistoryDocument = graphql(`
  query DepositHistory($filter: DepositHistoryFilter!) {
    depositHistory(filter: $filter) { id createdAt type status sum { amount currency symbol } }
  }
`);

export type DepositResult = StartDepositMutation['startDeposit'];
export type OrderStatus = OrderStatusQuery['orderStatus'];
export type DepositRow = DepositHistoryQuery['depositHistory'][number];

export const startDeposit = fromPromise<DepositResult, DepositInput>(async ({ input }) => (await gql(StartDepositDocument, { input })).startDeposit);

export const fetchOrderStatus = fromPromise<OrderStatus, { orderId: string }>(async ({ input }) => (await gql(OrderStatusDocument, input)).orderStatus);

export const fetchDepositHistory = async (filter: DepositHistoryFilter): Promise<DepositRow[]> =>
  (await gql(DepositHistoryDocument, { filter })).depositHistory;
