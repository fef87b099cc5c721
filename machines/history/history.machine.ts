// Spec §2 Profile history tabs (transactions, order history): filters (amount min/max, date range,
// status where offered, clear), a spinner while loading, 'No data found' when empty, and on failure an
// emptied list, the tab's marker and a toast (asked of the root actor, `shell` in the input). The tab
// owns its actor, so leaving it empties the list.
import { assign, sendTo, setup, type AnyActorRef, type PromiseActorLogic } from 'xstate';
import type { AppRequest } from '../app/app.requests';

export interface HistoryFilter {
  amountMin: number | null;
  amountMax: number | null;
  /** ISO date-times (DateTime scalar). */
  dateFrom: string | null;
  dateTo: string | null;
  /** The tab's status enum value, or null for all. */
  status: string | null;
}

export const NO_FILTER: HistoryFilter = { amountMin: null, amountMax: null, dateFrom: null, dateTo: null, status: null };

export type HistoryEvent = { type: 'FILTER.SET'; filter: Partial<HistoryFilter> } | { type: 'FILTER.CLEAR' } | { type: 'CURRENCY.CHANGED'; currency: { code: string } };

export type HistoryQuery = HistoryFilter & { currency: string };

interface HistoryOptions<Row> {
  id: string;
  load: PromiseActorLogic<Row[], HistoryQuery>;
  /** Spec §8's marker and toast for this tab. */
  errorMarker: string;
  failedMessage: string;
}

export function createHistoryMachine<Row>({ id, load, errorMarker, failedMessage }: HistoryOptions<Row>) {
  return setup({
    types: {
      context: {} as { rows: Row[]; filter: HistoryFilter; currency: string; errorMarker: string | null; shell: AnyActorRef },
      events: {} as HistoryEvent,
      input: {} as { currency: string; shell: AnyActorRef },
    },
    actors: { load },
    actions: {
      setFilter: assign({ filter: ({ context, event }) => (event.type === 'FILTER.SET' ? { ...context.filter, ...event.filter } : context.filter) }),
      clearFilter: assign({ filter: NO_FILTER }),
      setCurrency: assign({ currency: ({ context, event }) => (event.type === 'CURRENCY.CHANGED' ? event.currency.code : context.currency) }),
      setRows: assign({ rows: (_, rows: Row[]) => rows, errorMarker: null }),
      fail: assign({ rows: [], errorMarker }),
      announceFailure: sendTo(({ context }) => context.shell, { type: 'NOTIFY', tone: 'error', message: failedMessage } satisfies AppRequest),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ rows: [], filter: NO_FILTER, currency: input.currency, errorMarker: null, shell: input.shell }),
    initial: 'loading',
    on: {
      'FILTER.SET': { target: '.loading', actions: 'setFilter' },
      'FILTER.CLEAR': { target: '.loading', actions: 'clearFilter' },
      'CURRENCY.CHANGED': { target: '.loading', actions: 'setCurrency' },
    },
    states: {
      loading: {
        invoke: {
          src: 'load',
          input: ({ context }) => ({ currency: context.currency, ...context.filter }),
          onDone: { target: 'loaded', actions: { type: 'setRows', params: ({ event }) => event.output } },
          onError: { target: 'loaded', actions: ['fail', 'announceFailure'] },
        },
      },
      loaded: {},
    },
  });
}
