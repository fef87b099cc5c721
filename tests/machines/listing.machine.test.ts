import { createTestModel } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMachine } from 'xstate';
import type { ProductFilter } from '../../machines/graphql/graphql';
import { LISTING_ERROR } from '../../machines/catalogue/listing.machine';
import { flush } from './catalogue-fakes';
import { OPTIONS, item, start, type Sut } from './listing-fixtures';

/**
 * The abstract model of the listing flow: what the user and the server can do, and where the
 * page must end up. The real machine runs beside it with fake actors.
 */
const listingModel = createMachine({
  id: 'listingModel',
  initial: 'loadingOptions',
  states: {
    loadingOptions: {
      on: { OPTIONS_LOADED: 'loading', OPTIONS_FAILED: 'loading' },
    },
    loading: {
      on: { PRODUCTS_LOADED: 'ready', PRODUCTS_EMPTY: 'empty', PRODUCTS_FAILED: 'failure', SEARCH: 'debouncing' },
    },
    debouncing: {
      on: { DEBOUNCE_ELAPSED: 'loading', SEARCH: 'debouncing' },
    },
    ready: {
      on: {
        SEARCH: 'debouncing',
        PRICE: 'debouncing',
        SORT: 'loading',
        NEXT_PAGE: 'loading',
        FILTER: 'loading',
        TYPE: 'loading',
        GAME: 'loadingOptions',
        CURRENCY: 'loading',
        SAME_ROUTE: 'ready',
      },
    },
    empty: {
      on: { CLEAR: 'loading' },
    },
    failure: {
      on: { RETRY: 'loading' },
    },
  },
});

describe('listing machine (model-based)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const model = createTestModel(listingModel);
  // States are told apart by the transition that reached them, so the shortest paths take every
  // transition of the model at least once.
  const paths = model.getShortestPaths();

  it('generates paths through every state', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((step) => JSON.stringify(step.state.value))));
    expect(reached).toEqual(
      new Set(['loadingOptions', 'loading', 'debouncing', 'ready', 'empty', 'failure'].map((s) => JSON.stringify(s))),
    );
  });

  for (const path of paths) {
    it(path.description, async () => {
      const sut: Sut = start({ category: 'cs2', type: 'all' });
      let fetchesBefore = 0;
      let debounced: Partial<ProductFilter> = {};
      const snapshot = () => sut.actor.getSnapshot();
      const countBeforeEvent = () => {
        fetchesBefore = sut.products.calls.length;
      };

      await path.test({
        states: {
          loadingOptions: () => {
            expect(snapshot().matches('loadingOptions')).toBe(true);
            expect(sut.options.last.input.category).toBe(snapshot().context.filters.category);
          },
          loading: () => {
            expect(snapshot().matches('loading')).toBe(true);
            const filter = sut.products.last.input.filter;
            const { filters, currency } = snapshot().context;
            expect(filter.currency).toBe(currency);
            expect(filter.sort).toBe(filters.sort);
            expect(filter.page).toBe(filters.page);
            expect(filter.limit).toBe(15);
          },
          debouncing: () => {
            expect(snapshot().matches('debouncing')).toBe(true);
            // Nothing is fetched while the user is still typing.
            expect(sut.products.calls.length).toBe(fetchesBefore);
          },
          ready: () => {
            expect(snapshot().matches('ready')).toBe(true);
            // The page the server sent, with its total for the pagination.
            expect(snapshot().context.items.map((i) => i.id)).toEqual(['1', '2']);
            expect(snapshot().context.total).toBe(31);
            expect(snapshot().context.error).toBeNull();
          },
          empty: () => {
            expect(snapshot().matches('ready')).toBe(true);
            expect(snapshot().context.total).toBe(0);
          },
          failure: () => {
            expect(snapshot().matches('failure')).toBe(true);
            expect(snapshot().context.error).toBe(LISTING_ERROR);
          },
        },
        events: {
          OPTIONS_LOADED: async () => {
            sut.options.last.resolve(OPTIONS);
            await flush();
          },
          OPTIONS_FAILED: async () => {
            sut.options.last.reject(new Error('down'));
            await flush();
          },
          PRODUCTS_LOADED: async () => {
            sut.products.last.resolve({ items: [item('1'), item('2')], total: 31 });
            await flush();
          },
          PRODUCTS_EMPTY: async () => {
            sut.products.last.resolve({ items: [], total: 0 });
            await flush();
          },
          PRODUCTS_FAILED: async () => {
            sut.products.last.reject(new Error('down'));
            await flush();
          },
          SEARCH: async () => {
            countBeforeEvent();
            sut.actor.send({ type: 'SEARCH.CHANGE', search: 'redline' });
            debounced = { ...debounced, search: 'redline' };
          },
          PRICE: async () => {
            countBeforeEvent();
            sut.actor.send({ type: 'PRICE.CHANGE', from: 10, till: 500 });
            debounced = { ...debounced, priceFrom: 10, priceTill: 500 };
          },
          DEBOUNCE_ELAPSED: async () => {
            await vi.advanceTimersByTimeAsync(299);
            expect(snapshot().matches('debouncing')).toBe(true);
            await vi.advanceTimersByTimeAsync(1);
            expect(sut.products.calls.length).toBe(fetchesBefore + 1);
            expect(sut.products.last.input.filter).toMatchObject(debounced);
          },
          SORT: async () => {
            const before = snapshot().context.filters.sort;
            sut.actor.send({ type: 'SORT.TOGGLE' });
            expect(sut.products.last.input.filter.sort).toBe(before === 'ASC' ? 'DESC' : 'ASC');
          },
          NEXT_PAGE: async () => {
            sut.actor.send({ type: 'PAGE.SELECT', page: 2 });
            expect(sut.products.last.input.filter.page).toBe(2);
          },
          FILTER: async () => {
            sut.actor.send({ type: 'FILTER.SELECT', group: 'quality', value: 'Covert' });
            expect(sut.products.last.input.filter.quality).toBe('Covert');
          },
          TYPE: async () => {
            sut.actor.send({ type: 'TYPE.SELECT', itemType: 'Sniper Rifle' });
            expect(sut.navigations.at(-1)).toBe('/products/cs2/sniper%20rifle');
            expect(sut.products.last.input.filter.type).toBe(
              snapshot().context.optionsFor ? resolveExpectedType(snapshot().context.options.types) : 'sniper rifle',
            );
          },
          GAME: async () => {
            sut.actor.send({ type: 'GAME.SELECT', game: 'dota2' });
            expect(sut.navigations.at(-1)).toBe('/products/dota2/all');
          },
          CURRENCY: async () => {
            sut.actor.send({ type: 'CURRENCY.CHANGED', currency: 'USD' });
            expect(sut.products.last.input.filter.currency).toBe('USD');
          },
          SAME_ROUTE: async () => {
            const calls = sut.products.calls.length;
            const { category, type } = snapshot().context.filters;
            sut.actor.send({ type: 'ROUTE.CHANGED', category: category.toUpperCase(), itemType: type });
            expect(sut.products.calls.length).toBe(calls);
          },
          CLEAR: async () => {
            sut.actor.send({ type: 'FILTERS.CLEAR' });
          },
          RETRY: async () => {
            sut.actor.send({ type: 'RETRY' });
          },
        },
      });
      sut.actor.stop();
    });
  }
});

function resolveExpectedType(types: string[]): string {
  return types.includes('Sniper Rifle') ? 'Sniper Rifle' : 'sniper rifle';
}

describe('listing machine: a first view that came with the page', () => {
  const PAGE = { items: [item('1'), item('2')], total: 2 };

  it('starts with its options and first page: shown at once, nothing asked; the next change asks as usual', () => {
    const asked: string[] = [];
    const sut = start({
      category: 'cs2',
      type: 'all',
      held: (filters, currency) => (asked.push(`${filters.category} ${filters.type} ${currency}`), { options: OPTIONS, page: PAGE }),
    });
    expect(asked).toEqual(['cs2 all EUR']);
    expect(sut.actor.getSnapshot().matches('ready')).toBe(true);
    expect(sut.actor.getSnapshot().context).toMatchObject({ items: PAGE.items, total: 2, options: OPTIONS, heldPage: null });
    expect(sut.options.calls).toHaveLength(0);
    expect(sut.products.calls).toHaveLength(0);
    sut.actor.send({ type: 'SORT.TOGGLE' });
    expect(sut.options.calls).toHaveLength(0);
    expect(sut.products.last.input.filter.sort).toBe('DESC');
  });

  it('with only its options here, asks for the page alone', () => {
    const sut = start({ category: 'cs2', type: 'all', held: () => ({ options: OPTIONS }) });
    expect(sut.actor.getSnapshot().matches('loading')).toBe(true);
    expect(sut.options.calls).toHaveLength(0);
    expect(sut.products.calls).toHaveLength(1);
  });

  it('a page without its options is not taken: the options come first, as always', () => {
    const sut = start({ category: 'cs2', type: 'all', held: () => ({ page: PAGE }) });
    expect(sut.actor.getSnapshot().matches('loadingOptions')).toBe(true);
    expect(sut.actor.getSnapshot().context.items).toEqual([]);
  });
});
