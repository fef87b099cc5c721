// The shop's toasts (spec §9 timings): every long-lived actor's `notify` (root, which carries the
// flows', auth and cart) becomes one toast here, which leaves after its time or when the customer
// closes it. The shell draws the list (src/app/shell/notifier.tsx); a child of the root actor
// (systemId 'notifier'). Issue 45: a customer's action the network failed is a toast with Retry
// (graphql-client holds the request): it stays until the customer retries (the request goes again) or
// closes it (the request fails as it would have).
import { assign, fromCallback, raise, setup, type AnyActorRef, type EventObject } from 'xstate';
import { DEFAULT_TOAST_MS, type ToastTone } from './app.requests';
import { CART_TOAST_MS } from '../cart/cart.rules';
import { giveUpRequest, networkFailureMessage, retryRequest, type NetworkFailure } from '../graphql-client/network-failure';

export interface Toast {
  id: string;
  tone: ToastTone;
  message: string;
  /** The held request the toast's Retry sends again (network-failure.ts). */
  retryId?: string;
}

/** What an actor emits to be toasted. */
export interface NotifyEmitted {
  type: 'notify';
  tone: ToastTone;
  message: string;
  durationMs?: number;
}

export type NotifierEvent =
  | { type: 'NOTIFY'; tone: ToastTone; message: string; durationMs: number }
  | { type: 'NETWORK.FAILED'; failure: NetworkFailure }
  | { type: 'TOAST.EXPIRED'; id: string }
  | { type: 'TOAST.CLOSE'; id: string }
  | { type: 'TOAST.RETRY'; id: string };

/**
 * Hears the `notify` events of the actors it is given and hands each to the notifier; the cart's
 * toasts are short (spec §9: 1.5 s).
 */
export const relayToasts = fromCallback<EventObject, { app: AnyActorRef; auth: AnyActorRef; cart: AnyActorRef; notifier: AnyActorRef }>(
  ({ input }) => {
    const toNotifier = (durationMs: (event: NotifyEmitted) => number) => (event: NotifyEmitted) =>
      input.notifier.send({ type: 'NOTIFY', tone: event.tone, message: event.message, durationMs: durationMs(event) });
    const subscriptions = [
      input.app.on('notify', toNotifier((event) => event.durationMs ?? DEFAULT_TOAST_MS)),
      input.auth.on('notify', toNotifier((event) => event.durationMs ?? DEFAULT_TOAST_MS)),
      input.cart.on('notify', toNotifier(() => CART_TOAST_MS)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  },
);

export const notifierMachine = setup({
  types: {
    context: {} as { toasts: Toast[]; shown: number },
    events: {} as NotifierEvent,
  },
  actions: {
    show: assign(({ context }, params: { tone: ToastTone; message: string; retryId?: string }) => ({
      toasts: [...context.toasts, { id: `toast-${context.shown + 1}`, ...params }],
      shown: context.shown + 1,
    })),
    expireLater: raise(({ context }) => ({ type: 'TOAST.EXPIRED' as const, id: `toast-${context.shown}` }), {
      delay: (_, params: { durationMs: number }) => params.durationMs,
    }),
    remove: assign(({ context }, params: { id: string }) => ({ toasts: context.toasts.filter((toast) => toast.id !== params.id) })),
    retry: ({ context }, params: { id: string }) => {
      const retryId = context.toasts.find((toast) => toast.id === params.id)?.retryId;
      if (retryId) retryRequest(retryId);
    },
    giveUp: ({ context }, params: { id: string }) => {
      const retryId = context.toasts.find((toast) => toast.id === params.id)?.retryId;
      if (retryId) giveUpRequest(retryId);
    },
  },
}).createMachine({
  id: 'notifier',
  context: { toasts: [], shown: 0 },
  on: {
    NOTIFY: {
      actions: [
        { type: 'show', params: ({ event }) => ({ tone: event.tone, message: event.message }) },
        { type: 'expireLater', params: ({ event }) => ({ durationMs: event.durationMs }) },
      ],
    },
    // No timer: the toast waits for the customer's Retry or close.
    'NETWORK.FAILED': {
      actions: { type: 'show', params: ({ event }) => ({ tone: 'error' as const, message: networkFailureMessage(event.failure.operation), retryId: event.failure.id }) },
    },
    'TOAST.EXPIRED': { actions: { type: 'remove', params: ({ event }) => ({ id: event.id }) } },
    'TOAST.CLOSE': { actions: [{ type: 'giveUp', params: ({ event }) => ({ id: event.id }) }, { type: 'remove', params: ({ event }) => ({ id: event.id }) }] },
    'TOAST.RETRY': { actions: [{ type: 'retry', params: ({ event }) => ({ id: event.id }) }, { type: 'remove', params: ({ event }) => ({ id: event.id }) }] },
  },
});
