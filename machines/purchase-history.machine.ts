// Spec §2 Profile order-history tab: filters (amount min/max, date range, clear), a spinner while
// loading, 'No data found' when empty, and on failure (FETCH_PURCHASE_HISTORY_ERROR) an emptied list
// and a toast. The tab owns this actor, so leaving the tab empties the list.
import { assign, emit, setup } from 'xstate';
import { loadPurchaseHistory, type PurchaseRow } from './cart.actors';

export const FETCH_PURCHASE_HISTORY_ERROR = 'FETCH_PURCHASE_HISTORY_ERROR';
export const PURCHASE_HISTORY_FAILED = 'Failed to fetch purchase history';

export interface HistoryFilter {
  amountMin: number | null;
  amountMax: number | null;
  /** ISO date-times (DateTime scalar). */
  dateFrom: string | null;
  dateTo: string | null;
}

export const NO_FILTER: HistoryFilter = { amountMin: null, amountMax: null, dateFrom: null, dateTo: null };

export type HistoryEvent = { type: 'FILTER.SET'; filter: Partial<HistoryFilter> } | { type: 'FILTER.CLEAR' } | { type: 'CURRENCY.CHANGED'; currency: { code: string } };

export const purchaseHistoryMachine = setup({
  types: {
    context: {} as { rows: PurchaseRow[]; filter: HistoryFilter; currency: string; errorMarker: string | null },
    events: {} as HistoryEvent,
    input: {} as { currency: string },
    emitted: {} as { type: 'failed'; message: string },
  },
  actors: { loadPurchaseHistory },
  actions: {
    setFilter: assign({ filter: ({ context, event }) => (event.type === 'FILTER.SET' ? { ...context.filter, ...event.filter } : context.filter) }),
    clearFilter: assign({ filter: NO_FILTER }),
    setCurrency: assign({ currency: ({ context, event }) => (event.type === 'CURRENCY.CHANGED' ? event.currency.code : context.currency) }),
    setRows: assign({ rows: (_, rows: PurchaseRow[]) => rows, errorMarker: null }),
    fail: assign({ rows: [], errorMarker: FETCH_PURCHASE_HISTORY_ERROR }),
    announceFailure: emit({ type: 'failed' as const, message: PURCHASE_HISTORY_FAILED }),
  },
}).createMachine({
  id: 'purchaseHistory',
  context: ({ input }) => ({ rows: [], filter: NO_FILTER, currency: input.currency, errorMarker: null }),
  initial: 'loading',
  on: {
    'FILTER.SET': { target: '.loading', actions: 'setFilter' },
    'FILTER.CLEAR': { target: '.loading', actions: 'clearFilter' },
    'CURRENCY.CHANGED': { target: '.loading', actions: 'setCurrency' },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadPurchaseHistory',
        input: ({ context }) => ({ currency: context.currency, ...context.filter }),
        onDone: { target: 'loaded', actions: { type: 'setRows', params: ({ event }) => event.output } },
        onError: { target: 'loaded', actions: ['fail', 'announceFailure'] },
      },
    },
    loaded: {},
  },
});
