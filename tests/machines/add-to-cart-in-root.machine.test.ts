// Add to cart runs in the root actor's system (issue 42): a card's flow, spawned by the real root
// (FLOW.OPEN) with the input useAddToCart gives it, opens the root's login, reloads the root's cart and
// toasts through the root's notifier, and FLOW.CLOSE stops it. It follows the session in the root's
// `auth` itself: the card sends only the customer's click, and a click made while start-up is still
// checking the session (issue 28's early click) is made once the answer comes. The paths are every
// shortest way through what the customer does and sees.
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
  initial: 'checking',
  states: {
    checking: { on: { ANSWER_CUSTOMER: 'idle', ANSWER_VISITOR: 'visitorIdle', ADD: 'awaitingSession' } },
    awaitingSession: { on: { ANSWER_CUSTOMER: 'adding', ANSWER_VISITOR: 'loginOpened' } },
    visitorIdle: { on: { ADD: 'loginOpened' } },
    idle: { on: { ADD: 'adding', LEAVE: 'gone' } },
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
      const root = await startedRoot({ signedIn: 'unanswered', loadCart: loadCart.logic });
      const add = controllableActor<AddToCartOutcome, { id: string }>();
      const flow = addToCartMachine.provide({ actors: { addToCart: add.logic }, actions: { goToCheckout: () => {} } });
      root.open(ID, flow, { id: '42' });
      const card = () => root.flow(ID) as AnyActorRef;
      expect(card()).toBeDefined();
      let cartLoads = loadCart.calls.length;
      const settle = (how: (call: typeof add.last) => void) => async () => {
        how(add.last);
        await flush();
      };
      await path.test({
        states: {
          checking: () => expect(root.get('auth').getSnapshot().matches({ session: 'checking' })).toBe(true),
          // Nothing happens yet: no login, no request.
          awaitingSession: () => {
            expect(root.openModal()).toBeNull();
            expect(add.calls).toHaveLength(0);
          },
          visitorIdle: () => expect(card().getSnapshot().value).toBe('idle'),
          idle: () => expect(card().getSnapshot().value).toBe('idle'),
          loginOpened: () => {
            expect(card().getSnapshot().value).toBe('idle');
            expect(root.openModal()).toBe('login');
          },
          adding: () => {
            expect(add.calls).toHaveLength(1);
            expect(add.last.input).toEqual({ id: '42' });
            expect(root.openModal()).toBeNull();
          },
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
          ANSWER_CUSTOMER: async () => {
            await root.answerStartup(true);
            // A customer's cart loads on sign-in: what follows counts from here.
            cartLoads = loadCart.calls.length;
          },
          ANSWER_VISITOR: () => root.answerStartup(false),
          ADD: () => card().send({ type: 'ADD' }),
          ADDED: settle((call) => call.resolve('added')),
          ALREADY: settle((call) => call.resolve('alreadyInCart')),
          FAILED: settle((call) => call.reject(new Error('Item is sold'))),
          LEAVE: () => root.close(ID),
        },
      });
    });
  }
});
