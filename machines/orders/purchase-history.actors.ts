// Spec §7 purchase/history for the order-history tab: each row with its trade offer's state, bot and
// code (issue 45: the row says what the order page says, so the customer can match Steam's offer).
import { graphql } from '../graphql/gql';
import type { OrderHistoryQuery, PurchaseHistoryFilter } from '../graphql/graphql';
import { gql } from '../graphql-client/graphql-client';

const OrderHistoryDocument = graphql(`
  query OrderHistory($filter: PurchaseHistoryFilter!) {
    purchaseHistory(filter: $filter) { id itemId createdAt imgUrl title category status sum { amount currency symbol } delivery { state botName code } }
  }
`);

export type PurchaseRow = OrderHistoryQuery['purchaseHistory'][number];

export const fetchPurchaseHistory = async (filter: PurchaseHistoryFilter): Promise<PurchaseRow[]> =>
  (await gql(OrderHistoryDocument, { filter })).purchaseHistory;
