// Top-ups (spec §7 deposit/checkout, orders/status, deposit/history), one typed operation each, and
// the order's status pushed while its page waits (issue 23).
import { fromCallback, fromPromise } from 'xstate';
import { graphql } from '../graphql/gql';
import type { DepositHistoryFilter, DepositHistoryQuery, DepositInput, OrderStatusQuery, StartDepositMutation } from '../graphql/graphql';
import { gql, subscribeGql } from '../graphql-client/graphql-client';

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

const OrderStatusChangedDocument = graphql(`
  subscription OrderStatusChanged($orderId: ID!) { orderStatusChanged(orderId: $orderId) { id code redirectUrl } }
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

/** Each status the gateway pushes for the order, as ORDER.PUSHED; the stream closes when the actor stops. */
export const watchOrderStatus = fromCallback<{ type: 'ORDER.PUSHED'; status: OrderStatus }, { orderId: string }>(({ input, sendBack }) =>
  subscribeGql(OrderStatusChangedDocument, { orderId: input.orderId }, (data) => sendBack({ type: 'ORDER.PUSHED', status: data.orderStatusChanged })),
);

export const fetchDepositHistory = async (filter: DepositHistoryFilter): Promise<DepositRow[]> =>
  (await gql(DepositHistoryDocument, { filter })).depositHistory;
