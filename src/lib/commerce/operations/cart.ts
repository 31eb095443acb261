/** Cart GraphQL documents (spec §3 "Cart query fields"). */
import { graphql } from '@/lib/commerce/generated/gql.ts';

export const CART_QUERY = graphql(`
  query Cart($cartId: String!) {
    cart(cart_id: $cartId) {
      ...CartFields
    }
  }
`);

/** Spec §7 "query customerCart": the signed-in customer's active cart (created by the backend when there is none). */
export const CUSTOMER_CART_QUERY = graphql(`
  query CustomerCart {
    customerCart {
      ...CartFields
    }
  }
`);

/** Spec §7 "mutation mergeCarts": a guest cart's lines move into the customer's cart, which is answered. */
export const MERGE_CARTS_MUTATION = graphql(`
  mutation MergeCarts($sourceCartId: String!, $destinationCartId: String) {
    mergeCarts(source_cart_id: $sourceCartId, destination_cart_id: $destinationCartId) {
      ...CartFields
    }
  }
`);

/** Spec §7: applyCouponToCart(cart_id, coupon_code) -> prices.grand_total and applied_coupon. */
export const APPLY_COUPON_MUTATION = graphql(`
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
`);

export const REMOVE_COUPON_MUTATION = graphql(`
  mutation RemoveCouponFromCart($cartId: String!) {
    removeCouponFromCart(input: { cart_id: $cartId }) {
      cart {
        id
      }
    }
  }
`);

/**
 * A configurable product into a cart (Magento 2.4.4's `addProductsToCart`): the product's SKU with the uids of the
 * chosen values. A refusal (no choice, a choice no variant has, a sold-out variant) comes as `user_errors`, the cart
 * unchanged.
 */
export const ADD_PRODUCTS_TO_CART_MUTATION = graphql(`
  mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {
    addProductsToCart(cartId: $cartId, cartItems: $cartItems) {
      cart {
        id
      }
      user_errors {
        code
        message
      }
    }
  }
`);
