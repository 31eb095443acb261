/**
 * Product fragments. Fragments live below `operations/`, whose every top-level export is validated as a complete
 * operation; a document spreads a fragment by name and the generated document node carries its definition.
 */
import { graphql } from '@/lib/commerce/generated/gql.ts';

/** Images and the minimal price of a product: what cards and cart lines both show. */
export const PRODUCT_MEDIA_AND_PRICE = graphql(`
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
`);

/** Spec §3 "product list item": what a product card needs, with the sale fields and stock status. */
export const PRODUCT_CARD_FIELDS = graphql(`
  fragment ProductCardFields on ProductInterface {
    id
    sku
    name
    url_key
    type_id
    stock_status
    special_price
    special_from_date
    special_to_date
    ...ProductMediaAndPrice
  }
`);

/** Layered-navigation filters of a listing; on the product page, the `brand` one names the product's brand. */
export const AGGREGATION_FIELDS = graphql(`
  fragment AggregationFields on Aggregation {
    attribute_code
    label
    options {
      label
      value
      count
    }
  }
`);
