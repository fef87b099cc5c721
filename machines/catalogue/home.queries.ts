import { graphql } from '../graphql/gql';

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
