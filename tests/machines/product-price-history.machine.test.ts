// The product page's price chart (issue 27), model-based: the real machine with a fake fetch, on
// every path of the model; switching 7/30/90 days asks again for that span.
import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import type { PriceHistoryQuery } from '../../machines/graphql/graphql';
import { priceHistoryMachine, type HistoryDays, type PriceHistoryInput } from '../../machines/catalogue/price-history.machine';
import { controllableActor, flush } from './catalogue-fakes';

type Result = PriceHistoryQuery['priceHistory'];
type FetchInput = PriceHistoryInput & { days: HistoryDays };

const point = (date: string, amount: number) => ({ date, price: { amount, currency: 'USD', symbol: '$' } });
const history = (days: HistoryDays, count: number): Result => ({
  __typename: 'PriceHistory',
  days,
  points: Array.from({ length: count }, (_, i) => point(`2026-11-${String(i + 1).padStart(2, '0')}`, 10 + i)),
});

const historyModel = createMachine({
  id: 'historyModel',
  initial: 'loading30',
  states: {
    loading30: { on: { ANSWER: 'shown30', EMPTY: 'empty', GONE: 'unavailable', NETWORK_ERROR: 'failed' } },
    shown30: { on: { PICK_7: 'loading7', PICK_30: 'shown30' } },
    loading7: { on: { ANSWER: 'shown7' } },
    shown7: { on: { PICK_90: 'loading90' } },
    loading90: { on: { ANSWER: 'shown90' } },
    shown90: {},
    empty: { on: { PICK_90: 'loading90' } },
    unavailable: {},
    failed: { on: { RETRY: 'loading30' } },
  },
});

/** Points each span's answer carries: the chart shows the answer of the span asked for. */
const POINTS: Record<HistoryDays, number> = { 7: 7, 30: 21, 90: 60 };

describe('price history machine (model-based)', () => {
  const paths = createTestModel(historyModel).getShortestPaths();

  for (const path of paths) {
    it(path.description, async () => {
      const fetch = controllableActor<Result, FetchInput>();
      const actor = createActor(priceHistoryMachine.provide({ actors: { fetchPriceHistory: fetch.logic } }), {
        input: { id: '42', currency: 'USD' },
      }).start();
      const snap = () => actor.getSnapshot();
      const loading = (days: HistoryDays) => () => {
        expect(snap().matches('loading')).toBe(true);
        expect(fetch.last.input).toEqual({ id: '42', currency: 'USD', days });
      };
      const shown = (days: HistoryDays) => () => {
        expect(snap().matches('ready')).toBe(true);
        expect(snap().context.days).toBe(days);
        expect(snap().context.points).toHaveLength(POINTS[days]);
      };
      await path.test({
        states: {
          loading30: loading(30),
          loading7: loading(7),
          loading90: loading(90),
          shown30: shown(30),
          shown7: shown(7),
          shown90: shown(90),
          empty: () => {
            expect(snap().matches('ready')).toBe(true);
            expect(snap().context.points).toEqual([]);
          },
          unavailable: () => expect(snap().matches('unavailable')).toBe(true),
          failed: () => expect(snap().matches('failure')).toBe(true),
        },
        events: {
          ANSWER: async () => {
            fetch.last.resolve(history(fetch.last.input.days, POINTS[fetch.last.input.days]));
            await flush();
          },
          EMPTY: async () => {
            fetch.last.resolve(history(30, 0));
            await flush();
          },
          GONE: async () => {
            fetch.last.resolve({ __typename: 'NotFoundError', message: 'Item not found' });
            await flush();
          },
          NETWORK_ERROR: async () => {
            fetch.last.reject(new TypeError('fetch failed'));
            await flush();
          },
          RETRY: async () => void actor.send({ type: 'RETRY' }),
          PICK_7: async () => void actor.send({ type: 'DAYS.SELECT', days: 7 }),
          PICK_90: async () => void actor.send({ type: 'DAYS.SELECT', days: 90 }),
          PICK_30: async () => {
            // The span already shown: nothing is asked again.
            const asked = fetch.calls.length;
            actor.send({ type: 'DAYS.SELECT', days: 30 });
            expect(fetch.calls).toHaveLength(asked);
          },
        },
      });
    });
  }
});
