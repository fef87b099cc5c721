// Spec §4 order-status polling on /processing-payment: at once, then every 10 s; code 1 keeps
// polling, 2 goes to /success-payment, 4 or 7 to /fail-payment; any other code or a failed request
// stops (network errors are only logged); a redirect_url sends the browser there. Issue 42: while the
// account's change stream is up (the root's accountChanges actor, heard through listenToAccount), a
// change of this deposit is checked at once and the 10 s poll rests; it runs only while the stream is
// down, and the stream coming back is checked once for what it may have missed.
import { DEPOSIT_STATUS } from '../../contract/rules/deposit-status';
import { assign, setup } from 'xstate';
import { fetchOrderStatus, type OrderStatus } from './deposit.actors';
import { listenToAccount, type AccountEvent } from '../account-changes/listen-to-account';
import { NOT_FOUND_PATH, leaveFor, navigateTo } from '../navigation/navigation.browser';

export const SUCCESS_PAYMENT_PATH = '/success-payment';
/** Spec §8: the toast on arriving at the success page (the root actor raises it with the balance reloaded). */
export const TOPPED_UP = 'Your balance has been successfully topped up';
export const FAIL_PAYMENT_PATH = '/fail-payment';
export const failurePath = (code: number) => `${FAIL_PAYMENT_PATH}?reason=${code === DEPOSIT_STATUS.expired ? 'expired' : 'declined'}`;

export const paymentStatusMachine = setup({
  types: {
    /** The root spawns it ('page:processing-payment'); it listens to `accountChanges` in that system (none there: the poll alone). */
    input: {} as { orderId: string },
    context: {} as { orderId: string; /** null until the listener's first word (as the arrival check starts). */ streamUp: boolean | null },
    events: {} as AccountEvent,
  },
  actors: { fetchOrderStatus, listenToAccount },
  delays: {
    /** Spec §9: the status poll runs every 10000 ms. */
    poll: 10_000,
  },
  guards: {
    hasOrderId: ({ context }) => context.orderId.trim() !== '',
    streamUp: ({ context }) => context.streamUp === true,
    comesUp: ({ context, event }) => event.type === 'ACCOUNT.STREAM' && event.up && context.streamUp === false,
    hasRedirect: (_, status: OrderStatus) => Boolean(status.redirectUrl),
    isProcessing: (_, status: OrderStatus) => status.code === DEPOSIT_STATUS.processing,
    isPaid: (_, status: OrderStatus) => status.code === DEPOSIT_STATUS.paid,
    isFailed: (_, status: OrderStatus) => status.code === DEPOSIT_STATUS.failed || status.code === DEPOSIT_STATUS.expired,
  },
  actions: {
    noteStream: assign({ streamUp: ({ event }) => event.type === 'ACCOUNT.STREAM' && event.up }),
    goToSuccess: () => navigateTo(SUCCESS_PAYMENT_PATH, { replace: true }),
    /** The failure page says why: `?reason=declined` (code 4) or `?reason=expired` (code 7). */
    goToFailure: (_, status: OrderStatus) => navigateTo(failurePath(status.code), { replace: true }),
    goToNotFound: () => navigateTo(NOT_FOUND_PATH, { replace: true }),
    follow: (_, url: string) => leaveFor(url),
    logFailure: (_, error: unknown) => console.warn('order status poll failed', error),
  },
}).createMachine({
  id: 'paymentStatus',
  context: ({ input }) => ({ orderId: input.orderId, streamUp: null }),
  initial: 'starting',
  states: {
    // Without an order_id there is nothing to wait for: the address is not a page.
    starting: { always: [{ guard: 'hasOrderId', target: 'following' }, { target: 'done', actions: 'goToNotFound' }] },
    // The page listens to the account while it checks and waits; a change of this deposit is checked at once.
    following: {
      invoke: { src: 'listenToAccount', input: ({ context }) => ({ kind: 'DEPOSIT' as const, id: context.orderId }) },
      initial: 'checking',
      on: {
        // A change arriving while a check is under way may be newer than its answer: check again.
        'ACCOUNT.CHANGED': '.checking',
        'ACCOUNT.STREAM': [
          // Back up (or up for the first time): whatever changed while it was down is checked once.
          { guard: 'comesUp', target: '.checking', actions: 'noteStream' },
          { actions: 'noteStream' },
        ],
      },
      states: {
        checking: {
          invoke: {
            src: 'fetchOrderStatus',
            input: ({ context }) => ({ orderId: context.orderId }),
            onDone: [
              {
                guard: { type: 'hasRedirect', params: ({ event }) => event.output },
                target: '#paymentStatus.done',
                actions: { type: 'follow', params: ({ event }) => event.output.redirectUrl! },
              },
              { guard: { type: 'isProcessing', params: ({ event }) => event.output }, target: 'waiting' },
              { guard: { type: 'isPaid', params: ({ event }) => event.output }, target: '#paymentStatus.done', actions: 'goToSuccess' },
              {
                guard: { type: 'isFailed', params: ({ event }) => event.output },
                target: '#paymentStatus.done',
                actions: { type: 'goToFailure', params: ({ event }) => event.output },
              },
              { target: '#paymentStatus.stopped' },
            ],
            onError: { target: '#paymentStatus.stopped', actions: { type: 'logFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
        waiting: {
          initial: 'choosing',
          on: {
            'ACCOUNT.STREAM': [
              { guard: 'comesUp', target: '#paymentStatus.following.checking', actions: 'noteStream' },
              { target: '.choosing', actions: 'noteStream' },
            ],
          },
          states: {
            choosing: { always: [{ guard: 'streamUp', target: 'listening' }, { target: 'polling' }] },
            // The stream is up: the next check comes with the deposit's change.
            listening: {},
            polling: { after: { poll: '#paymentStatus.following.checking' } },
          },
        },
      },
    },
    done: { type: 'final' },
    // An unknown code or a failed request: the page keeps its message; nothing more is asked.
    stopped: { type: 'final' },
  },
});
