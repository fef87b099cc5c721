import { assign, fromPromise, setup } from 'xstate';
import type { ProductCardFieldsFragment, ProductFilter } from './graphql/graphql';
import { gql } from './graphql-client';
import { HomeBestSellersQuery } from './home.queries';

export interface BestSellers {
  cs2: ProductCardFieldsFragment[];
  dota2: ProductCardFieldsFragment[];
}

export interface HomeContext extends BestSellers {
  currency: string;
  failed: boolean;
}

export type HomeEvent = { type: 'CURRENCY.CHANGED'; currency: string } | { type: 'RETRY' };

/** How many best sellers each game's carousel shows. */
export const BEST_SELLERS_LIMIT = 12;

export function bestSellersVariables(currency: string): { cs2: ProductFilter; dota2: ProductFilter } {
  const base: Omit<ProductFilter, 'category'> = { currency, bestSellers: true, sort: 'DESC', page: 1, limit: BEST_SELLERS_LIMIT };
  return { cs2: { ...base, category: 'CS2' }, dota2: { ...base, category: 'DOTA2' } };
}

export const fetchBestSellers = fromPromise<BestSellers, { currency: string }>(async ({ input }) => {
  const data = await gql(HomeBestSellersQuery, bestSellersVariables(input.currency));
  return {
    cs2: data.cs2.__typename === 'ProductPage' ? data.cs2.items : [],
    dota2: data.dota2.__typename === 'ProductPage' ? data.dota2.items : [],
  };
});

export const homeMachine = setup({
  types: {
    context: {} as HomeContext,
    events: {} as HomeEvent,
    input: {} as { currency: string },
  },
  actors: { fetchBestSellers },
  guards: {
    sameCurrency: ({ context }, params: { currency: string }) => context.currency === params.currency,
  },
  actions: {
    setBestSellers: assign((_, params: BestSellers) => ({ cs2: params.cs2, dota2: params.dota2, failed: false })),
    setFailed: assign({ failed: true }),
    setCurrency: assign((_, params: { currency: string }) => ({ currency: params.currency })),
  },
}).createMachine({
  id: 'home',
  context: ({ input }) => ({ currency: input.currency, cs2: [], dota2: [], failed: false }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchBestSellers',
        src: 'fetchBestSellers',
        input: ({ context }) => ({ currency: context.currency }),
        onDone: { target: 'ready', actions: { type: 'setBestSellers', params: ({ event }) => event.output } },
        onError: { target: 'failure', actions: 'setFailed' },
      },
    },
    ready: {},
    failure: { on: { RETRY: 'loading' } },
  },
  on: {
    'CURRENCY.CHANGED': [
      { guard: { type: 'sameCurrency', params: ({ event }) => ({ currency: event.currency }) } },
      { actions: { type: 'setCurrency', params: ({ event }) => ({ currency: event.currency }) }, target: '.loading' },
    ],
  },
});
