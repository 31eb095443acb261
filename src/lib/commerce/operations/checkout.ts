/**
 * Checkout GraphQL documents (Magento 2.4.4 core checkout mutations, plus the store's e-card recipient and
 * payment-page modules). Every step answers the whole checkout cart (`CheckoutCart`), so the page replaces its
 * copy instead of guessing; one step is one request, even when it needs two mutations (address + billing).
 */
import { graphql } from '@/lib/commerce/generated/gql.ts';

/** The signed-in customer's active cart with everything checkout shows. */
export const CHECKOUT_CART_QUERY = graphql(`
  query CheckoutCart {
    customerCart {
      ...CheckoutCartFields
    }
  }
`);

/** The delivery address (saved or new), and the billing address following it: one step, one request. */
export const SET_SHIPPING_ADDRESS_MUTATION = graphql(`
  mutation SetCheckoutAddress($cartId: String!, $shippingAddress: ShippingAddressInput!) {
    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [$shippingAddress] }) {
      cart {
        id
      }
    }
    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { same_as_shipping: true } }) {
      cart {
        ...CheckoutCartFields
      }
    }
  }
`);

export const SET_SHIPPING_METHOD_MUTATION = graphql(`
  mutation SetCheckoutShippingMethod($cartId: String!, $carrierCode: String!, $methodCode: String!) {
    setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: $carrierCode, method_code: $methodCode }] }) {
      cart {
        ...CheckoutCartFields
      }
    }
  }
`);

export const SET_PAYMENT_METHOD_MUTATION = graphql(`
  mutation SetCheckoutPaymentMethod($cartId: String!, $code: String!) {
    setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $code } }) {
      cart {
        ...CheckoutCartFields
      }
    }
  }
`);

/** Where the cart's e-cards go (custom module): an e-mail address, a Qatar mobile number, or both. */
export const SET_ECARD_RECIPIENT_MUTATION = graphql(`
  mutation SetCheckoutEcardRecipient($cartId: String!, $email: String, $telephone: String) {
    setEcardRecipientOnCart(input: { cart_id: $cartId, email: $email, telephone: $telephone }) {
      cart {
        ...CheckoutCartFields
      }
    }
  }
`);

/** The cart id is the idempotency key: a cart that already became an order answers that same order. */
export const PLACE_ORDER_MUTATION = graphql(`
  mutation PlaceOrder($cartId: String!) {
    placeOrder(input: { cart_id: $cartId }) {
      order {
        order_number
      }
    }
  }
`);

/** The signed hosted-checkout form of a card order awaiting payment (custom payment module). */
export const PAYMENT_REDIRECT_QUERY = graphql(`
  query PaymentRedirect($orderNumber: String!, $returnUrl: String!) {
    payfortRedirectData(order_number: $orderNumber, return_url: $returnUrl) {
      url
      method
      fields {
        name
        value
      }
    }
  }
`);
