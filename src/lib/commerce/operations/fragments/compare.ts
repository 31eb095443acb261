/**
 * A compare list as the compare page shows it: each product's card, with a configurable product's options and
 * variants (the variant compared, `matched_variant_sku`, has its own price, stock and photo), and every row.
 */
import { graphql } from '@/lib/commerce/generated/gql.ts';

export const COMPARE_LIST_FIELDS = graphql(`
  fragment CompareListFields on CompareList {
    uid
    item_count
    attributes {
      code
      label
    }
    items {
      uid
      attributes {
        code
        value
      }
      product {
        ...ProductCardFields
        ... on ConfigurableProduct {
          ...ConfigurableProductVariantFields
        }
      }
    }
  }
`);
