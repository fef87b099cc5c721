import { fromPromise } from 'xstate';
import type { ProductCardFieldsFragment, ProductFilter } from './graphql/graphql';
import { gql } from './graphql-client';
import { toGameCategory, type FilterOptions, type ListingCategory } from './listing.filters';
import { ListingFilterDataQuery, ListingProductsQuery } from './listing.queries';

export interface ListingPage {
  items: ProductCardFieldsFragment[];
  total: number;
}

export const fetchFilterOptions = fromPromise<FilterOptions, { category: ListingCategory }>(async ({ input }) => {
  const data = await gql(ListingFilterDataQuery, { category: toGameCategory(input.category) ?? null });
  return data.filterData;
});

export const fetchProducts = fromPromise<ListingPage, { filter: ProductFilter }>(async ({ input }) => {
  const data = await gql(ListingProductsQuery, { filter: input.filter });
  if (data.products.__typename !== 'ProductPage') throw new Error(data.products.message);
  return { items: data.products.items, total: data.products.total };
});
