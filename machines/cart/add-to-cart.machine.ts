import { assign, sendTo, setup, type AnyActorRef } from 'xstate';
import type { ShellRequest } from '../app/app.requests';
import { addToCart, type AddOutcome } from './cart.actors';
import { CART_TOAST_MS } from './cart.rules';
import { navigateTo } from '../navigation/navigation.browser';
import { isUnauthenticatedError } from '../catalogue/product-detail.errors';

export type AddToCartOutcome = AddOutcome;

export type AddToCartEvent =
  | { type: 'ADD'; authenticated: boolean }
  | { type: 'BUY_NOW'; authenticated: boolean };


export interface AddToCartInput {
  id: string;
  /** The root actor, sent ShellRequests (one add-to-cart actor per card is no child of it, so it is handed in). */
  shell: AnyActorRef;
  /** The cart actor, sent CART.RELOAD. */
  cart: AnyActorRef;
}

export const CART_ADD_ERROR = 'An error occurred. Please try again.';
export const ITEM_ADDED = 'Item added to cart';
export const ALREADY_IN_CART = 'Item already in cart';
export const CHECKOUT_PATH = '/checkout';

/**
 * One card's or one detail page's Add to cart / Buy Now button (spec §2 product card, §6, §8), whole:
 * a visitor gets the login modal; added, the cart reloads with the spec's toast; already there, its
 * toast; Buy Now goes to checkout either way; a failure is a toast.
 */
export const addToCartMachine = setup({
  types: {
    context: {} as AddToCartInput & { buyNow: boolean },
    events: {} as AddToCartEvent,
    input: {} as AddToCartInput,
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
    requestLogin: sendTo(({ context }) => context.shell, { type: 'LOGIN.OPEN' } satisfies ShellRequest),
    goToCheckout: () => navigateTo(CHECKOUT_PATH),
    reloadCart: sendTo(({ context }) => context.cart, { type: 'CART.RELOAD' } as const),
    announceAdded: sendTo(
      ({ context }) => context.shell,
      { type: 'NOTIFY', tone: 'success', message: ITEM_ADDED, durationMs: CART_TOAST_MS } satisfies ShellRequest,
    ),
    announceAlreadyInCart: sendTo(
      ({ context }) => context.shell,
      { type: 'NOTIFY', tone: 'warning', message: ALREADY_IN_CART, durationMs: CART_TOAST_MS } satisfies ShellRequest,
    ),
    reportFailure: sendTo(
      ({ context }) => context.shell,
      (_, params: { error: unknown }) =>
        ({
          type: 'NOTIFY',
          tone: 'error',
          message: params.error instanceof Error && params.error.message ? params.error.message : CART_ADD_ERROR,
        }) satisfies ShellRequest,
    ),
  },
}).createMachine({
  id: 'addToCart',
  context: ({ input }) => ({ ...input, buyNow: false }),
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
          { target: 'added', actions: ['reloadCart', 'announceAdded'] },
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

