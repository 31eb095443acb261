/**
 * The cart as the cart page and the header read it (spec §3 "Cart query fields"). A variant's line (Magento's
 * `ConfigurableCartItem`) names its chosen options and the variant, whose SKU, image and price are the line's, and
 * its product's variants give the line the variant's own address.
 */
import { graphql } from '@/lib/commerce/generated/gql.ts';

export const CART_FIELDS = graphql(`
  fragment CartFields on Cart {
    id
    store_id
    entity_id
    total_quantity
    items {
      id
      quantity
      product {
        name
        sku
        url_key
        type_id
        ...ProductMediaAndPrice
        ... on ConfigurableProduct {
          ...VariantAddressFields
        }
      }
      ... on ConfigurableCartItem {
        ...ConfiguredLineFields
      }
    }
  }
`);

/** What a variant's line adds: its chosen options in the cart's store view, and the variant itself. */
export const CONFIGURED_LINE_FIELDS = graphql(`
  fragment ConfiguredLineFields on ConfigurableCartItem {
    configurable_options {
      option_label
      value_label
      configurable_product_option_value_uid
    }
    configured_variant {
      sku
      ...ProductMediaAndPrice
    }
  }
`);
