// The product page's price chart (issue 27): the daily price of the product's market name over 7, 30
// or 90 days; choosing another span asks again. Invoked by the product-detail machine while its
// product is shown, so another product or currency starts a new one.
import { assign, fromPromise, setup } from 'xstate';
import type { PriceHistoryQuery as PriceHistoryAnswer } from '../graphql/graphql';
import { gql } from '../graphql-client/graphql-client';
import { PriceHistoryQuery } from './price-history.queries';

export type HistoryDays = 7 | 30 | 90;
export const HISTORY_DAYS: readonly HistoryDays[] = [7, 30, 90];
export const DEFAULT_HISTORY_DAYS: HistoryDays = 30;

type HistoryResult = PriceHistoryAnswer['priceHistory'];
export type PricePoint = Extract<HistoryResult, { __typename: 'PriceHistory' }>['points'][number];

export interface PriceHistoryInput {
  id: string;
  currency: string;
}

export interface PriceHistoryContext extends PriceHistoryInput {
  days: HistoryDays;
  points: PricePoint[];
}

export type PriceHistoryEvent = { type: 'DAYS.SELECT'; days: HistoryDays } | { type: 'RETRY' };

export const fetchPriceHistory = fromPromise<HistoryResult, PriceHistoryInput & { days: HistoryDays }>(async ({ input }) => {
  const data = await gql(PriceHistoryQuery, { id: input.id, days: input.days, currency: input.currency });
  return data.priceHistory;
});

export const priceHistoryMachine = setup({
  types: {
    context: {} as PriceHistoryContext,
    events: {} as PriceHistoryEvent,
    input: {} as PriceHistoryInput,
  },
  actors: { fetchPriceHistory },
  guards: {
    isHistory: (_, result: HistoryResult) => result.__typename === 'PriceHistory',
    sameDays: ({ context }, params: { days: HistoryDays }) => context.days === params.days,
  },
  actions: {
    setPoints: assign((_, result: HistoryResult) => ({ points: result.__typename === 'PriceHistory' ? result.points : [] })),
    setDays: assign((_, params: { days: HistoryDays }) => ({ days: params.days })),
  },
}).createMachine({
  id: 'priceHistory',
  context: ({ input }) => ({ id: input.id, currency: input.currency, days: DEFAULT_HISTORY_DAYS, points: [] }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchPriceHistory',
        src: 'fetchPriceHistory',
        input: ({ context }) => ({ id: context.id, currency: context.currency, days: context.days }),
        onDone: [
          { guard: { type: 'isHistory', params: ({ event }) => event.output }, target: 'ready', actions: { type: 'setPoints', params: ({ event }) => event.output } },
          // An item sold or removed since the page opened has no history to show.
          { target: 'unavailable' },
        ],
        onError: 'failure',
      },
    },
    ready: {},
    unavailable: {},
    failure: { on: { RETRY: 'loading' } },
  },
  on: {
    'DAYS.SELECT': [
      { guard: { type: 'sameDays', params: ({ event }) => ({ days: event.days }) } },
      { actions: { type: 'setDays', params: ({ event }) => ({ days: event.days }) }, target: '.loading' },
    ],
  },
});
