/** The cart as the cart page and the header read it (spec §3 "Cart query fields"). */
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
      }
    }
  }
`);
