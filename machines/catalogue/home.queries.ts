import { graphql } from '../graphql/gql';
import type { ProductFilter } from '../graphql/graphql';

/** How many best sellers each game's carousel shows. */
const BEST_SELLERS_LIMIT = 12;

export const HomeBestSellersQuery = graphql(`
  query HomeBestSellers($cs2: ProductFilter!, $dota2: ProductFilter!) {
    cs2: products(filter: $cs2) {
      __typename
      ... on ProductPage {
        items {
          ...ProductCardFields
        }
      }
    }
    dota2: products(filter: $dota2) {
      __typename
      ... on ProductPage {
        items {
          ...ProductCardFields
        }
      }
    }
  }
`);

/**
 * The best sellers' variables: the home machine's, and the first view's (machines/first-view/first-view.ts),
 * which is in the entry and so must not import the machine (its chunk loads with the home page).
 */
export function bestSellersVariables(currency: string): { cs2: ProductFilter; dota2: ProductFilter } {
  const base: Omit<ProductFilter, 'category'> = { currency, bestSellers: true, sort: 'DESC', page: 1, limit: BEST_SELLERS_LIMIT };
  return { cs2: { ...base, category: 'CS2' }, dota2: { ...base, category: 'DOTA2' } };
}
