// Spec §4 checkout, whole: without a steamId the personal-information modal opens with 'Please add
// your steamId' and nothing is bought; otherwise one purchase request, repeated clicks ignored while
// it runs. Bought: the spec's toast, the profile (balance) and the cart reload, and the order-history
// tab opens with the order's id, for the confirmation there (issue 23). A failure is a toast.
// Opening the page sends a visitor home to sign in and reloads a customer's cart (spec §2); a retry
// after a failed load asks again for what is missing.
// A child of the root actor (systemId 'checkout'): it reaches auth and cart by their systemIds, and
// asks its parent (the root) for the modal and the toast.
import { enqueueActions, sendParent, setup } from 'xstate';
import type { AppRequest } from '../app/app.requests';
import { purchase, type PurchaseResult } from './cart.actors';
import { navigateTo } from '../navigation/navigation.browser';

export const STEAM_ID_REQUIRED = 'Please add your steamId';
export const PURCHASED = 'Purchased successfully';
export const PURCHASE_FAILED = 'An error occurred. Please try again later.';
export const ORDER_HISTORY_PATH = '/profile?tab=order-history';

/** What the order-history tab finds in history.state after a purchase (its confirmation). */
export interface PurchasedState {
  purchasedOrderId: string;
}

export type CheckoutEvent =
  | { type: 'CHECKOUT'; steamId: string; currency: string }
  | { type: 'CHECKOUT.OPENED'; signedIn: boolean }
  | { type: 'CHECKOUT.RETRY'; profileMissing: boolean; cartMissing: boolean };

/** What the checkout asks of the root actor. */
export type CheckoutRequest =
  | { type: 'MODAL.OPEN'; modal: 'personalInfo'; notice: string }
  | { type: 'SIGN_IN.REQUIRED' }
  | AppRequest;

export const checkoutMachine = setup({
  types: {
    events: {} as CheckoutEvent,
  },
  actors: { purchase },
  guards: {
    lacksSteamId: (_, params: { steamId: string }) => params.steamId.trim() === '',
    isVisitor: (_, params: { signedIn: boolean }) => !params.signedIn,
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
    askToSignIn: sendParent({ type: 'SIGN_IN.REQUIRED' } satisfies CheckoutRequest),
    reloadCart: enqueueActions(({ enqueue, system }) => enqueue.sendTo(system.get('cart'), { type: 'CART.RELOAD' })),
    reloadMissing: enqueueActions(({ enqueue, system }, params: { profileMissing: boolean; cartMissing: boolean }) => {
      if (params.profileMissing) enqueue.sendTo(system.get('auth'), { type: 'PROFILE.RELOAD' });
      if (params.cartMissing) enqueue.sendTo(system.get('cart'), { type: 'CART.RELOAD' });
    }),
    showOrderHistory: (_, orderId: string) => navigateTo(ORDER_HISTORY_PATH, { state: { purchasedOrderId: orderId } satisfies PurchasedState }),
  },
}).createMachine({
  id: 'checkout',
  initial: 'idle',
  states: {
    idle: {
      on: {
        CHECKOUT: [{ guard: { type: 'lacksSteamId', params: ({ event }) => ({ steamId: event.steamId }) }, actions: 'askForSteamId' }, { target: 'purchasing' }],
        'CHECKOUT.OPENED': [
          { guard: { type: 'isVisitor', params: ({ event }) => ({ signedIn: event.signedIn }) }, actions: 'askToSignIn' },
          { actions: 'reloadCart' },
        ],
        'CHECKOUT.RETRY': { actions: { type: 'reloadMissing', params: ({ event }) => ({ profileMissing: event.profileMissing, cartMissing: event.cartMissing }) } },
      },
    },
    purchasing: {
      invoke: {
        src: 'purchase',
        input: ({ event }) => ({ currency: (event as Extract<CheckoutEvent, { type: 'CHECKOUT' }>).currency }),
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
