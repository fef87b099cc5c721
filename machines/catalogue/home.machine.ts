import { followCurrency } from '../app/flow-system';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { assign, fromPromise, setup } from 'xstate';
import type { ProductCardFieldsFragment } from '../graphql/graphql';
import { gql, takeAnswerInHand } from '../graphql-client/graphql-client';
import { HomeBestSellersQuery, bestSellersVariables } from './home.queries';

export interface BestSellers {
  cs2: ProductCardFieldsFragment[];
  dota2: ProductCardFieldsFragment[];
}

export interface HomeContext extends BestSellers {
  currency: string;
  failed: boolean;
  /** The best sellers already in hand when the page opened (they came with it), taken on start. */
  held: BestSellers | null;
}

export interface HomeInput {
  currency: string;
  held?: (currency: string) => BestSellers | undefined;
}

export type HomeEvent = { type: 'CURRENCY.CHANGED'; currency: string } | { type: 'RETRY' };

function toBestSellers(data: ResultOf<typeof HomeBestSellersQuery>): BestSellers {
  return {
    cs2: data.cs2.__typename === 'ProductPage' ? data.cs2.items : [],
    dota2: data.dota2.__typename === 'ProductPage' ? data.dota2.items : [],
  };
}

export const fetchBestSellers = fromPromise<BestSellers, { currency: string }>(async ({ input }) =>
  toBestSellers(await gql(HomeBestSellersQuery, bestSellersVariables(input.currency))),
);

/** The best sellers the first view already holds (they came with the page: machines/first-view/first-view.ts), if any. */
export function heldBestSellers(currency: string): BestSellers | undefined {
  const held = takeAnswerInHand(HomeBestSellersQuery, bestSellersVariables(currency));
  return held && toBestSellers(held.data);
}

export const homeMachine = setup({
  types: {
    context: {} as HomeContext,
    events: {} as HomeEvent,
    input: {} as HomeInput,
  },
  actors: { fetchBestSellers, followCurrency },
  guards: {
    sameCurrency: ({ context }, params: { currency: string }) => context.currency === params.currency,
    bestSellersHeld: ({ context }) => context.held !== null,
  },
  actions: {
    setBestSellers: assign((_, params: BestSellers) => ({ cs2: params.cs2, dota2: params.dota2, failed: false })),
    takeHeldBestSellers: assign(({ context }) => ({ cs2: context.held!.cs2, dota2: context.held!.dota2, held: null })),
    setFailed: assign({ failed: true }),
    setCurrency: assign((_, params: { currency: string }) => ({ currency: params.currency })),
  },
}).createMachine({
  id: 'home',
  // The customer's currency, heard from `preferences` (the root spawns this flow as 'page:home').
  invoke: { src: 'followCurrency', input: ({ context }) => ({ currency: context.currency }) },
  context: ({ input }) => ({ currency: input.currency, cs2: [], dota2: [], failed: false, held: input.held?.(input.currency) ?? null }),
  initial: 'opening',
  states: {
    /** Best sellers already here are shown at once, without a loading state in between. */
    opening: {
      always: [{ guard: 'bestSellersHeld', target: 'ready', actions: 'takeHeldBestSellers' }, { target: 'loading' }],
    },
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
