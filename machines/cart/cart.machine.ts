// Spec §4 cart: a child of the root actor (systemId 'cart') that the header badge, the cart modal,
// the product cards and checkout read. It holds the signed-in customer's cart, reloads it when the
// currency changes or an item is added, and empties itself at sign-out.
import { assign, emit, setup } from 'xstate';
import type { MessageOutcome } from '../auth/auth.actors';
import type { Notification } from '../auth/auth.machine';
import { clearCart, loadCart, removeFromCart, type Cart } from './cart.actors';

export const CART_CLEARED = 'Cart cleared successfully';
/** Spec §8: the clear-cart failure marker and its message. */
export const CLEAR_CART_ERROR = 'CLEAR_CART_ERROR';
export const CLEAR_CART_FAILED = 'Failed to clear cart. Please try again later.';
export const REMOVE_FAILED = 'An error occurred. Please try again.';

export type CartEvent =
  | { type: 'AUTH.CHANGED'; authenticated: boolean }
  | { type: 'CURRENCY.CHANGED'; currency: { code: string } }
  | { type: 'CART.RELOAD' }
  | { type: 'CART.REMOVE'; id: string }
  | { type: 'CART.CLEAR' };

export interface CartContext {
  cart: Cart | null;
  currency: string;
  /** CLEAR_CART_ERROR after a failed clear, until the next success. */
  errorMarker: string | null;
}

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as { currency: string },
    emitted: {} as Notification,
  },
  actors: { loadCart, removeFromCart, clearCart },
  guards: {
    signedIn: (_, params: { authenticated: boolean }) => params.authenticated,
    succeeded: (_, outcome: MessageOutcome) => outcome.ok,
    hasCart: ({ context }) => context.cart !== null,
  },
  actions: {
    setCart: assign({ cart: (_, cart: Cart) => cart }),
    forgetCart: assign({ cart: null, errorMarker: null }),
    setCurrency: assign({ currency: ({ context, event }) => (event.type === 'CURRENCY.CHANGED' ? event.currency.code : context.currency) }),
    markClearFailed: assign({ errorMarker: CLEAR_CART_ERROR }),
    clearMarker: assign({ errorMarker: null }),
    notify: emit((_, params: Omit<Notification, 'type'>) => ({ type: 'notify' as const, ...params })),
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({ cart: null, currency: input.currency, errorMarker: null }),
  initial: 'visitor',
  on: {
    'AUTH.CHANGED': [
      { guard: { type: 'signedIn', params: ({ event }) => event }, target: '.loading' },
      { target: '.visitor', actions: 'forgetCart' },
    ],
  },
  states: {
    visitor: { on: { 'CURRENCY.CHANGED': { actions: 'setCurrency' } } },
    loading: {
      on: {
        'CURRENCY.CHANGED': { target: 'loading', reenter: true, actions: 'setCurrency' },
        'CART.RELOAD': { target: 'loading', reenter: true },
        // A cart already shown can be changed while it reloads (an add elsewhere asked for a reload):
        // the click is not lost, the reload gives way and runs again after the change.
        'CART.REMOVE': { guard: 'hasCart', target: 'removing' },
        'CART.CLEAR': { guard: 'hasCart', target: 'clearing' },
      },
      invoke: {
        src: 'loadCart',
        input: ({ context }) => ({ currency: context.currency }),
        onDone: { target: 'ready', actions: { type: 'setCart', params: ({ event }) => event.output } },
        // A 401 signs out through the client's hook (AUTH.CHANGED follows). A cart already shown
        // stays; without one, the pages that need it say so and offer to try again.
        onError: [{ guard: 'hasCart', target: 'ready' }, { target: 'loadFailed' }],
      },
    },
    loadFailed: {
      on: { 'CURRENCY.CHANGED': { target: 'loading', actions: 'setCurrency' }, 'CART.RELOAD': 'loading' },
    },
    ready: {
      on: {
        'CURRENCY.CHANGED': { target: 'loading', actions: 'setCurrency' },
        'CART.RELOAD': 'loading',
        'CART.REMOVE': 'removing',
        'CART.CLEAR': 'clearing',
      },
    },
    removing: {
      invoke: {
        src: 'removeFromCart',
        input: ({ event }) => ({ id: (event as Extract<CartEvent, { type: 'CART.REMOVE' }>).id }),
        onDone: [
          { guard: { type: 'succeeded', params: ({ event }) => event.output }, target: 'loading' },
          { target: 'loading', actions: { type: 'notify', params: ({ event }) => ({ tone: 'error' as const, message: event.output.message || REMOVE_FAILED }) } },
        ],
        onError: { target: 'ready', actions: { type: 'notify', params: { tone: 'error', message: REMOVE_FAILED } } },
      },
    },
    clearing: {
      invoke: {
        src: 'clearCart',
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => event.output },
            target: 'loading',
            actions: ['clearMarker', { type: 'notify', params: { tone: 'success', message: CART_CLEARED } }],
          },
          { target: 'ready', actions: ['markClearFailed', { type: 'notify', params: { tone: 'error', message: CLEAR_CART_FAILED } }] },
        ],
        onError: { target: 'ready', actions: ['markClearFailed', { type: 'notify', params: { tone: 'error', message: CLEAR_CART_FAILED } }] },
      },
    },
  },
});
