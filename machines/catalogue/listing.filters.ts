import { MAX_PRICE_FILTER } from '../../contract/rules/money';
import type { GameCategory, ProductFilter } from '../graphql/graphql';

/** The first path segment of /products/{category}/{type}. */
export type ListingCategory = 'all' | 'new-arrivals' | 'cs2' | 'dota2';
export type ListingGame = 'all' | 'cs2' | 'dota2';
export type SortOrder = 'ASC' | 'DESC' | 'DISCOUNT' | 'NEWEST' | 'FLOAT_ASC' | 'FLOAT_DESC';
/** The toolbar's order of the sorts; the float sorts only where CS2 items are listed. */
export const SORT_ORDERS: readonly SortOrder[] = ['ASC', 'DESC', 'DISCOUNT', 'NEWEST', 'FLOAT_ASC', 'FLOAT_DESC'];
const FLOAT_SORTS: readonly SortOrder[] = ['FLOAT_ASC', 'FLOAT_DESC'];
/** Yes/no trader filters (CS2): StatTrak™, Souvenir, has stickers. */
export type TraderFlag = 'statTrak' | 'souvenir' | 'hasStickers';
/** Filter groups that are radio choices inside the page (not part of the URL). */
export type FilterGroup = 'quality' | 'hero' | 'exteriorName' | 'itemClass';

export const PAGE_SIZE = 15;
export const PRICE_MIN = 0;
/** Spec §6: the price range's top, as the API's query allows it. */
export const PRICE_MAX = MAX_PRICE_FILTER;
export const ALL = 'all';

export interface ListingFilters {
  category: ListingCategory;
  /** 'all' or a lower-cased type as it appears in the URL. */
  type: string;
  quality: string | null;
  hero: string | null;
  exteriorName: string | null;
  itemClass: string | null;
  priceFrom: number;
  priceTill: number;
  search: string;
  sort: SortOrder;
  page: number;
  // Issue 27, CS2 only: wear range (null: no bound), pattern seed, the marks and stickers.
  floatFrom: number | null;
  floatTill: number | null;
  paintSeed: number | null;
  statTrak: boolean;
  souvenir: boolean;
  hasStickers: boolean;
  /** Part of an applied sticker's or charm's name; '' for any. */
  sticker: string;
}

export interface FilterOptions {
  types: string[];
  qualities: string[];
  heroes: string[];
  exteriorNames: string[];
  classes: string[];
}

export const EMPTY_FILTER_OPTIONS: FilterOptions = {
  types: [],
  qualities: [],
  heroes: [],
  exteriorNames: [],
  classes: [],
};

const CATEGORIES: readonly ListingCategory[] = ['all', 'new-arrivals', 'cs2', 'dota2'];

const NO_TRADER_FILTERS = {
  floatFrom: null,
  floatTill: null,
  paintSeed: null,
  statTrak: false,
  souvenir: false,
  hasStickers: false,
  sticker: '',
} satisfies Partial<ListingFilters>;

export function defaultFilters(category: ListingCategory = 'all', type: string = ALL): ListingFilters {
  return {
    category,
    type,
    quality: null,
    hero: null,
    exteriorName: null,
    itemClass: null,
    priceFrom: PRICE_MIN,
    priceTill: PRICE_MAX,
    search: '',
    sort: 'ASC',
    page: 1,
    ...NO_TRADER_FILTERS,
  };
}

/** Float, pattern, marks and stickers are CS2's: the Dota 2 listing has none of them (nor the float sorts). */
export function hasTraderFilters(category: ListingCategory): boolean {
  return category !== 'dota2';
}

/** The filters a category can hold: a Dota 2 listing drops the CS2-only ones. */
export function forCategory(filters: ListingFilters): ListingFilters {
  if (hasTraderFilters(filters.category)) return filters;
  return { ...filters, ...NO_TRADER_FILTERS, sort: FLOAT_SORTS.includes(filters.sort) ? 'ASC' : filters.sort };
}

/** The sorts the toolbar offers for a category. */
export function sortOrdersFor(category: ListingCategory): readonly SortOrder[] {
  return hasTraderFilters(category) ? SORT_ORDERS : SORT_ORDERS.filter((sort) => !FLOAT_SORTS.includes(sort));
}

/** Highest pattern seed Steam gives a skin. */
export const PAINT_SEED_MAX = 1000;

/** A wear bound: 0 to 1, four decimals at most (traders quote floats to four). */
export function clampFloat(value: number): number {
  return Math.min(1, Math.max(0, Math.round(value * 10_000) / 10_000));
}

/** Whether /products/{category} names a listing (no category means all). */
export function isListingCategory(category: string | undefined): boolean {
  return category === undefined || (CATEGORIES as readonly string[]).includes(safeDecode(category).trim().toLowerCase());
}

/** URL params → the route part of the filters; lower-cased, unknown categories read as 'all'. */
export function normalizeRoute(category?: string, type?: string): { category: ListingCategory; type: string } {
  const c = safeDecode(category ?? '').trim().toLowerCase();
  const t = safeDecode(type ?? '').trim().toLowerCase();
  return {
    category: (CATEGORIES as readonly string[]).includes(c) ? (c as ListingCategory) : 'all',
    type: t === '' ? ALL : t,
  };
}

/** The canonical listing URL for a category and type. */
export function listingPath(category: ListingCategory, type: string = ALL): string {
  const t = type.toLowerCase();
  if (t === ALL && (category === 'all' || category === 'new-arrivals')) return `/products/${category}`;
  return `/products/${category}/${encodeURIComponent(t)}`;
}

export function gameOf(category: ListingCategory): ListingGame {
  return category === 'cs2' || category === 'dota2' ? category : 'all';
}

export function toGameCategory(category: ListingCategory): GameCategory | undefined {
  if (category === 'cs2') return 'CS2';
  if (category === 'dota2') return 'DOTA2';
  return undefined;
}

/** A value's spelling in the filter data (the URL holds it lower-cased). */
export function resolveType(type: string, types: readonly string[]): string {
  const wanted = type.toLowerCase();
  return types.find((t) => t.toLowerCase() === wanted) ?? type;
}

/** A price bound in major units of the display currency: 0 to 10000, at most two decimals (cents). */
export function clampPrice(value: number): number {
  if (!Number.isFinite(value)) return PRICE_MIN;
  return Math.min(PRICE_MAX, Math.max(PRICE_MIN, Math.round(value * 100) / 100));
}

/** The GraphQL filter for the current state; defaults are left out so the server applies its own. */
export function toProductFilter(filters: ListingFilters, currency: string, options: FilterOptions): ProductFilter {
  const filter: ProductFilter = {
    currency,
    sort: filters.sort,
    page: filters.page,
    limit: PAGE_SIZE,
  };
  const category = toGameCategory(filters.category);
  if (category) filter.category = category;
  if (filters.category === 'new-arrivals') filter.newArrivals = true;
  if (filters.type !== ALL) filter.type = resolveType(filters.type, options.types);
  // Values read from the (lower-cased) URL go out in the filter data's spelling.
  if (filters.quality) filter.quality = resolveType(filters.quality, options.qualities);
  if (filters.hero) filter.hero = resolveType(filters.hero, options.heroes);
  if (filters.exteriorName) filter.exteriorName = resolveType(filters.exteriorName, options.exteriorNames);
  if (filters.itemClass) filter.itemClass = resolveType(filters.itemClass, options.classes);
  if (filters.priceFrom !== PRICE_MIN) filter.priceFrom = filters.priceFrom;
  if (filters.priceTill !== PRICE_MAX) filter.priceTill = filters.priceTill;
  const search = filters.search.trim();
  if (search !== '') filter.search = search;
  if (filters.floatFrom !== null) filter.floatFrom = filters.floatFrom;
  if (filters.floatTill !== null) filter.floatTill = filters.floatTill;
  if (filters.paintSeed !== null) filter.paintSeed = filters.paintSeed;
  if (filters.statTrak) filter.statTrak = true;
  if (filters.souvenir) filter.souvenir = true;
  if (filters.hasStickers) filter.hasStickers = true;
  const sticker = filters.sticker.trim();
  if (sticker !== '') filter.sticker = sticker;
  return filter;
}

export function hasActiveFilters(filters: ListingFilters): boolean {
  const d = defaultFilters(filters.category);
  return (
    filters.type !== ALL ||
    filters.quality !== d.quality ||
    filters.hero !== d.hero ||
    filters.exteriorName !== d.exteriorName ||
    filters.itemClass !== d.itemClass ||
    filters.priceFrom !== d.priceFrom ||
    filters.priceTill !== d.priceTill ||
    filters.search !== d.search ||
    filters.sort !== d.sort ||
    traderFilterCount(filters) > 0
  );
}

/** How many of the CS2 trader filters are set (the float range counted once). */
export function traderFilterCount(filters: ListingFilters): number {
  return [
    filters.floatFrom !== null || filters.floatTill !== null,
    filters.paintSeed !== null,
    filters.statTrak,
    filters.souvenir,
    filters.hasStickers,
    filters.sticker.trim() !== '',
  ].filter(Boolean).length;
}

/** How many of the filter panel's choices differ from the category's defaults (type, the groups, the price range counted once). */
export function activeFilterCount(filters: ListingFilters): number {
  const d = defaultFilters(filters.category);
  return [
    filters.type !== ALL,
    filters.quality !== d.quality,
    filters.hero !== d.hero,
    filters.exteriorName !== d.exteriorName,
    filters.itemClass !== d.itemClass,
    filters.priceFrom !== d.priceFrom || filters.priceTill !== d.priceTill,
  ].filter(Boolean).length + traderFilterCount(filters);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
