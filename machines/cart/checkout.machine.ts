// Spec §4 checkout, whole: without a steamId the personal-information modal opens with 'Please add
// your steamId' and nothing is bought; otherwise one purchase request, repeated clicks ignored while
// it runs. Bought: the spec's toast, the profile (balance) and the cart reload, and the order-history
// tab opens with the order's id, for the confirmation there (issue 23). A failure is a toast.
// A child of the root actor (systemId 'checkout'): it reaches auth and cart by their systemIds, and
// asks its parent (the root) for the modal and the toast.
import { enqueueActions, sendParent, setup } from 'xstate';
import type { AppRequest } from '../app/app.requests';
import { purchase, type PurchaseResult } from './cart.actors';
import { navigateTo } from '../app/navigation.browser';

export const STEAM_ID_REQUIRED = 'Please add your steamId';
export const PURCHASED = 'Purchased successfully';
export const PURCHASE_FAILED = 'An error occurred. Please try again later.';
export const ORDER_HISTORY_PATH = '/profile?tab=order-history';

/** What the order-history tab finds in history.state after a purchase (its confirmation). */
export interface PurchasedState {
  purchasedOrderId: string;
}

export type CheckoutEvent = { type: 'CHECKOUT'; steamId: string; currency: string };

/** What the checkout asks of the root actor. */
export type CheckoutRequest =
  | { type: 'MODAL.OPEN'; modal: 'personalInfo'; notice: string }
  | AppRequest;

export const checkoutMachine = setup({
  types: {
    events: {} as CheckoutEvent,
  },
  actors: { purchase },
  guards: {
    lacksSteamId: ({ event }) => event.steamId.trim() === '',
    bought: (_, result: PurchaseResult) => result.__typename === 'Purchased',
    needsSteamId: (_, result: PurchaseResult) => result.__typename === 'SteamIdRequired',
  },
  actions: {
    askForSteamId: sendParent({ type: 'MODAL.OPEN', modal: 'personalInfo', notice: STEAM_ID_REQUIRED } satisfies CheckoutRequest),
    announceFailure: sendParent((_, message: string) => ({ type: 'NOTIFY', tone: 'error', message }) satisfies CheckoutRequest),
    completePurchase: enqueueActions(({ enqueue, system }) => {
      enqueue.sendParent({ type: 'NOTIFY', tone: 'success', message: PURCHASED } satisfies CheckoutRequest);
      enqueue.sendTo(system.get('auth'), { type: 'PROFILE.RELOAD' });
      enqueue.sendTo(system.get('cart'), { type: 'CART.RELOAD' });
    }),
    showOrderHistory: (_, orderId: string) => navigateTo(ORDER_HISTORY_PATH, { state: { purchasedOrderId: orderId } satisfies PurchasedState }),
  },
}).createMachine({
  id: 'checkout',
  initial: 'idle',
  states: {
    idle: {
      on: {
        CHECKOUT: [{ guard: 'lacksSteamId', actions: 'askForSteamId' }, { target: 'purchasing' }],
      },
    },
    purchasing: {
      invoke: {
        src: 'purchase',
        input: ({ event }) => ({ currency: (event as CheckoutEvent).currency }),
        onDone: [
          {
            guard: { type: 'bought', params: ({ event }) => event.output },
            target: 'idle',
            actions: [
              'completePurchase',
              { type: 'showOrderHistory', params: ({ event }) => (event.output as Extract<PurchaseResult, { __typename: 'Purchased' }>).orderId },
            ],
          },
          { guard: { type: 'needsSteamId', params: ({ event }) => event.output }, target: 'idle', actions: 'askForSteamId' },
          { target: 'idle', actions: { type: 'announceFailure', params: ({ event }) => ('message' in event.output ? event.output.message : PURCHASE_FAILED) } },
        ],
        onError: { target: 'idle', actions: { type: 'announceFailure', params: PURCHASE_FAILED } },
      },
    },
  },
});
