/** Cart GraphQL documents (spec §3 "Cart query fields"). */
import { gql } from 'graphql-request';
import { PRODUCT_MEDIA_AND_PRICE } from './fragments/product.ts';

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
        ...ProductMediaAndPrice
      }
    }
  }
  ${PRODUCT_MEDIA_AND_PRICE}
`;

export const CART_QUERY = gql`
  query Cart($cartId: String!) {
    cart(cart_id: $cartId) {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`;

/** Spec §7 "query customerCart": the signed-in customer's active cart (created by the backend when there is none). */
export const CUSTOMER_CART_QUERY = gql`
  query CustomerCart {
    customerCart {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`;

/** Spec §7 "mutation mergeCarts": a guest cart's lines move into the customer's cart, which is answered. */
export const MERGE_CARTS_MUTATION = gql`
  mutation MergeCarts($sourceCartId: String!, $destinationCartId: String) {
    mergeCarts(source_cart_id: $sourceCartId, destination_cart_id: $destinationCartId) {
      ...CartFields
    }
  }
  ${CART_FIELDS}
`;

/** Spec §7: applyCouponToCart(cart_id, coupon_code) -> prices.grand_total and applied_coupon. */
export const APPLY_COUPON_MUTATION = gql`
  mutation ApplyCouponToCart($cartId: String!, $couponCode: String!) {
    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $couponCode }) {
      cart {
        id
        applied_coupon {
          code
        }
        prices {
          grand_total {
            value
            currency
          }
        }
      }
    }
  }
`;

export const REMOVE_COUPON_MUTATION = gql`
  mutation RemoveCouponFromCart($cartId: String!) {
    removeCouponFromCart(input: { cart_id: $cartId }) {
      cart {
        id
      }
    }
  }
`;
