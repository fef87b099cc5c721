import { createTestModel } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { addToCartMachine, type AddToCartEmitted, type AddToCartOutcome } from '../../machines/add-to-cart.machine';
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
      const emitted: AddToCartEmitted[] = [];
      const actor = createActor(addToCartMachine.provide({ actors: { addToCart: add.logic } }), {
        input: { id: '42' },
      });
      actor.on('*', (e) => emitted.push(e));
      actor.start();
      const snap = () => actor.getSnapshot();
      let feedbackMs = 0;
      await path.test({
        states: {
          idle: () => expect(snap().matches('idle')).toBe(true),
          loginOpened: () => {
            expect(snap().matches('idle')).toBe(true);
            expect(emitted).toEqual([{ type: 'loginRequired' }]);
          },
          adding: () => {
            expect(snap().matches('adding')).toBe(true);
            expect(add.last.input).toEqual({ id: '42' });
          },
          buying: () => expect(snap().matches('adding')).toBe(true),
          added: () => {
            expect(snap().matches('added')).toBe(true);
            expect(emitted.at(-1)).toEqual({ type: 'added' });
            feedbackMs = 500;
          },
          alreadyInCart: () => {
            expect(snap().matches('alreadyInCart')).toBe(true);
            expect(emitted.at(-1)).toEqual({ type: 'alreadyInCart' });
            feedbackMs = 1500;
          },
          failed: () => {
            expect(snap().matches('idle')).toBe(true);
            expect(emitted[0]?.type).toBe('failed');
          },
          checkout: () => {
            expect(snap().matches('idle')).toBe(true);
            expect(emitted).toEqual([{ type: 'checkout' }]);
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
