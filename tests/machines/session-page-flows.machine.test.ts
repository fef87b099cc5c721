// The flows of pages that depend on the session (issue 42) follow the auth actor themselves:
// sign-in-required (profile, order page) asks the root for SIGN_IN.REQUIRED each time the session turns
// out a visitor's; checkout's page flow tells checkout who opened it each time the session is known.
import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { checkoutPageMachine } from '../../machines/cart/checkout-page.machine';
import { signInRequiredMachine } from '../../machines/auth/sign-in-required.machine';
import { listeningLogic } from './catalogue-fakes';
import { startInSystem } from './flow-in-system';

/** An auth actor whose `session` region the test moves, shaped as the real one's. */
const fakeAuth = createMachine({
  type: 'parallel',
  states: {
    session: {
      initial: 'checking',
      states: { checking: {}, visitor: {}, authenticated: {} },
      on: { CHECKING: '.checking', VISITOR: '.visitor', CUSTOMER: '.authenticated' },
    },
  },
});

function startWithSession(flow: typeof signInRequiredMachine | typeof checkoutPageMachine) {
  const app = listeningLogic();
  const checkout = listeningLogic();
  const started = startInSystem(flow as typeof signInRequiredMachine, undefined, { auth: fakeAuth, app: app.logic, checkout: checkout.logic });
  return { move: (type: string) => started.neighbour('auth').send({ type }), toApp: app.heard, toCheckout: checkout.heard };
}

// The session as the model sees it: checking, then a visitor's or a customer's, back and forth.
const session = createMachine({
  types: {} as { events: { type: 'VISITOR' } | { type: 'CUSTOMER' } | { type: 'CHECKING' } },
  initial: 'checking',
  states: {
    checking: { on: { VISITOR: 'visitor', CUSTOMER: 'customer' } },
    visitor: { on: { CUSTOMER: 'customer', CHECKING: 'checking' } },
    customer: { on: { VISITOR: 'visitor', CHECKING: 'checking' } },
  },
});
const paths = createTestModel(session).getShortestPaths();

describe('sign-in-required follows the session itself', () => {
  for (const path of paths) {
    it(path.description, async () => {
      const flow = startWithSession(signInRequiredMachine);
      let before = 0;
      const move = async ({ event }: { event: { type: string } }) => {
        before = flow.toApp.length;
        flow.move(event.type);
      };
      await path.test({
        events: { VISITOR: move, CUSTOMER: move, CHECKING: move },
        states: {
          checking: () => expect(flow.toApp).toHaveLength(before),
          // Each time the session turns out a visitor's: home, with the login (the root does it).
          visitor: () => {
            expect(flow.toApp).toHaveLength(before + 1);
            expect(flow.toApp.at(-1)).toEqual({ type: 'SIGN_IN.REQUIRED' });
          },
          customer: () => expect(flow.toApp).toHaveLength(before),
        },
      });
    });
  }
});

describe('the checkout page’s flow follows the session itself', () => {
  for (const path of paths) {
    it(path.description, async () => {
      const flow = startWithSession(checkoutPageMachine);
      let before = 0;
      const move = async ({ event }: { event: { type: string } }) => {
        before = flow.toCheckout.length;
        flow.move(event.type);
      };
      await path.test({
        events: { VISITOR: move, CUSTOMER: move, CHECKING: move },
        states: {
          checking: () => expect(flow.toCheckout).toHaveLength(before),
          visitor: () => expect(flow.toCheckout.slice(before)).toEqual([{ type: 'CHECKOUT.OPENED', signedIn: false }]),
          customer: () => expect(flow.toCheckout.slice(before)).toEqual([{ type: 'CHECKOUT.OPENED', signedIn: true }]),
        },
      });
      expect(flow.toApp).toEqual([]);
    });
  }
});
