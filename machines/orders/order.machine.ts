// The order page (issues 23, 25): one of the customer's orders, loaded in the display currency and again
// when it changes; an order that is not theirs (or none) is "not found"; a failed request offers a retry.
// While it is shown and a trade offer can still move, each change of the order on the account's stream
// (issue 42, listenToAccount) asks for it again; only while that stream is down does a 10 s refresh
// run instead. An offer newly refunded reloads the header's balance (auth's profile).
// RESUME sends a paused offer again once the buyer revoked their Web API key, and toasts the answer
// through the root actor. While an offer waits for the buyer (until it expires) or an accepted trade
// can still be reversed, a clock ticks each second (issue 45: the page counts down to both).
// The root spawns it (systemId 'page:order'); it finds the root, `auth` and
// `preferences` in its system and follows the customer's currency itself.
import { assign, enqueueActions, raise, sendTo, setup } from 'xstate';
import type { AppRequest, ToastTone } from '../app/app.requests';
import { fetchPurchaseOrder, resumeDelivery, type PurchaseOrder, type PurchaseOrderResult, type ResumeDeliveryResult } from './order.actors';
import { listenToAccount, type AccountEvent } from '../account-changes/listen-to-account';
import { followCurrency, ROOT_SYSTEM_ID } from '../app/flow-system';
import { canStillChange, hasPausedDelivery, hasRunningDeadline, isNewerOrder, refundedCount } from './order.rules';

/** The toast when the resume request itself fails (spec §8's generic message). */
export const RESUME_FAILED = 'An error occurred. Please try again later.';

export interface OrderContext {
  id: string;
  currency: string;
  order: PurchaseOrder | null;
  /** Whether the account's change stream is up; null until the listener's first word. */
  streamUp: boolean | null;
  /** The clock the countdowns read (ms), moved on each tick while a deadline runs. */
  now: number;
}

export type OrderEvent =
  | { type: 'RETRY' }
  | { type: 'CURRENCY.CHANGED'; currency: string }
  | { type: 'RESUME' }
  | AccountEvent
  /** Raised: the order shown is newer than what the live region last decided on. */
  | { type: 'ORDER.CHANGED' }
  /** Raised: the order shown may be out of date (the server said it is not paused any more). */
  | { type: 'ORDER.STALE' }
  /** Raised: another answer of the order is shown; its deadlines may have changed. */
  | { type: 'ORDER.SHOWN' };

const resultOf = ({ event }: { event: { output: PurchaseOrderResult } }) => event.output;

export const orderMachine = setup({
  types: {
    input: {} as { id: string; currency: string },
    context: {} as OrderContext,
    events: {} as OrderEvent,
  },
  actors: { fetchPurchaseOrder, followCurrency, listenToAccount, resumeDelivery },
  delays: {
    /** While the account's stream is down: the order is asked again this often. */
    refresh: 10_000,
    /** Issue 45: the countdowns to an offer's expiry and to the end of a trade's reversal window move each second. */
    tick: 1_000,
  },
  guards: {
    found: (_, result: PurchaseOrderResult) => result.__typename === 'PurchaseOrder',
    canChange: ({ context }) => context.order !== null && canStillChange(context.order),
    streamUp: ({ context }) => context.streamUp === true,
    /** Back up (or up after the listener first said down): what changed meanwhile is asked for once. */
    comesUp: ({ context, event }) => event.type === 'ACCOUNT.STREAM' && event.up && context.streamUp === false,
    isNewer: ({ context }, result: PurchaseOrderResult) => isNewerOrder(context.order, result),
    /** Newer, and nothing in it moves by itself any more. */
    settles: ({ context }, result: PurchaseOrderResult) => isNewerOrder(context.order, result) && !canStillChange(result),
    hasPaused: ({ context }) => hasPausedDelivery(context.order),
    resumed: (_, result: ResumeDeliveryResult) => result.__typename === 'DeliveryResumed',
    deadlineRuns: ({ context }) => hasRunningDeadline(context.order, context.now),
  },
  actions: {
    /** Shows the order; one that refunded another offer since the last shown reloads the balance in the header (auth's profile). */
    keepOrder: enqueueActions(({ context, enqueue, system }, result: PurchaseOrderResult | null) => {
      if (result?.__typename !== 'PurchaseOrder') return;
      if (context.order && refundedCount(result) > refundedCount(context.order)) enqueue.sendTo(system.get('auth'), { type: 'PROFILE.RELOAD' });
      enqueue.assign({ order: result, now: Date.now() });
      enqueue.raise({ type: 'ORDER.SHOWN' });
    }),
    readClock: assign({ now: () => Date.now() }),
    noteStream: assign({ streamUp: ({ event }) => event.type === 'ACCOUNT.STREAM' && event.up }),
    setCurrency: assign({ currency: ({ context, event }) => (event.type === 'CURRENCY.CHANGED' ? event.currency : context.currency) }),
    notify: sendTo(
      ({ system }) => system.get(ROOT_SYSTEM_ID),
      (_, params: { tone: ToastTone; message: string }) => ({ type: 'NOTIFY', ...params }) satisfies AppRequest,
    ),
    orderChanged: raise({ type: 'ORDER.CHANGED' }),
    orderStale: raise({ type: 'ORDER.STALE' }),
  },
}).createMachine({
  id: 'order',
  context: ({ input }) => ({ id: input.id, currency: input.currency, order: null, streamUp: null, now: Date.now() }),
  // The customer's currency, heard from `preferences`: the order is asked for again in the new one.
  invoke: { src: 'followCurrency', input: ({ context }) => ({ currency: context.currency }) },
  initial: 'loading',
  on: { 'CURRENCY.CHANGED': { target: '.loading', actions: 'setCurrency' } },
  states: {
    loading: {
      invoke: {
        src: 'fetchPurchaseOrder',
        input: ({ context }) => ({ id: context.id, currency: context.currency }),
        onDone: [
          { guard: { type: 'found', params: resultOf }, target: 'shown', actions: { type: 'keepOrder', params: resultOf } },
          { target: 'notFound' },
        ],
        onError: 'failed',
      },
    },
    shown: {
      type: 'parallel',
      states: {
        live: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'canChange', target: 'following' }, { target: 'settled' }] },
            // The page listens to the account while the order can move; each change of it is asked for at once.
            following: {
              invoke: { src: 'listenToAccount', input: ({ context }) => ({ kind: 'ORDER' as const, id: context.id }) },
              on: {
                'ACCOUNT.CHANGED': '.refreshing',
                'ACCOUNT.STREAM': [
                  { guard: 'comesUp', target: '.refreshing', actions: 'noteStream' },
                  { target: '.waiting', actions: 'noteStream' },
                ],
                'ORDER.STALE': '.refreshing',
              },
              initial: 'waiting',
              states: {
                waiting: {
                  initial: 'choosing',
                  states: {
                    choosing: { always: [{ guard: 'streamUp', target: 'listening' }, { target: 'polling' }] },
                    listening: {},
                    polling: { after: { refresh: '#order.shown.live.following.refreshing' } },
                  },
                },
                refreshing: {
                  invoke: {
                    src: 'fetchPurchaseOrder',
                    input: ({ context }) => ({ id: context.id, currency: context.currency }),
                    onDone: [
                      { guard: { type: 'settles', params: resultOf }, target: '#order.shown.live.settled', actions: { type: 'keepOrder', params: resultOf } },
                      { guard: { type: 'isNewer', params: resultOf }, target: 'waiting', actions: { type: 'keepOrder', params: resultOf } },
                      { target: 'waiting' },
                    ],
                    onError: 'waiting',
                  },
                },
              },
            },
            // Nothing moves by itself: only the buyer's resume (or news that the order moved) wakes it.
            settled: { on: { 'ORDER.CHANGED': 'deciding', 'ORDER.STALE': 'checking' } },
            checking: {
              invoke: {
                src: 'fetchPurchaseOrder',
                input: ({ context }) => ({ id: context.id, currency: context.currency }),
                onDone: [{ guard: { type: 'isNewer', params: resultOf }, target: 'deciding', actions: { type: 'keepOrder', params: resultOf } }, { target: 'settled' }],
                onError: 'settled',
              },
            },
          },
        },
        resume: {
          initial: 'idle',
          states: {
            idle: { on: { RESUME: { guard: 'hasPaused', target: 'resuming' } } },
            resuming: {
              invoke: {
                src: 'resumeDelivery',
                input: ({ context }) => ({ id: context.id, currency: context.currency }),
                onDone: [
                  {
                    guard: { type: 'resumed', params: ({ event }) => event.output },
                    target: 'idle',
                    actions: [
                      { type: 'keepOrder', params: ({ context, event }) => (event.output.__typename === 'DeliveryResumed' && isNewerOrder(context.order, event.output.order) ? event.output.order : null) },
                      { type: 'notify', params: ({ event }) => ({ tone: 'success' as const, message: event.output.message }) },
                      'orderChanged',
                    ],
                  },
                  {
                    target: 'idle',
                    actions: [{ type: 'notify', params: ({ event }) => ({ tone: 'warning' as const, message: event.output.message }) }, 'orderStale'],
                  },
                ],
                onError: { target: 'idle', actions: { type: 'notify', params: { tone: 'error', message: RESUME_FAILED } } },
              },
            },
          },
        },
        // The countdowns' clock: it ticks only while an offer's expiry or a reversal window lies ahead.
        clock: {
          initial: 'deciding',
          on: { 'ORDER.SHOWN': '.deciding' },
          states: {
            deciding: { always: [{ guard: 'deadlineRuns', target: 'ticking' }, { target: 'stopped' }] },
            ticking: { after: { tick: { target: 'deciding', actions: 'readClock' } } },
            stopped: {},
          },
        },
      },
    },
    notFound: {},
    failed: { on: { RETRY: 'loading' } },
  },
});
