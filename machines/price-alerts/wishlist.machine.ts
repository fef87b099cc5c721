import { assign, sendTo, setup } from 'xstate';
import { followCurrency, theRoot } from '../app/flow-system';
import { listenToAccount, type AccountEvent } from '../account-changes/listen-to-account';
import type { AppRequest } from '../app/app.requests';
import { deletePriceAlert, loadPriceAlerts, type DeleteOutcome, type PriceAlert } from './price-alerts.actors';
import { PRICE_ALERT_DELETED, PRICE_ALERT_ERROR } from './price-alert.rules';

export type WishlistEvent = { type: 'CURRENCY.CHANGED'; currency: { code: string } } | { type: 'RETRY' } | { type: 'DELETE'; id: string } | AccountEvent;

export interface WishlistInput {
  /** The root actor (toasts). */
  currency: string;
}

interface WishlistContext extends WishlistInput {
  alerts: PriceAlert[];
  /** The alert being deleted. */
  deleting: string | null;
}

type Notify = Extract<AppRequest, { type: 'NOTIFY' }>;

/**
 * The profile's Wishlist tab (issue 27): the customer's price alerts in the display currency; delete one.
 * Issue 45: live: an alert saved in another tab, deleted or e-mailed (the account's PRICE_ALERT changes)
 * reloads the list quietly, the alerts kept on screen.
 */
export const wishlistMachine = setup({
  types: {
    context: {} as WishlistContext,
    events: {} as WishlistEvent,
    input: {} as WishlistInput,
  },
  actors: { loadPriceAlerts, deletePriceAlert, followCurrency, listenToAccount },
  guards: {
    /** The prices are shown in another currency than the one chosen now. */
    currencyChanged: ({ context }, params: { currency: { code: string } }) => params.currency.code !== context.currency,
    /** The shop refused the deletion (too many requests): the alert stays. */
    deletionRefused: (_, outcome: DeleteOutcome) => !outcome.deleted,
  },
  actions: {
    setCurrency: assign((_, params: { currency: { code: string } }) => ({ currency: params.currency.code })),
    keepAlerts: assign((_, alerts: PriceAlert[]) => ({ alerts })),
    markDeleting: assign((_, params: { id: string }) => ({ deleting: params.id })),
    dropDeleted: assign(({ context }) => ({ alerts: context.alerts.filter((alert) => alert.id !== context.deleting), deleting: null })),
    clearDeleting: assign({ deleting: null }),
    announceDeleted: sendTo(theRoot, { type: 'NOTIFY', tone: 'success', message: PRICE_ALERT_DELETED } satisfies Notify),
    reportFailure: sendTo(theRoot, { type: 'NOTIFY', tone: 'error', message: PRICE_ALERT_ERROR } satisfies Notify),
    reportRefusal: sendTo(
      theRoot,
      (_, outcome: DeleteOutcome) => ({ type: 'NOTIFY', tone: 'error', message: outcome.deleted ? PRICE_ALERT_ERROR : outcome.message }) satisfies Notify,
    ),
  },
}).createMachine({
  id: 'wishlist',
  context: ({ input }) => ({ ...input, alerts: [], deleting: null }),
  // The customer's currency, heard from `preferences` (the root runs this flow as 'page:wishlist').
  invoke: [
    { src: 'followCurrency', input: ({ context }) => ({ currency: context.currency, asObject: true }) },
    { src: 'listenToAccount', input: () => ({ kind: 'PRICE_ALERT' as const }) },
  ],
  initial: 'loading',
  on: {
    'CURRENCY.CHANGED': {
      guard: { type: 'currencyChanged', params: ({ event }) => event },
      target: '.loading',
      actions: { type: 'setCurrency', params: ({ event }) => event },
    },
  },
  states: {
    loading: {
      // The answer on its way may have been read before this change: asked again.
      on: { 'ACCOUNT.CHANGED': { target: 'loading', reenter: true } },
      invoke: {
        id: 'loadPriceAlerts',
        src: 'loadPriceAlerts',
        input: ({ context }) => ({ currency: context.currency }),
        onDone: { target: 'ready', actions: { type: 'keepAlerts', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      on: {
        DELETE: { target: 'deleting', actions: { type: 'markDeleting', params: ({ event }) => event } },
        'ACCOUNT.CHANGED': 'refreshing',
      },
    },
    // A quiet reload: the alerts stay on screen; a failure keeps them (the next change tries again).
    refreshing: {
      on: {
        'ACCOUNT.CHANGED': { target: 'refreshing', reenter: true },
        DELETE: { target: 'deleting', actions: { type: 'markDeleting', params: ({ event }) => event } },
      },
      invoke: {
        src: 'loadPriceAlerts',
        input: ({ context }) => ({ currency: context.currency }),
        onDone: { target: 'ready', actions: { type: 'keepAlerts', params: ({ event }) => event.output } },
        onError: 'ready',
      },
    },
    deleting: {
      invoke: {
        id: 'deletePriceAlert',
        src: 'deletePriceAlert',
        input: ({ context }) => ({ id: context.deleting ?? '' }),
        onDone: [
          {
            guard: { type: 'deletionRefused', params: ({ event }) => event.output },
            target: 'ready',
            actions: ['clearDeleting', { type: 'reportRefusal', params: ({ event }) => event.output }],
          },
          { target: 'ready', actions: ['dropDeleted', 'announceDeleted'] },
        ],
        onError: { target: 'ready', actions: ['clearDeleting', 'reportFailure'] },
      },
    },
  },
});
