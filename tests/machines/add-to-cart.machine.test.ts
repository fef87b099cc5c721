import { createTestModel } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromCallback, type AnyEventObject } from 'xstate';
import {
  addToCartMachine,
  ALREADY_IN_CART,
  CHECKOUT_PATH,
  ITEM_ADDED,
  type AddToCartOutcome,
} from '../../machines/cart/add-to-cart.machine';
import { CART_TOAST_MS } from '../../machines/cart/cart.rules';
import { controllableActor, flush } from './catalogue-fakes';

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
      // What the root actor and the cart hear, and where the flow navigates: everything it does.
      const heard: { by: 'shell' | 'cart'; event: AnyEventObject }[] = [];
      const listener = (by: 'shell' | 'cart') =>
        createActor(fromCallback(({ receive }) => receive((event) => void heard.push({ by, event })))).start();
      const navigations: string[] = [];
      const flow = addToCartMachine.provide({ actors: { addToCart: add.logic }, actions: { goToCheckout: () => void navigations.push(CHECKOUT_PATH) } });
      const actor = createActor(flow, { input: { id: '42', shell: listener('shell'), cart: listener('cart') } });
      actor.start();
      const toast = (tone: string, message: string, durationMs?: number) => ({ by: 'shell', event: { type: 'NOTIFY', tone, message, durationMs } });
      const snap = () => actor.getSnapshot();
      let feedbackMs = 0;
      await path.test({
        states: {
          idle: () => expect(snap().matches('idle')).toBe(true),
          loginOpened: () => {
            expect(snap().matches('idle')).toBe(true);
            expect(heard).toEqual([{ by: 'shell', event: { type: 'LOGIN.OPEN' } }]);
          },
          adding: () => {
            expect(snap().matches('adding')).toBe(true);
            expect(add.last.input).toEqual({ id: '42' });
          },
          buying: () => expect(snap().matches('adding')).toBe(true),
          added: () => {
            expect(snap().matches('added')).toBe(true);
            expect(heard).toEqual([{ by: 'cart', event: { type: 'CART.RELOAD' } }, toast('success', ITEM_ADDED, CART_TOAST_MS)]);
            feedbackMs = 500;
          },
          alreadyInCart: () => {
            expect(snap().matches('alreadyInCart')).toBe(true);
            expect(heard).toEqual([toast('warning', ALREADY_IN_CART, CART_TOAST_MS)]);
            feedbackMs = 1500;
          },
          failed: () => {
            expect(snap().matches('idle')).toBe(true);
            expect(heard).toEqual([toast('error', 'Item is sold')]);
          },
          checkout: () => {
            expect(snap().matches('idle')).toBe(true);
            expect(heard).toEqual([]);
            expect(navigations).toEqual([CHECKOUT_PATH]);
          },
          idleAgain: () => expect(snap().matches('idle')).toBe(true),
        },
        events: {
          VISITOR_ADD: async () => {
            actor.send({ type: 'ADD', authenticated: false });
          },
          VISITOR_BUY: async () => {
            actor.send({ type: 'BUY_NOW', authenticated: false });
          },
          ADD: async () => {
            actor.send({ type: 'ADD', authenticated: true });
          },
          BUY: async () => {
            actor.send({ type: 'BUY_NOW', authenticated: true });
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
      actor.stop();
    });
  }
});
