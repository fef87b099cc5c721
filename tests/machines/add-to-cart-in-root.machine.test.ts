// Add to cart runs in the root actor's system (issue 42): a card's flow, spawned by the real root
// (FLOW.OPEN) with the input useAddToCart gives it, opens the root's login, reloads the root's cart and
// toasts through the root's notifier, and FLOW.CLOSE stops it. The paths are every shortest way
// through what the customer does and sees.
import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createMachine, type AnyActorRef } from 'xstate';
import { addToCartMachine, ALREADY_IN_CART, ITEM_ADDED, type AddToCartOutcome } from '../../machines/cart/add-to-cart.machine';
import type { FlowId } from '../../machines/app/flow-system';
import { controllableActor, flush } from './catalogue-fakes';
import { startedRoot } from './real-root';

const ID: FlowId = 'page:add-to-cart:42:r1';

const model = createMachine({
  id: 'addToCartInRoot',
  initial: 'idle',
  states: {
    idle: { on: { VISITOR_ADD: 'loginOpened', ADD: 'adding', LEAVE: 'gone' } },
    loginOpened: {},
    adding: { on: { ADDED: 'added', ALREADY: 'alreadyInCart', FAILED: 'failed' } },
    added: { on: { LEAVE: 'gone' } },
    alreadyInCart: {},
    failed: {},
    gone: {},
  },
});

describe('add to cart in the root (model-based)', () => {
  for (const path of createTestModel(model).getShortestPaths()) {
    it(path.description, async () => {
      const loadCart = controllableActor<unknown, unknown>();
      const root = await startedRoot({ signedIn: true, loadCart: loadCart.logic });
      const add = controllableActor<AddToCartOutcome, { id: string }>();
      const flow = addToCartMachine.provide({ actors: { addToCart: add.logic }, actions: { goToCheckout: () => {} } });
      root.open(ID, flow, { id: '42', shell: root.root, cart: root.get('cart') });
      const card = () => root.flow(ID) as AnyActorRef;
      expect(card()).toBeDefined();
      const cartLoads = loadCart.calls.length;
      const settle = (how: (call: typeof add.last) => void) => async () => {
        how(add.last);
        await flush();
      };
      await path.test({
        states: {
          idle: () => expect(card().getSnapshot().value).toBe('idle'),
          loginOpened: () => {
            expect(card().getSnapshot().value).toBe('idle');
            expect(root.openModal()).toBe('login');
          },
          adding: () => expect(add.last.input).toEqual({ id: '42' }),
          // The root's cart loads again, and the root's notifier shows the spec's toast.
          added: () => {
            expect(card().getSnapshot().value).toBe('added');
            expect(loadCart.calls.length).toBe(cartLoads + 1);
            expect(root.toasts()).toEqual([`success: ${ITEM_ADDED}`]);
          },
          alreadyInCart: () => {
            expect(root.toasts()).toEqual([`warning: ${ALREADY_IN_CART}`]);
            expect(loadCart.calls.length).toBe(cartLoads);
          },
          failed: () => expect(root.toasts()).toEqual(['error: Item is sold']),
          gone: () => expect(root.flow(ID)).toBeUndefined(),
        },
        events: {
          VISITOR_ADD: () => card().send({ type: 'ADD', authenticated: false }),
          ADD: () => card().send({ type: 'ADD', authenticated: true }),
          ADDED: settle((call) => call.resolve('added')),
          ALREADY: settle((call) => call.resolve('alreadyInCart')),
          FAILED: settle((call) => call.reject(new Error('Item is sold'))),
          LEAVE: () => root.close(ID),
        },
      });
    });
  }
});
