import { assign, sendTo, setup, type AnyActorRef } from 'xstate';
import type { ShellRequest } from '../app/app.requests';
import { theRoot } from '../app/flow-system';
import { watchSession, type SessionEvent } from '../auth/sign-in-required.machine';

/** The session as `auth` holds it (checking, a visitor's, a customer's), followed by the flow itself. */
type Session = SessionEvent['type'];
import { addToCart, type AddOutcome } from './cart.actors';
import { CART_TOAST_MS } from './cart.rules';
import { navigateTo } from '../navigation/navigation.browser';
import { isUnauthenticatedError } from '../catalogue/product-detail.errors';

export type AddToCartOutcome = AddOutcome;

/** The customer's own clicks; the session comes from `auth` (SessionEvent), which the flow follows itself. */
export type AddToCartEvent = { type: 'ADD' } | { type: 'BUY_NOW' } | SessionEvent;

export interface AddToCartInput {
  id: string;
}


export const CART_ADD_ERROR = 'An error occurred. Please try again.';
export const ITEM_ADDED = 'Item added to cart';
export const ALREADY_IN_CART = 'Item already in cart';
export const CHECKOUT_PATH = '/checkout';

/**
 * One card's or one detail page's Add to cart / Buy Now button (spec §2 product card, §6, §8), whole:
 * a visitor gets the login modal; added, the cart reloads with the spec's toast; already there, its
 * toast; Buy Now goes to checkout either way; a failure is a toast. The root runs it
 * (`page:add-to-cart:*`); it finds the root, the cart and `auth` by systemId. A click made while
 * start-up is still checking the session (an early click, issue 28) waits for the answer: it would
 * otherwise open the login for a customer who is signed in.
 */
export const addToCartMachine = setup({
  types: {
    context: {} as AddToCartInput & { buyNow: boolean; session: Session },
    events: {} as AddToCartEvent,
    input: {} as AddToCartInput,
  },
  actors: { addToCart, watchSession },
  delays: {
    /** Spec §9: 'Added' feedback 500 ms. */
    addedFeedback: 500,
    /** Spec §9: cart toast timeout 1500 ms, used for the brief 'Item already in cart' state. */
    alreadyInCartFeedback: CART_TOAST_MS,
  },
  guards: {
    isChecking: ({ context }) => context.session === 'SESSION.CHECKING',
    isVisitor: ({ context }) => context.session === 'SESSION.VISITOR',
    wasAlreadyInCart: (_, outcome: AddToCartOutcome) => outcome === 'alreadyInCart',
    isBuyNow: ({ context }) => context.buyNow,
    isUnauthenticatedError: (_, params: { error: unknown }) => isUnauthenticatedError(params.error),
  },
  actions: {
    setBuyNow: assign((_, params: { buyNow: boolean }) => ({ buyNow: params.buyNow })),
    rememberSession: assign((_, event: SessionEvent) => ({ session: event.type })),
    requestLogin: sendTo(theRoot, { type: 'LOGIN.OPEN' } satisfies ShellRequest),
    goToCheckout: () => navigateTo(CHECKOUT_PATH),
    reloadCart: sendTo(({ system }) => system.get('cart') as AnyActorRef, { type: 'CART.RELOAD' } as const),
    announceAdded: sendTo(
      theRoot,
      { type: 'NOTIFY', tone: 'success', message: ITEM_ADDED, durationMs: CART_TOAST_MS } satisfies ShellRequest,
    ),
    announceAlreadyInCart: sendTo(
      theRoot,
      { type: 'NOTIFY', tone: 'warning', message: ALREADY_IN_CART, durationMs: CART_TOAST_MS } satisfies ShellRequest,
    ),
    reportFailure: sendTo(
      theRoot,
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
  context: ({ input }) => ({ id: input.id, buyNow: false, session: 'SESSION.CHECKING' as Session }),
  invoke: { src: 'watchSession' },
  on: {
    'SESSION.CHECKING': { actions: { type: 'rememberSession', params: ({ event }) => event } },
    'SESSION.VISITOR': { actions: { type: 'rememberSession', params: ({ event }) => event } },
    'SESSION.CUSTOMER': { actions: { type: 'rememberSession', params: ({ event }) => event } },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        ADD: [
          { guard: 'isChecking', target: 'awaitingSession', actions: { type: 'setBuyNow', params: { buyNow: false } } },
          { guard: 'isVisitor', actions: 'requestLogin' },
          { target: 'adding', actions: { type: 'setBuyNow', params: { buyNow: false } } },
        ],
        BUY_NOW: [
          { guard: 'isChecking', target: 'awaitingSession', actions: { type: 'setBuyNow', params: { buyNow: true } } },
          { guard: 'isVisitor', actions: 'requestLogin' },
          { target: 'adding', actions: { type: 'setBuyNow', params: { buyNow: true } } },
        ],
      },
    },
    // The click came before start-up knew the session: it is made once it does.
    awaitingSession: {
      on: {
        'SESSION.VISITOR': { target: 'idle', actions: [{ type: 'rememberSession', params: ({ event }) => event }, 'requestLogin'] },
        'SESSION.CUSTOMER': { target: 'adding', actions: { type: 'rememberSession', params: ({ event }) => event } },
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

