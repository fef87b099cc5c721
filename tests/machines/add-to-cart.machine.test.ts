import { createTestModel } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMachine, type AnyEventObject } from 'xstate';
import {
  addToCartMachine,
  ALREADY_IN_CART,
  CHECKOUT_PATH,
  ITEM_ADDED,
  type AddToCartOutcome,
} from '../../machines/cart/add-to-cart.machine';
import { CART_TOAST_MS } from '../../machines/cart/cart.rules';
import { controllableActor, flush, listeningLogic } from './catalogue-fakes';
import { startInSystem } from './flow-in-system';

/** `auth` as the flow reads it: its session, a visitor's or a customer's as a test says. */
const authAs = (signedIn: boolean) =>
  createMachine({ type: 'parallel', states: { session: { initial: signedIn ? 'authenticated' : 'unauthenticated', states: { authenticated: {}, unauthenticated: {} } } } });

const cartModel = createMachine({
  id: 'cartModel',
  initial: 'idle',
  states: {
    idle: {
      on: { VISITOR_ADD: 'loginOpened', VISITOR_BUY: 'loginOpened', ADD: 'adding', BUY: 'buying' },
    },
    loginOpened: {},
    adding: { on: { ADDED: 'added', ALREADY: 'alreadyInCart', FAILED: 'failed', SIGNED_OUT: 'loginOpened' } },
    buying: { on: { ADDED: 'checkout', ALREADY: 'checkout' } },
    added: { on: { FEEDBACK_OVER: 'idleAgain' } },
    alreadyInCart: { on: { FEEDBACK_OVER: 'idleAgain' } },
    failed: {},
    checkout: {},
    idleAgain: {},
  },
});

describe('add-to-cart machine (model-based)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  for (const path of createTestModel(cartModel).getShortestPaths()) {
    it(path.description, async () => {
      const add = controllableActor<AddToCartOutcome, { id: string }>();
      // What the root actor and the cart (found by systemId) hear, and where the flow navigates: everything it does.
      const app = listeningLogic();
      const cart = listeningLogic();
      const navigations: string[] = [];
      const flow = addToCartMachine.provide({ actors: { addToCart: add.logic }, actions: { goToCheckout: () => void navigations.push(CHECKOUT_PATH) } });
      const signedIn = !path.steps.some((step) => step.event.type.startsWith('VISITOR'));
      const system = startInSystem(flow, { id: '42' }, { app: app.logic, cart: cart.logic, auth: authAs(signedIn) });
      const actor = system.flow;
      const toast = (tone: string, message: string, durationMs?: number): AnyEventObject => ({ type: 'NOTIFY', tone, message, durationMs });
      const snap = () => actor.getSnapshot();
      let feedbackMs = 0;
      await path.test({
        states: {
          idle: () => expect(snap().matches('idle')).toBe(true),
          loginOpened: () => {
            expect(snap().matches('idle')).toBe(true);
            expect(app.heard).toEqual([{ type: 'LOGIN.OPEN' }]);
            // A visitor's click asks nothing of the API; a customer's was refused as signed out.
            expect(add.calls).toHaveLength(signedIn ? 1 : 0);
          },
          adding: () => {
            expect(snap().matches('adding')).toBe(true);
            expect(add.last.input).toEqual({ id: '42' });
          },
          buying: () => expect(snap().matches('adding')).toBe(true),
          added: () => {
            expect(snap().matches('added')).toBe(true);
            expect(cart.heard).toEqual([{ type: 'CART.RELOAD' }]);
            expect(app.heard).toEqual([toast('success', ITEM_ADDED, CART_TOAST_MS)]);
            feedbackMs = 500;
          },
          alreadyInCart: () => {
            expect(snap().matches('alreadyInCart')).toBe(true);
            expect(app.heard).toEqual([toast('warning', ALREADY_IN_CART, CART_TOAST_MS)]);
            expect(cart.heard).toEqual([]);
            feedbackMs = 1500;
          },
          failed: () => {
            expect(snap().matches('idle')).toBe(true);
            expect(app.heard).toEqual([toast('error', 'Item is sold')]);
          },
          checkout: () => {
            expect(snap().matches('idle')).toBe(true);
            expect(app.heard).toEqual([]);
            expect(cart.heard).toEqual([]);
            expect(navigations).toEqual([CHECKOUT_PATH]);
          },
          idleAgain: () => expect(snap().matches('idle')).toBe(true),
        },
        events: {
          VISITOR_ADD: async () => {
            actor.send({ type: 'ADD' });
          },
          VISITOR_BUY: async () => {
            actor.send({ type: 'BUY_NOW' });
          },
          ADD: async () => {
            actor.send({ type: 'ADD' });
          },
          BUY: async () => {
            actor.send({ type: 'BUY_NOW' });
          },
          ADDED: async () => {
            add.last.resolve('added');
            await flush();
          },
          ALREADY: async () => {
            add.last.resolve('alreadyInCart');
            await flush();
          },
          FAILED: async () => {
            add.last.reject(new Error('Item is sold'));
            await flush();
          },
          SIGNED_OUT: async () => {
            add.last.reject(Object.assign(new Error('401'), { response: { status: 401 } }));
            await flush();
          },
          FEEDBACK_OVER: async () => {
            await vi.advanceTimersByTimeAsync(feedbackMs - 1);
            expect(snap().matches('idle')).toBe(false);
            await vi.advanceTimersByTimeAsync(1);
          },
        },
      });
      system.stop();
    });
  }
});
