import { fromPromise } from 'xstate';
import { fetchDepositHistory, type DepositRow } from './deposit.actors';
import type { DepositStatus } from '../graphql/graphql';
import { createHistoryMachine, type HistoryQuery } from '../history/history.machine';

export const FETCH_DEPOSIT_HISTORY_ERROR = 'FETCH_DEPOSIT_HISTORY_ERROR';
export const DEPOSIT_HISTORY_FAILED = 'Failed to fetch deposit history';

/** Spec §2 Profile transactions tab, live (issue 45): each deposit change reloads it. */
export const depositHistoryMachine = createHistoryMachine<DepositRow>({
  id: 'depositHistory',
  load: fromPromise<DepositRow[], HistoryQuery>(({ input }) => fetchDepositHistory({ ...input, status: input.status as DepositStatus | null })),
  errorMarker: FETCH_DEPOSIT_HISTORY_ERROR,
  failedMessage: DEPOSIT_HISTORY_FAILED,
  liveKind: 'DEPOSIT',
});
