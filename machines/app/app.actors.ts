import { fromPromise } from 'xstate';
import { graphql } from '../graphql/gql';
import type { Product } from './app.types';
import { gql } from '../graphql-client/graphql-client';

/** How many new arrivals the home carousel gets. */
export const NEW_ARRIVALS_LIMIT = 15;

export const NewArrivalsQuery = graphql(`
  query AppNewArrivals($filter: ProductFilter!) {
    products(filter: $filter) {
      __typename
      ... on ProductPage {
        items {
          id title imgUrl
          price { amount currency symbol }
          oldPrice { amount currency symbol }
          type quality category exterior hero itemClass description isNew isBestSeller tradableAfter
        }
      }
      ... on ValidationError { errorCode message }
    }
  }
`);

export const newArrivalsVariables = (currency: string) => ({
  filter: { currency, newArrivals: true, limit: NEW_ARRIVALS_LIMIT, page: 1 },
});

export const loadNewArrivals = fromPromise<Product[], { currency: string }>(async ({ input }) => {
  const { products } = await gql(NewArrivalsQuery, newArrivalsVariables(input.currency));
  if (products.__typename !== 'ProductPage') throw new Error(products.message);
  return products.items;
});
