import { graphql } from '../graphql/gql';

export const ProductDetailQuery = graphql(`
  query ProductDetail($id: ID!, $currency: String!, $langId: Int!) {
    product(id: $id, currency: $currency, langId: $langId) {
      __typename
      ... on ProductDetail {
        product {
          ...ProductCardFields
          hero
          itemClass
          description
          paintSeed
          phase
          inspectLink
          gems
          style
          referencePrice {
            amount
            currency
            symbol
          }
          stickers {
            slot
            wear
          }
        }
        similar {
          ...ProductCardFields
        }
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);
