/**
 * GraphQL fragments shared by several operation modules. They live below `operations/`, whose every top-level
 * export is validated as a complete operation; documents that spread a fragment interpolate its definition.
 */
import { gql } from 'graphql-request';

/** Images and the minimal price of a product: what cards and cart lines both show (schemas/shared.ts `productMediaAndPrice`). */
export const PRODUCT_MEDIA_AND_PRICE = gql`
  fragment ProductMediaAndPrice on ProductInterface {
    thumbnail {
      url
      label
    }
    image {
      url
      label
    }
    price_range {
      minimum_price {
        regular_price {
          value
          currency
        }
        final_price {
          value
          currency
        }
      }
    }
  }
`;
