import { graphql } from '../graphql/gql';

export const PriceHistoryQuery = graphql(`
  query PriceHistory($id: ID!, $days: Int!, $currency: String!) {
    priceHistory(id: $id, days: $days, currency: $currency) {
      __typename
      ... on PriceHistory {
        days
        points {
          date
          price {
            amount
            currency
            symbol
          }
        }
      }
      ... on ErrorResult {
        message
      }
    }
  }
`);
