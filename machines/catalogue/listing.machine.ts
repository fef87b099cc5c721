import { assign, setup } from 'xstate';
import type { ProductCardFieldsFragment } from '../graphql/graphql';
import { fetchFilterOptions, fetchProducts, type HeldListing, type ListingPage } from './listing.actors';
import {
  ALL,
  EMPTY_FILTER_OPTIONS,
  PAINT_SEED_MAX,
  clampFloat,
  clampPrice,
  defaultFilters,
  forCategory,
  gameOf,
  toProductFilter,
  type FilterGroup,
  type FilterOptions,
  type ListingCategory,
  type ListingFilters,
  type ListingGame,
  type SortOrder,
  type TraderFlag,
} from './listing.filters';
import { canonicalListingUrl, filtersFromUrl, listingUrl } from './listing.url';
import { followCurrency } from '../app/flow-system';
import { navigateTo, scrollToTop } from '../navigation/navigation.browser';

export interface ListingContext {
  filters: ListingFilters;
  currency: string;
  options: FilterOptions;
  /** The category the filter options were loaded for. */
  optionsFor: ListingCategory | null;
  items: ProductCardFieldsFragment[];
  total: number;
  /** A search that found nothing: the market name closest to it ("Did you mean …"), else null. */
  suggestion: string | null;
  error: string | null;
  /** The URL the machine last wrote or read; the router's echo of it is not a change. */
  syncedUrl: string;
  /** The first page, when it was already here as the listing opened (taken by the first fetch). */
  heldPage: ListingPage | null;
}

export interface ListingInput {
  category?: string;
  type?: string;
  /** The query string (without "?"): search, price range, filters, sort and page. */
  search?: string;
  currency: string;
  /** Asked once, as the listing opens: what is already here for these filters, so nothing is asked twice. */
  held?: (filters: ListingFilters, currency: string) => HeldListing;
}

export type ListingEvent =
  | { type: 'ROUTE.CHANGED'; category?: string; itemType?: string; search?: string }
  | { type: 'GAME.SELECT'; game: ListingGame }
  | { type: 'TYPE.SELECT'; itemType: string }
  | { type: 'FILTER.SELECT'; group: FilterGroup; value: string | null }
  | { type: 'PRICE.CHANGE'; from: number; till: number }
  | { type: 'SEARCH.CHANGE'; search: string }
  | { type: 'SORT.TOGGLE' }
  | { type: 'SORT.SELECT'; sort: SortOrder }
  /** A typed wear range (debounced); null leaves that end open. */
  | { type: 'FLOAT.CHANGE'; from: number | null; till: number | null }
  /** An exterior's wear range picked in one click (not debounced). */
  | { type: 'FLOAT.PRESET'; from: number | null; till: number | null }
  | { type: 'PATTERN.CHANGE'; paintSeed: number | null }
  | { type: 'STICKER.CHANGE'; sticker: string }
  | { type: 'FLAG.SET'; flag: TraderFlag; value: boolean }
  | { type: 'PAGE.SELECT'; page: number }
  | { type: 'FILTERS.CLEAR' }
  | { type: 'CURRENCY.CHANGED'; currency: string }
  | { type: 'RETRY' };

export const LISTING_ERROR = 'An error occurred. Please try again later.';

const clearedSubFilters = (f: ListingFilters): ListingFilters => ({
  ...f,
  quality: null,
  hero: null,
  exteriorName: null,
  itemClass: null,
  page: 1,
});

/** A wear range as the API takes it: each end 0 to 1, the lower end first. */
function floatRange(from: number | null, till: number | null): { floatFrom: number | null; floatTill: number | null } {
  const low = from === null || !Number.isFinite(from) ? null : clampFloat(from);
  const high = till === null || !Number.isFinite(till) ? null : clampFloat(till);
  if (low !== null && high !== null && low > high) return { floatFrom: high, floatTill: low };
  return { floatFrom: low, floatTill: high };
}

function patternOf(seed: number | null): number | null {
  return seed !== null && Number.isInteger(seed) && seed >= 0 && seed <= PAINT_SEED_MAX ? seed : null;
}

export const listingMachine = setup({
  types: {
    context: {} as ListingContext,
    events: {} as ListingEvent,
    input: {} as ListingInput,
  },
  actors: { fetchFilterOptions, fetchProducts, followCurrency },
  delays: {
    /** Spec §9: search and price filters are debounced 300 ms. */
    debounce: 300,
  },
  guards: {
    /** The URL shows what the machine already holds (or is the router's echo of the machine's own write). */
    urlUnchanged: ({ context }, params: { url: string }) =>
      params.url === context.syncedUrl || params.url === listingUrl(context.filters),
    gameUnchanged: ({ context }, params: { game: ListingGame }) => gameOf(context.filters.category) === params.game,
    typeUnchanged: ({ context }, params: { type: string }) => context.filters.type === params.type.toLowerCase(),
    pageUnchanged: ({ context }, params: { page: number }) => context.filters.page === params.page || params.page < 1,
    sortUnchanged: ({ context }, params: { sort: SortOrder }) => context.filters.sort === params.sort,
    currencyUnchanged: ({ context }, params: { currency: string }) => context.currency === params.currency,
    optionsMissing: ({ context }) => context.optionsFor !== context.filters.category,
    pageHeld: ({ context }) => context.heldPage !== null,
  },
  actions: {
    /** Reload, Back/Forward, a shared link or a header link: the URL is the whole listing state. */
    applyUrl: assign((_, params: { filters: ListingFilters }) => ({
      filters: params.filters,
      syncedUrl: listingUrl(params.filters),
    })),
    selectGame: assign(({ context }, params: { game: ListingGame }) => ({
      filters: forCategory({ ...clearedSubFilters(context.filters), category: params.game, type: ALL }),
    })),
    selectType: assign(({ context }, params: { type: string }) => ({
      filters: { ...context.filters, type: params.type.toLowerCase(), page: 1 },
    })),
    selectFilter: assign(({ context }, params: { group: FilterGroup; value: string | null }) => ({
      filters: { ...context.filters, [params.group]: params.value, page: 1 },
    })),
    changePrice: assign(({ context }, params: { from: number; till: number }) => ({
      filters: { ...context.filters, priceFrom: clampPrice(params.from), priceTill: clampPrice(params.till), page: 1 },
    })),
    changeSearch: assign(({ context }, params: { search: string }) => ({
      filters: { ...context.filters, search: params.search, page: 1 },
    })),
    toggleSort: assign(({ context }) => ({
      filters: { ...context.filters, sort: context.filters.sort === 'ASC' ? ('DESC' as const) : ('ASC' as const), page: 1 },
    })),
    selectSort: assign(({ context }, params: { sort: SortOrder }) => ({
      filters: { ...context.filters, sort: params.sort, page: 1 },
    })),
    changeFloat: assign(({ context }, params: { from: number | null; till: number | null }) => ({
      filters: { ...context.filters, ...floatRange(params.from, params.till), page: 1 },
    })),
    changePattern: assign(({ context }, params: { paintSeed: number | null }) => ({
      filters: { ...context.filters, paintSeed: patternOf(params.paintSeed), page: 1 },
    })),
    changeSticker: assign(({ context }, params: { sticker: string }) => ({
      filters: { ...context.filters, sticker: params.sticker, page: 1 },
    })),
    setFlag: assign(({ context }, params: { flag: TraderFlag; value: boolean }) => ({
      filters: { ...context.filters, [params.flag]: params.value, page: 1 },
    })),
    selectPage: assign(({ context }, params: { page: number }) => ({
      filters: { ...context.filters, page: params.page },
    })),
    clearFilters: assign(({ context }) => ({
      filters: defaultFilters(context.filters.category),
    })),
    setCurrency: assign((_, params: { currency: string }) => ({ currency: params.currency })),
    setOptions: assign(({ context }, params: { options: FilterOptions }) => ({
      options: params.options,
      optionsFor: context.filters.category,
    })),
    setPage: assign((_, params: ListingPage) => ({ items: params.items, total: params.total, suggestion: params.suggestion ?? null, error: null })),
    takeHeldPage: assign(({ context }) => ({
      items: context.heldPage!.items,
      total: context.heldPage!.total,
      suggestion: context.heldPage!.suggestion ?? null,
      error: null,
      heldPage: null,
    })),
    setError: assign(() => ({ items: [], total: 0, suggestion: null, error: LISTING_ERROR })),
    /** A new page of results starts at the top, like a new route. */
    scrollToTop: () => scrollToTop(),
    /** Recorded before a URL is written, so the router's echo of it is not taken for a change. */
    rememberUrl: assign(({ context }) => ({ syncedUrl: listingUrl(context.filters) })),
    /** A visitor's change gets a history entry (so Back undoes it), unless the address is already there. */
    pushUrl: ({ context }) => navigateTo(listingUrl(context.filters), { unlessThere: true }),
    /** The address bar shows the canonical spelling of the URL it was given (no history entry). */
    replaceUrl: ({ context }) => navigateTo(context.syncedUrl, { replace: true, unlessThere: true }),
  },
}).createMachine({
  id: 'listing',
  // The customer's currency, heard from `preferences` (the root spawns this flow as 'page:listing').
  invoke: { src: 'followCurrency', input: ({ context }) => ({ currency: context.currency }) },
  context: ({ input }) => {
    const filters = filtersFromUrl(input.category, input.type, input.search ?? '');
    const held = input.held?.(filters, input.currency) ?? {};
    return {
      filters,
      currency: input.currency,
      options: held.options ?? EMPTY_FILTER_OPTIONS,
      optionsFor: held.options ? filters.category : null,
      items: [],
      total: 0,
      suggestion: null,
      error: null,
      syncedUrl: listingUrl(filters),
      heldPage: held.options && held.page ? held.page : null,
    };
  },
  initial: 'fetch',
  states: {
    /**
     * Filter options depend on the category; load them first when the category changed. A first page
     * already here (it came with the page) is shown at once, without a loading state in between.
     */
    fetch: {
      always: [
        { guard: 'pageHeld', target: 'ready', actions: 'takeHeldPage' },
        { guard: 'optionsMissing', target: 'loadingOptions' },
        { target: 'loading' },
      ],
    },
    loadingOptions: {
      invoke: {
        id: 'fetchFilterOptions',
        src: 'fetchFilterOptions',
        input: ({ context }) => ({ category: context.filters.category }),
        onDone: { target: 'loading', actions: { type: 'setOptions', params: ({ event }) => ({ options: event.output }) } },
        // Without options the listing still works; the groups just stay empty.
        onError: { target: 'loading', actions: { type: 'setOptions', params: { options: EMPTY_FILTER_OPTIONS } } },
      },
    },
    debouncing: {
      after: { debounce: { target: 'fetch', actions: ['rememberUrl', 'pushUrl'] } },
    },
    loading: {
      invoke: {
        id: 'fetchProducts',
        src: 'fetchProducts',
        input: ({ context }) => ({ filter: toProductFilter(context.filters, context.currency, context.options) }),
        onDone: { target: 'ready', actions: { type: 'setPage', params: ({ event }) => event.output } },
        onError: { target: 'failure', actions: 'setError' },
      },
    },
    ready: {},
    failure: {
      on: {
        RETRY: 'fetch',
      },
    },
  },
  on: {
    'ROUTE.CHANGED': [
      {
        guard: {
          type: 'urlUnchanged',
          params: ({ event }) => ({ url: canonicalListingUrl(event.category, event.itemType, event.search ?? '') }),
        },
        actions: 'replaceUrl',
      },
      {
        actions: [
          {
            type: 'applyUrl',
            params: ({ event }) => ({ filters: filtersFromUrl(event.category, event.itemType, event.search ?? '') }),
          },
          'replaceUrl',
        ],
        target: '.fetch',
      },
    ],
    'GAME.SELECT': [
      { guard: { type: 'gameUnchanged', params: ({ event }) => ({ game: event.game }) } },
      {
        actions: [{ type: 'selectGame', params: ({ event }) => ({ game: event.game }) }, 'rememberUrl', 'pushUrl'],
        target: '.fetch',
      },
    ],
    'TYPE.SELECT': [
      { guard: { type: 'typeUnchanged', params: ({ event }) => ({ type: event.itemType }) } },
      {
        actions: [{ type: 'selectType', params: ({ event }) => ({ type: event.itemType }) }, 'rememberUrl', 'pushUrl'],
        target: '.fetch',
      },
    ],
    'FILTER.SELECT': {
      actions: [{ type: 'selectFilter', params: ({ event }) => ({ group: event.group, value: event.value }) }, 'rememberUrl', 'pushUrl'],
      target: '.fetch',
    },
    'PRICE.CHANGE': {
      actions: { type: 'changePrice', params: ({ event }) => ({ from: event.from, till: event.till }) },
      target: '.debouncing',
    },
    'SEARCH.CHANGE': {
      actions: { type: 'changeSearch', params: ({ event }) => ({ search: event.search }) },
      target: '.debouncing',
    },
    'SORT.TOGGLE': { actions: ['toggleSort', 'rememberUrl', 'pushUrl'], target: '.fetch' },
    'SORT.SELECT': [
      { guard: { type: 'sortUnchanged', params: ({ event }) => ({ sort: event.sort }) } },
      { actions: [{ type: 'selectSort', params: ({ event }) => ({ sort: event.sort }) }, 'rememberUrl', 'pushUrl'], target: '.fetch' },
    ],
    'FLOAT.CHANGE': {
      actions: { type: 'changeFloat', params: ({ event }) => ({ from: event.from, till: event.till }) },
      target: '.debouncing',
    },
    'FLOAT.PRESET': {
      actions: [{ type: 'changeFloat', params: ({ event }) => ({ from: event.from, till: event.till }) }, 'rememberUrl', 'pushUrl'],
      target: '.fetch',
    },
    'PATTERN.CHANGE': {
      actions: { type: 'changePattern', params: ({ event }) => ({ paintSeed: event.paintSeed }) },
      target: '.debouncing',
    },
    'STICKER.CHANGE': {
      actions: { type: 'changeSticker', params: ({ event }) => ({ sticker: event.sticker }) },
      target: '.debouncing',
    },
    'FLAG.SET': {
      actions: [{ type: 'setFlag', params: ({ event }) => ({ flag: event.flag, value: event.value }) }, 'rememberUrl', 'pushUrl'],
      target: '.fetch',
    },
    'PAGE.SELECT': [
      { guard: { type: 'pageUnchanged', params: ({ event }) => ({ page: event.page }) } },
      {
        actions: [{ type: 'selectPage', params: ({ event }) => ({ page: event.page }) }, 'rememberUrl', 'pushUrl', 'scrollToTop'],
        target: '.fetch',
      },
    ],
    'FILTERS.CLEAR': { actions: ['clearFilters', 'rememberUrl', 'pushUrl'], target: '.fetch' },
    'CURRENCY.CHANGED': [
      { guard: { type: 'currencyUnchanged', params: ({ event }) => ({ currency: event.currency }) } },
      { actions: { type: 'setCurrency', params: ({ event }) => ({ currency: event.currency }) }, target: '.fetch' },
    ],
  },
});
