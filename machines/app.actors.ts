import { fromPromise } from 'xstate';
import { graphql } from '../src/graphql/gql';
import type { Product } from './app.types';
import { gql } from './graphql-client';

/** How many new arrivals the home carousel gets. */
export const NEW_ARRIVALS_LIMIT = 15;

const NewArrivalsQuery = graphql(`
  query AppNewArrivals($filter: ProductFilter!) {
    products(filter: $filter) {
      __typename
      ... on ProductPage {
        items {
          id title imgUrl
          price { amount currency }
          oldPrice { amount currency }
          type quality category exterior hero itemClass description isNew isBestSeller
        }
      }
      ... on ValidationError { errorCode message }
    }
  }
`);

export const loadNewArrivals = fromPromise<Product[], { currency: string }>(async ({ input }) => {
  const { products } = await gql(NewArrivalsQuery, {
    filter: { currency: input.currency, newArrivals: true, limit: NEW_ARRIVALS_LIMIT, page: 1 },
  });
  if (products.__typename !== 'ProductPage') throw new Error(products.message);
  return products.items;
});
