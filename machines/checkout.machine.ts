// Spec §4 checkout: without a steamId the personal-information modal opens with 'Please add your
// steamId' and nothing is bought; otherwise one purchase request, repeated clicks ignored while it
// runs. The page forwards what it emits: the modal, or the refresh and the order-history tab (with
// the order's id, for the confirmation there: issue 23).
import { emit, setup } from 'xstate';
import { purchase, type PurchaseResult } from './cart.actors';

export const STEAM_ID_REQUIRED = 'Please add your steamId';
export const PURCHASED = 'Purchased successfully';
export const PURCHASE_FAILED = 'An error occurred. Please try again later.';

export type CheckoutEmitted =
  | { type: 'steamIdRequired'; message: string }
  | { type: 'purchased'; message: string; orderId: string }
  | { type: 'failed'; message: string };

export const checkoutMachine = setup({
  types: {
    events: {} as { type: 'CHECKOUT'; steamId: string; currency: string },
    emitted: {} as CheckoutEmitted,
  },
  actors: { purchase },
  guards: {
    lacksSteamId: ({ event }) => event.steamId.trim() === '',
    bought: (_, result: PurchaseResult) => result.__typename === 'Purchased',
    needsSteamId: (_, result: PurchaseResult) => result.__typename === 'SteamIdRequired',
  },
  actions: {
    askForSteamId: emit({ type: 'steamIdRequired' as const, message: STEAM_ID_REQUIRED }),
    announcePurchase: emit((_, orderId: string) => ({ type: 'purchased' as const, message: PURCHASED, orderId })),
    announceFailure: emit((_, message: string) => ({ type: 'failed' as const, message })),
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
        input: ({ event }) => ({ currency: (event as { currency: string }).currency }),
        onDone: [
          {
            guard: { type: 'bought', params: ({ event }) => event.output },
            target: 'idle',
            actions: { type: 'announcePurchase', params: ({ event }) => (event.output as Extract<PurchaseResult, { __typename: 'Purchased' }>).orderId },
          },
          { guard: { type: 'needsSteamId', params: ({ event }) => event.output }, target: 'idle', actions: 'askForSteamId' },
          { target: 'idle', actions: { type: 'announceFailure', params: ({ event }) => ('message' in event.output ? event.output.message : PURCHASE_FAILED) } },
        ],
        onError: { target: 'idle', actions: { type: 'announceFailure', params: PURCHASE_FAILED } },
      },
    },
  },
});
