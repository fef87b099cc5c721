import { createTestModel } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMachine, type AnyActorRef } from 'xstate';
import { priceAlertMachine } from '../../machines/price-alerts/price-alert.machine';
import type { PriceAlert, SaveOutcome } from '../../machines/price-alerts/price-alerts.actors';
import { defaultTarget, PRICE_ALERT_ERROR, PRICE_ALERT_SAVED, TARGET_NOT_A_NUMBER, targetProblem } from '../../machines/price-alerts/price-alert.rules';
import { controllableActor, flush } from './catalogue-fakes';
import { startedRoot } from './real-root';

const TITLE = 'AK-47 | Redline (Field-Tested)';
const alertOf = (amount: number, title = TITLE): PriceAlert => ({
  id: '7',
  title,
  category: 'CS2',
  createdAt: '2026-11-26T10:00:00Z',
  notifiedAt: null,
  lowestProductId: '42',
  targetPrice: { amount, currency: 'USD', symbol: '$' },
  lowestPrice: { amount: 21.6, currency: 'USD', symbol: '$' },
});

// The flow as the customer meets it: the paths below are every shortest way through it.
const model = createMachine({
  id: 'priceAlertModel',
  initial: 'checking',
  states: {
    // Start-up is still checking the session: an OPEN now waits for its answer.
    checking: { on: { ANSWER_CUSTOMER: 'closed', ANSWER_VISITOR: 'visitorClosed', OPEN: 'awaitingSession' } },
    awaitingSession: { on: { ANSWER_CUSTOMER: 'loading', ANSWER_VISITOR: 'loginOpened' } },
    visitorClosed: { on: { OPEN: 'loginOpened' } },
    closed: { on: { OPEN: 'loading' } },
    loginOpened: {},
    loading: { on: { LOADED_NONE: 'suggested', LOADED_EXISTING: 'existingShown', LOAD_SIGNED_OUT: 'loginOpened' } },
    suggested: { on: { TYPE_BAD: 'typedBad', TYPE_GOOD: 'typedGood' } },
    existingShown: { on: { CLOSE: 'closedAgain' } },
    typedBad: { on: { SUBMIT: 'problemShown' } },
    problemShown: {},
    typedGood: { on: { SUBMIT: 'saving' } },
    saving: { on: { SAVED: 'saved', REFUSED: 'refusalShown', FAILED: 'failureShown' } },
    saved: { on: { FEEDBACK_OVER: 'closedAgain' } },
    refusalShown: {},
    failureShown: {},
    closedAgain: {},
  },
});

// Run as the product page runs it: spawned by the real root (FLOW.OPEN), which shows its login and
// its toast; a flow outside the root's system would reach neither. The page sends only the customer's
// OPEN: the flow follows the session in the root's `auth` itself.
describe('price alert machine (model-based, in the root)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  for (const path of createTestModel(model).getShortestPaths()) {
    it(path.description, async () => {
      const load = controllableActor<PriceAlert[], { currency: string }>();
      const save = controllableActor<SaveOutcome, { productId: string; targetPrice: number; currency: string }>();
      const root = await startedRoot({ signedIn: 'unanswered' });
      root.open('page:price-alert:42', priceAlertMachine.provide({ actors: { loadPriceAlerts: load.logic, savePriceAlert: save.logic } }), { productId: '42', title: TITLE });
      const actor = root.flow('page:price-alert:42') as AnyActorRef;
      expect(actor).toBeDefined();
      const snap = () => actor.getSnapshot();
      await path.test({
        states: {
          checking: () => expect(root.get('auth').getSnapshot().matches({ session: 'checking' })).toBe(true),
          awaitingSession: () => {
            expect(root.openModal()).toBeNull();
            expect(load.calls).toHaveLength(0);
          },
          visitorClosed: () => expect(snap().matches('closed')).toBe(true),
          closed: () => expect(snap().matches('closed')).toBe(true),
          loginOpened: () => {
            expect(snap().matches('closed')).toBe(true);
            expect(root.openModal()).toBe('login');
            expect(snap().context.error).toBeNull();
          },
          loading: () => {
            expect(snap().matches('loading')).toBe(true);
            expect(load.last.input).toEqual({ currency: 'USD' });
          },
          suggested: () => {
            expect(snap().matches('editing')).toBe(true);
            // 5 % below 24.00, the price now.
            expect(snap().context.target).toBe('22.80');
          },
          existingShown: () => {
            expect(snap().matches('editing')).toBe(true);
            expect(snap().context.alert?.id).toBe('7');
            expect(snap().context.target).toBe('19.50');
          },
          typedBad: () => expect(snap().context.error).toBeNull(),
          problemShown: () => {
            expect(snap().matches('editing')).toBe(true);
            expect(snap().context.error).toBe(TARGET_NOT_A_NUMBER);
            expect(save.calls).toHaveLength(0);
          },
          typedGood: () => expect(snap().context.target).toBe('20,5'),
          saving: () => {
            expect(snap().matches('saving')).toBe(true);
            expect(save.last.input).toEqual({ productId: '42', targetPrice: 20.5, currency: 'USD' });
          },
          saved: () => {
            expect(snap().matches('saved')).toBe(true);
            expect(snap().context.alert?.targetPrice.amount).toBe(20.5);
            expect(root.toasts()).toEqual([`success: ${PRICE_ALERT_SAVED}`]);
          },
          refusalShown: () => {
            expect(snap().matches('editing')).toBe(true);
            expect(snap().context.error).toBe('The target price must be at most 10800.00 USD.');
          },
          failureShown: () => {
            expect(snap().matches('editing')).toBe(true);
            expect(snap().context.error).toBe(PRICE_ALERT_ERROR);
            expect(root.toasts()).toEqual([]);
          },
          closedAgain: () => expect(snap().matches('closed')).toBe(true),
        },
        events: {
          ANSWER_CUSTOMER: () => root.answerStartup(true),
          ANSWER_VISITOR: () => root.answerStartup(false),
          OPEN: () => void actor.send({ type: 'OPEN', currency: 'USD', price: 24 }),
          LOADED_NONE: async () => {
            load.last.resolve([alertOf(3, 'Another name')]);
            await flush();
          },
          LOADED_EXISTING: async () => {
            load.last.resolve([alertOf(19.5)]);
            await flush();
          },
          LOAD_SIGNED_OUT: async () => {
            load.last.reject(Object.assign(new Error('signed out'), { response: { status: 200, errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] } }));
            await flush();
          },
          TYPE_BAD: () => void actor.send({ type: 'TARGET.CHANGE', value: '12abc' }),
          TYPE_GOOD: () => void actor.send({ type: 'TARGET.CHANGE', value: '20,5' }),
          SUBMIT: () => void actor.send({ type: 'SUBMIT' }),
          SAVED: async () => {
            save.last.resolve({ saved: true, alert: alertOf(20.5) });
            await flush();
          },
          REFUSED: async () => {
            save.last.resolve({ saved: false, message: 'The target price must be at most 10800.00 USD.' });
            await flush();
          },
          FAILED: async () => {
            save.last.reject(new Error('network down'));
            await flush();
          },
          FEEDBACK_OVER: async () => {
            vi.advanceTimersByTime(3999);
            expect(snap().matches('saved')).toBe(true);
            vi.advanceTimersByTime(1);
          },
          CLOSE: () => void actor.send({ type: 'CLOSE' }),
        },
      });
    });
  }
});

describe('price alert rules', () => {
  it('suggests 5 % below the price, at least a cent', () => {
    expect(defaultTarget(24)).toBe('22.80');
    expect(defaultTarget(10.78)).toBe('10.24');
    expect(defaultTarget(0.01)).toBe('0.01');
  });

  it('says what is wrong with a typed target, in the API\'s order', () => {
    expect(targetProblem(' ')).toBe('Please enter a target price.');
    expect(targetProblem('abc')).toBe('The target price must be a number.');
    expect(targetProblem('-1')).toBe('The target price must be a number.');
    expect(targetProblem('0')).toBe('The target price must be greater than 0.');
    expect(targetProblem('1.234')).toBe('Must have at most 2 decimals');
    expect(targetProblem('1,25')).toBeNull();
    expect(targetProblem('.5')).toBeNull();
  });
});
