import { assign, emit, setup } from 'xstate';
import { addToCart, type AddOutcome } from './cart.actors';
import { CART_TOAST_MS } from './cart.rules';
import { isUnauthenticatedError } from './product-detail.errors';

export type AddToCartOutcome = AddOutcome;

export type AddToCartEvent =
  | { type: 'ADD'; authenticated: boolean }
  | { type: 'BUY_NOW'; authenticated: boolean };

/** `added` and `alreadyInCart` are toasted (spec §8) and make the cart reload. */
export type AddToCartEmitted =
  | { type: 'loginRequired' }
  | { type: 'checkout' }
  | { type: 'added' }
  | { type: 'alreadyInCart' }
  | { type: 'failed'; message: string };

export const CART_ADD_ERROR = 'An error occurred. Please try again.';

/** One card's or one detail page's Add to cart / Buy Now button (spec §2 product card, §6, §8). */
export const addToCartMachine = setup({
  types: {
    context: {} as { id: string; buyNow: boolean },
    events: {} as AddToCartEvent,
    input: {} as { id: string },
    emitted: {} as AddToCartEmitted,
  },
  actors: { addToCart },
  delays: {
    /** Spec §9: 'Added' feedback 500 ms. */
    addedFeedback: 500,
    /** Spec §9: cart toast timeout 1500 ms, used for the brief 'Item already in cart' state. */
    alreadyInCartFeedback: CART_TOAST_MS,
  },
  guards: {
    isVisitor: (_, params: { authenticated: boolean }) => !params.authenticated,
    wasAlreadyInCart: (_, outcome: AddToCartOutcome) => outcome === 'alreadyInCart',
    isBuyNow: ({ context }) => context.buyNow,
    isUnauthenticatedError: (_, params: { error: unknown }) => isUnauthenticatedError(params.error),
  },
  actions: {
    setBuyNow: assign((_, params: { buyNow: boolean }) => ({ buyNow: params.buyNow })),
    requestLogin: emit({ type: 'loginRequired' as const }),
    goToCheckout: emit({ type: 'checkout' as const }),
    announceAdded: emit({ type: 'added' as const }),
    announceAlreadyInCart: emit({ type: 'alreadyInCart' as const }),
    reportFailure: emit((_, params: { error: unknown }) => ({
      type: 'failed' as const,
      message: params.error instanceof Error && params.error.message ? params.error.message : CART_ADD_ERROR,
    })),
  },
}).createMachine({
  id: 'addToCart',
  context: ({ input }) => ({ id: input.id, buyNow: false }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        ADD: [
          { guard: { type: 'isVisitor', params: ({ event }) => event }, actions: 'requestLogin' },
          { target: 'adding', actions: { type: 'setBuyNow', params: { buyNow: false } } },
        ],
        BUY_NOW: [
          { guard: { type: 'isVisitor', params: ({ event }) => event }, actions: 'requestLogin' },
          { target: 'adding', actions: { type: 'setBuyNow', params: { buyNow: true } } },
        ],
      },
    },
    adding: {
      invoke: {
        id: 'addToCart',
        src: 'addToCart',
        input: ({ context }) => ({ id: context.id }),
        onDone: [
          // Buy Now goes to checkout whether the item was just added or already there.
          { guard: 'isBuyNow', target: 'idle', actions: 'goToCheckout' },
          { guard: { type: 'wasAlreadyInCart', params: ({ event }) => event.output }, target: 'alreadyInCart', actions: 'announceAlreadyInCart' },
          { target: 'added', actions: 'announceAdded' },
        ],
        onError: [
          {
            guard: { type: 'isUnauthenticatedError', params: ({ event }) => ({ error: event.error }) },
            target: 'idle',
            actions: 'requestLogin',
          },
          { target: 'idle', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    added: { after: { addedFeedback: 'idle' } },
    alreadyInCart: { after: { alreadyInCartFeedback: 'idle' } },
  },
});

