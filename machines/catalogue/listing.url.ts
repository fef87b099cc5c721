// The listing's state in its URL (spec §2: params lower-cased): the route holds category and type,
// the query string everything else, so reload, Back/Forward and a shared link restore the listing.
// Defaults are left out, so /products/all is the plain listing.
import {
  ALL,
  PRICE_MAX,
  PRICE_MIN,
  clampPrice,
  defaultFilters,
  listingPath,
  normalizeRoute,
  type FilterGroup,
  type ListingFilters,
} from './listing.filters';

/** Query names, as the REST API names them where it has one. */
const GROUP_PARAMS: Record<FilterGroup, string> = {
  quality: 'quality',
  hero: 'hero',
  exteriorName: 'exterior',
  itemClass: 'class',
};

/** Longest search kept from a URL (the gateway refuses longer strings). */
export const MAX_URL_SEARCH = 200;

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
  if (filters.sort === 'DESC') query.set('sort', 'desc');
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
  if (text('sort') === 'desc') filters.sort = 'DESC';
  const page = readNumber(text('page'));
  if (page !== null && Number.isInteger(page) && page >= 1 && page <= 100_000) filters.page = page;
  return filters;
}

/** A URL read the way the listing writes it, so two spellings of one listing compare equal. */
export function canonicalListingUrl(category: string | undefined, type: string | undefined, search: string): string {
  return listingUrl(filtersFromUrl(category, type, search));
}

function readNumber(value: string): number | null {
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(value)) return null;
  return Number(value);
}
