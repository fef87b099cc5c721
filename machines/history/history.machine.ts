// Spec §2 Profile history tabs (transactions, order history): filters (amount min/max, date range,
// status where offered, clear), a spinner while loading, 'No data found' when empty, and on failure an
// emptied list, the tab's marker and a toast (asked of the root actor, found in its system). The root
// runs the tab's flow while it is open ('page:history:<id>'), so leaving it empties the list; it follows the currency itself. Issue 45: a tab with `liveKind` is live: each change
// of that kind on the account's stream (and the stream coming back) reloads it quietly, rows kept on
// screen, so it never shows a state the server has left. While the stream is down such a tab is asked
// again every 10 s (spec §9's status poll), as the order page is.
import { assign, sendTo, setup, type PromiseActorLogic } from 'xstate';
import type { AccountChangeKind } from '../../contract/account-changes';
import type { AppRequest } from '../app/app.requests';
import { listenToAccount, type AccountEvent } from '../account-changes/listen-to-account';
import { followCurrency, theRoot } from '../app/flow-system';
import { isUnauthenticatedError } from '../catalogue/product-detail.errors';

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

export type HistoryEvent =
  | { type: 'FILTER.SET'; filter: Partial<HistoryFilter> }
  | { type: 'FILTER.CLEAR' }
  | { type: 'CURRENCY.CHANGED'; currency: { code: string } }
  | AccountEvent;

export type HistoryQuery = HistoryFilter & { currency: string };

/** While the account's stream is down, a live tab is asked again this often (spec §9: status poll 10000 ms). */
export const HISTORY_POLL_MS = 10_000;

interface HistoryOptions<Row> {
  id: string;
  load: PromiseActorLogic<Row[], HistoryQuery>;
  /** Spec §8's marker and toast for this tab. */
  errorMarker: string;
  failedMessage: string;
  /** The account changes that move this tab's rows (issue 45); none: loaded on open and on filters only. */
  liveKind?: AccountChangeKind;
}

export function createHistoryMachine<Row>({ id, load, errorMarker, failedMessage, liveKind }: HistoryOptions<Row>) {
  return setup({
    types: {
      context: {} as { rows: Row[]; filter: HistoryFilter; currency: string; errorMarker: string | null; streamUp: boolean | null },
      events: {} as HistoryEvent,
      input: {} as { currency: string },
    },
    actors: { load, listenToAccount, followCurrency },
    guards: {
      comesUp: ({ context, event }) => event.type === 'ACCOUNT.STREAM' && event.up && context.streamUp === false,
      goesDown: ({ context, event }) => event.type === 'ACCOUNT.STREAM' && !event.up && context.streamUp !== false,
      streamDown: ({ context }) => context.streamUp === false,
      // A 401 is answered once, by the auth actor (session expired, the login open): no second toast.
      signedOut: ({ event }) => 'error' in event && isUnauthenticatedError(event.error),
    },
    delays: { poll: HISTORY_POLL_MS },
    actions: {
      noteStream: assign({ streamUp: ({ event }) => event.type === 'ACCOUNT.STREAM' && event.up }),
      setFilter: assign({ filter: ({ context, event }) => (event.type === 'FILTER.SET' ? { ...context.filter, ...event.filter } : context.filter) }),
      clearFilter: assign({ filter: NO_FILTER }),
      setCurrency: assign({ currency: ({ context, event }) => (event.type === 'CURRENCY.CHANGED' ? event.currency.code : context.currency) }),
      setRows: assign({ rows: (_, rows: Row[]) => rows, errorMarker: null }),
      fail: assign({ rows: [], errorMarker }),
      announceFailure: sendTo(theRoot, { type: 'NOTIFY', tone: 'error', message: failedMessage } satisfies AppRequest),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ rows: [], filter: NO_FILTER, currency: input.currency, errorMarker: null, streamUp: null }),
    invoke: [
      { src: 'followCurrency', input: ({ context }) => ({ currency: context.currency, asObject: true }) },
      ...(liveKind ? [{ src: 'listenToAccount' as const, input: () => ({ kind: liveKind }) }] : []),
    ],
    initial: 'loading',
    on: {
      'FILTER.SET': { target: '.loading', actions: 'setFilter' },
      'FILTER.CLEAR': { target: '.loading', actions: 'clearFilter' },
      'CURRENCY.CHANGED': { target: '.loading', actions: 'setCurrency' },
      'ACCOUNT.STREAM': [{ guard: 'comesUp', target: '.refreshing', actions: 'noteStream' }, { actions: 'noteStream' }],
    },
    states: {
      loading: {
        // The answer on its way may have been read before this change: asked again.
        ...(liveKind ? { on: { 'ACCOUNT.CHANGED': { target: 'loading', reenter: true } } } : {}),
        invoke: {
          src: 'load',
          input: ({ context }) => ({ currency: context.currency, ...context.filter }),
          onDone: { target: 'loaded', actions: { type: 'setRows', params: ({ event }) => event.output } },
          onError: [
            { guard: 'signedOut', target: 'loaded', actions: 'fail' },
            { target: 'loaded', actions: ['fail', 'announceFailure'] },
          ],
        },
      },
      loaded: {
        on: {
          'ACCOUNT.CHANGED': 'refreshing',
          // The poll's timer starts afresh when the stream goes down while the list sits here.
          'ACCOUNT.STREAM': { guard: 'goesDown', target: 'loaded', reenter: true, actions: 'noteStream' },
        },
        ...(liveKind ? { after: { poll: { guard: 'streamDown', target: 'refreshing' } } } : {}),
      },
      // A quiet reload: the rows stay on screen; a failure keeps them (the next change tries again).
      refreshing: {
        on: { 'ACCOUNT.CHANGED': { target: 'refreshing', reenter: true } },
        invoke: {
          src: 'load',
          input: ({ context }) => ({ currency: context.currency, ...context.filter }),
          onDone: { target: 'loaded', actions: { type: 'setRows', params: ({ event }) => event.output } },
          onError: 'loaded',
        },
      },
    },
  });
}
