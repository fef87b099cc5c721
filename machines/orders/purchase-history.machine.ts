import { fromPromise } from 'xstate';
import { fetchPurchaseHistory, type PurchaseRow } from './purchase-history.actors';
import type { PurchaseStatus } from '../graphql/graphql';
import { createHistoryMachine, type HistoryQuery } from '../history/history.machine';

export const FETCH_PURCHASE_HISTORY_ERROR = 'FETCH_PURCHASE_HISTORY_ERROR';
export const PURCHASE_HISTORY_FAILED = 'Failed to fetch purchase history';

/** Spec §2 Profile order-history tab, live (issue 45): each order change reloads it. */
export const purchaseHistoryMachine = createHistoryMachine<PurchaseRow>({
  id: 'purchaseHistory',
  load: fromPromise<PurchaseRow[], HistoryQuery>(({ input }) => fetchPurchaseHistory({ ...input, status: input.status as PurchaseStatus | null })),
  errorMarker: FETCH_PURCHASE_HISTORY_ERROR,
  failedMessage: PURCHASE_HISTORY_FAILED,
  liveKind: 'ORDER',
});
