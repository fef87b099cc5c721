import { graphql } from '../graphql/gql';

/** Everything a product card shows; shared by listing, home carousels and similar products. */
export const ProductCardFieldsFragment = graphql(`
  fragment ProductCardFields on Product {
    id
    title
    imgUrl
    price {
      amount
      currency
      symbol
    }
    oldPrice {
      amount
      currency
      symbol
    }
    category
    type
    quality
    exterior
    tradableAfter
    floatValue
    statTrak
    souvenir
    discount
    stickers {
      name
      kind
    }
  }
`);

export const ListingProductsQuery = graphql(`
  query ListingProducts($filter: ProductFilter!) {
    products(filter: $filter) {
      __typename
      ... on ProductPage {
        items {
          ...ProductCardFields
        }
        total
        page
        limit
        suggestion
      }
      ... on ValidationError {
        message
      }
    }
  }
`);

export const ListingFilterDataQuery = graphql(`
  query ListingFilterData($category: GameCategory) {
    filterData(category: $category) {
      types
      qualities
      heroes
      exteriorNames
      classes
    }
  }
`);
