/** Cart GraphQL documents (spec §3 "Cart query fields"). */
import { gql } from 'graphql-request';

const CART_FIELDS = gql`
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
    }
  }
`;

export const CART_QUERY = gql`
  query Cart($cartId: String!) {
    cart(cart_id: $cartId) {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`;

export const CUSTOMER_CART_QUERY = gql`
  query CustomerCart {
    customerCart {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`;
