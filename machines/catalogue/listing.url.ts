// The listing's state in its URL (spec §2: params lower-cased): the route holds category and type,
// the query string everything else, so reload, Back/Forward and a shared link restore the listing.
// Defaults are left out, so /products/all is the plain listing.
import {
  ALL,
  PAINT_SEED_MAX,
  PRICE_MAX,
  PRICE_MIN,
  clampPrice,
  defaultFilters,
  forCategory,
  listingPath,
  normalizeRoute,
  type FilterGroup,
  type ListingFilters,
  type SortOrder,
  type TraderFlag,
} from './listing.filters';

/** Query names, as the REST API names them where it has one. */
const GROUP_PARAMS: Record<FilterGroup, string> = {
  quality: 'quality',
  hero: 'hero',
  exteriorName: 'exterior',
  itemClass: 'class',
};

/** Yes/no filters, written `=1` when set. */
const FLAG_PARAMS: Record<TraderFlag, string> = {
  statTrak: 'stattrak',
  souvenir: 'souvenir',
  hasStickers: 'has_stickers',
};

/** The price sort ascending is the default and left out of the URL. */
const SORT_PARAMS: Record<SortOrder, string | null> = {
  ASC: null,
  DESC: 'desc',
  DISCOUNT: 'discount',
  NEWEST: 'newest',
  FLOAT_ASC: 'float_asc',
  FLOAT_DESC: 'float_desc',
};

/** Longest search kept from a URL (the gateway refuses longer strings). */
export const MAX_URL_SEARCH = 200;
/** Longest sticker name kept from a URL (the gateway refuses longer strings). */
export const MAX_URL_STICKER = 100;

/** The canonical URL of a listing state: lower-cased, defaults left out, parameters in a fixed order. */
export function listingUrl(filters: ListingFilters): string {
  const query = new URLSearchParams();
  const search = filters.search.trim().toLowerCase();
  if (search !== '') query.set('search', search);
  if (filters.priceFrom !== PRICE_MIN) query.set('price_from', String(filters.priceFrom));
  if (filters.priceTill !== PRICE_MAX) query.set('price_till', String(filters.priceTill));
  for (const [group, name] of Object.entries(GROUP_PARAMS) as [FilterGroup, string][]) {
    const value = filters[group];
    if (value) query.set(name, value.toLowerCase());
  }
  if (filters.floatFrom !== null) query.set('float_from', String(filters.floatFrom));
  if (filters.floatTill !== null) query.set('float_till', String(filters.floatTill));
  if (filters.paintSeed !== null) query.set('paint_seed', String(filters.paintSeed));
  for (const [flag, name] of Object.entries(FLAG_PARAMS) as [TraderFlag, string][]) {
    if (filters[flag]) query.set(name, '1');
  }
  const sticker = filters.sticker.trim().toLowerCase();
  if (sticker !== '') query.set('sticker', sticker);
  const sort = SORT_PARAMS[filters.sort];
  if (sort) query.set('sort', sort);
  if (filters.page > 1) query.set('page', String(filters.page));
  const text = query.toString();
  return listingPath(filters.category, filters.type) + (text ? `?${text}` : '');
}

/** The listing state a URL describes; anything missing or unreadable takes its default. */
export function filtersFromUrl(category: string | undefined, type: string | undefined, search: string): ListingFilters {
  const route = normalizeRoute(category, type);
  const filters = defaultFilters(route.category, route.type);
  const query = new URLSearchParams(search.toLowerCase());
  const text = (name: string) => (query.get(name) ?? '').trim();
  filters.search = text('search').slice(0, MAX_URL_SEARCH);
  const from = readNumber(text('price_from'));
  const till = readNumber(text('price_till'));
  if (from !== null) filters.priceFrom = clampPrice(from);
  if (till !== null) filters.priceTill = clampPrice(till);
  for (const [group, name] of Object.entries(GROUP_PARAMS) as [FilterGroup, string][]) {
    const value = text(name);
    if (value !== '' && value !== ALL) filters[group] = value;
  }
  readTraderFilters(filters, text);
  const sort = (Object.keys(SORT_PARAMS) as SortOrder[]).find((order) => SORT_PARAMS[order] === text('sort'));
  if (sort) filters.sort = sort;
  const page = readNumber(text('page'));
  if (page !== null && Number.isInteger(page) && page >= 1 && page <= 100_000) filters.page = page;
  return forCategory(filters);
}

/** Float range, pattern, marks and sticker; a value that is not one (a float above 1, a range upside down) is left out. */
function readTraderFilters(filters: ListingFilters, text: (name: string) => string): void {
  const from = readFloat(text('float_from'));
  const till = readFloat(text('float_till'));
  const ordered = from === null || till === null || from <= till;
  if (ordered) {
    filters.floatFrom = from;
    filters.floatTill = till;
  }
  const seed = text('paint_seed');
  if (/^\d{1,4}$/.test(seed) && Number(seed) <= PAINT_SEED_MAX) filters.paintSeed = Number(seed);
  for (const [flag, name] of Object.entries(FLAG_PARAMS) as [TraderFlag, string][]) {
    filters[flag] = text(name) === '1' || text(name) === 'true';
  }
  filters.sticker = text('sticker').slice(0, MAX_URL_STICKER);
}

/** A wear bound as the URL writes it: 0 to 1, at most four decimals. */
function readFloat(value: string): number | null {
  if (!/^[01](\.\d{1,4})?$/.test(value)) return null;
  const float = Number(value);
  return float <= 1 ? float : null;
}

/** A URL read the way the listing writes it, so two spellings of one listing compare equal. */
export function canonicalListingUrl(category: string | undefined, type: string | undefined, search: string): string {
  return listingUrl(filtersFromUrl(category, type, search));
}

function readNumber(value: string): number | null {
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(value)) return null;
  return Number(value);
}
