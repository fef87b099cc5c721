// Spec §4 order-status polling on /processing-payment: at once, then every 10 s; code 1 keeps
// polling, 2 goes to /success-payment, 4 or 7 to /fail-payment; any other code or a failed request
// stops (network errors are only logged); a redirect_url sends the browser there. Issue 23: while it
// waits, the gateway pushes each change of the order (watchOrderStatus), which is checked at once, so
// a card that settles in 2 s leaves this page in about 2 s; the 10 s poll stays as the fallback.
import { DEPOSIT_STATUS } from '../../contract/rules/deposit-status';
import { setup } from 'xstate';
import { fetchOrderStatus, watchOrderStatus, type OrderStatus } from './deposit.actors';
import { NOT_FOUND_PATH, leaveFor, navigateTo } from '../navigation/navigation.browser';

export const SUCCESS_PAYMENT_PATH = '/success-payment';
/** Spec §8: the toast on arriving at the success page (the root actor raises it with the balance reloaded). */
export const TOPPED_UP = 'Your balance has been successfully topped up';
export const FAIL_PAYMENT_PATH = '/fail-payment';
export const failurePath = (code: number) => `${FAIL_PAYMENT_PATH}?reason=${code === DEPOSIT_STATUS.expired ? 'expired' : 'declined'}`;

export const paymentStatusMachine = setup({
  types: {
    input: {} as { orderId: string },
    context: {} as { orderId: string; lastCode: number | null },
    events: {} as { type: 'ORDER.PUSHED'; status: OrderStatus },
  },
  actors: { fetchOrderStatus, watchOrderStatus },
  delays: {
    /** Spec §9: the status poll runs every 10000 ms. */
    poll: 10_000,
  },
  guards: {
    hasOrderId: ({ context }) => context.orderId.trim() !== '',
    hasRedirect: (_, status: OrderStatus) => Boolean(status.redirectUrl),
    isProcessing: (_, status: OrderStatus) => status.code === DEPOSIT_STATUS.processing,
    /** A pushed status worth checking: no longer processing, or with somewhere to go. */
    hasNews: (_, status: OrderStatus) => status.code !== DEPOSIT_STATUS.processing || Boolean(status.redirectUrl),
    isPaid: (_, status: OrderStatus) => status.code === DEPOSIT_STATUS.paid,
    isFailed: (_, status: OrderStatus) => status.code === DEPOSIT_STATUS.failed || status.code === DEPOSIT_STATUS.expired,
  },
  actions: {
    goToSuccess: () => navigateTo(SUCCESS_PAYMENT_PATH, { replace: true }),
    /** The failure page says why: `?reason=declined` (code 4) or `?reason=expired` (code 7). */
    goToFailure: (_, status: OrderStatus) => navigateTo(failurePath(status.code), { replace: true }),
    goToNotFound: () => navigateTo(NOT_FOUND_PATH, { replace: true }),
    follow: (_, url: string) => leaveFor(url),
    logFailure: (_, error: unknown) => console.warn('order status poll failed', error),
  },
}).createMachine({
  id: 'paymentStatus',
  context: ({ input }) => ({ orderId: input.orderId, lastCode: null }),
  initial: 'starting',
  states: {
    // Without an order_id there is nothing to wait for: the address is not a page.
    starting: { always: [{ guard: 'hasOrderId', target: 'following' }, { target: 'done', actions: 'goToNotFound' }] },
    // The push stream stays open while the page checks and waits; a pushed change is checked at once.
    following: {
      invoke: { src: 'watchOrderStatus', input: ({ context }) => ({ orderId: context.orderId }) },
      initial: 'checking',
      states: {
        checking: {
          // News pushed while a check is under way may be newer than its answer: check again.
          on: { 'ORDER.PUSHED': { guard: { type: 'hasNews', params: ({ event }) => event.status }, target: 'checking', reenter: true } },
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
          after: { poll: 'checking' },
          on: { 'ORDER.PUSHED': { guard: { type: 'hasNews', params: ({ event }) => event.status }, target: 'checking' } },
        },
      },
    },
    done: { type: 'final' },
    // An unknown code or a failed request: the page keeps its message; nothing more is asked.
    stopped: { type: 'final' },
  },
});
