import { fromPromise } from 'xstate';
import type { ProductCardFieldsFragment, ProductFilter } from '../graphql/graphql';
import { gql, takeAnswerInHand } from '../graphql-client/graphql-client';
import { toGameCategory, toProductFilter, type FilterOptions, type ListingCategory, type ListingFilters } from './listing.filters';
import { ListingFilterDataQuery, ListingProductsQuery } from './listing.queries';

export interface ListingPage {
  items: ProductCardFieldsFragment[];
  total: number;
  /** A search that found nothing: the market name closest to it (issue 45), else null. */
  suggestion?: string | null;
}

/** What is already here for the listing as it opens: its filter options, and its first page with them. */
export interface HeldListing {
  options?: FilterOptions;
  page?: ListingPage;
}

export const fetchFilterOptions = fromPromise<FilterOptions, { category: ListingCategory }>(async ({ input }) => {
  const data = await gql(ListingFilterDataQuery, { category: toGameCategory(input.category) ?? null });
  return data.filterData;
});

export const fetchProducts = fromPromise<ListingPage, { filter: ProductFilter }>(async ({ input }) => {
  const data = await gql(ListingProductsQuery, { filter: input.filter });
  if (data.products.__typename !== 'ProductPage') throw new Error(data.products.message);
  return { items: data.products.items, total: data.products.total, suggestion: data.products.suggestion ?? null };
});

/**
 * The filter options and first page that are already here for a listing opening with `filters` (the
 * first view's answers: machines/first-view/first-view.ts), asked with exactly the variables the actors above
 * would send.
 */
export function heldListing(filters: ListingFilters, currency: string): HeldListing {
  const options = takeAnswerInHand(ListingFilterDataQuery, { category: toGameCategory(filters.category) ?? null })?.data.filterData;
  if (!options) return {};
  const products = takeAnswerInHand(ListingProductsQuery, { filter: toProductFilter(filters, currency, options) })?.data.products;
  if (products?.__typename !== 'ProductPage') return { options };
  return { options, page: { items: products.items, total: products.total, suggestion: products.suggestion ?? null } };
}
