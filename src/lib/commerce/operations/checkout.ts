/**
 * Checkout GraphQL documents (Magento 2.4.4 core checkout mutations, plus the store's e-card recipient and
 * payment-page modules). Every step answers the whole checkout cart (`CheckoutCart`), so the page replaces its
 * copy instead of guessing; one step is one request, even when it needs two mutations (address + billing).
 */
import { gql } from 'graphql-request';

const CHECKOUT_CART_FIELDS = gql`
  fragment CheckoutCartFields on Cart {
    id
    is_virtual
    total_quantity
    items {
      id
      quantity
      prices {
        price {
          value
        }
        row_total {
          value
        }
      }
      product {
        name
        sku
        type_id
        thumbnail {
          url
        }
      }
    }
    shipping_addresses {
      firstname
      lastname
      street
      city
      region {
        label
      }
      telephone
      customer_address_id
      available_shipping_methods {
        carrier_code
        method_code
        carrier_title
        method_title
        amount {
          value
          currency
        }
        available
        error_message
      }
      selected_shipping_method {
        carrier_code
        method_code
      }
    }
    available_payment_methods {
      code
      title
    }
    selected_payment_method {
      code
    }
    ecard_recipient {
      email
      telephone
    }
    prices {
      subtotal_excluding_tax {
        value
        currency
      }
      discounts {
        amount {
          value
        }
      }
      grand_total {
        value
        currency
      }
    }
  }
`;

/** The signed-in customer's active cart with everything checkout shows. */
export const CHECKOUT_CART_QUERY = gql`
  query CheckoutCart {
    customerCart {
      ...CheckoutCartFields
    }
  }
  ${CHECKOUT_CART_FIELDS}
`;

/** The delivery address (saved or new), and the billing address following it: one step, one request. */
export const SET_SHIPPING_ADDRESS_MUTATION = gql`
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
  ${CHECKOUT_CART_FIELDS}
`;

export const SET_SHIPPING_METHOD_MUTATION = gql`
  mutation SetCheckoutShippingMethod($cartId: String!, $carrierCode: String!, $methodCode: String!) {
    setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: $carrierCode, method_code: $methodCode }] }) {
      cart {
        ...CheckoutCartFields
      }
    }
  }
  ${CHECKOUT_CART_FIELDS}
`;

export const SET_PAYMENT_METHOD_MUTATION = gql`
  mutation SetCheckoutPaymentMethod($cartId: String!, $code: String!) {
    setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $code } }) {
      cart {
        ...CheckoutCartFields
      }
    }
  }
  ${CHECKOUT_CART_FIELDS}
`;

/** Where the cart's e-cards go (custom module): an e-mail address, a Qatar mobile number, or both. */
export const SET_ECARD_RECIPIENT_MUTATION = gql`
  mutation SetCheckoutEcardRecipient($cartId: String!, $email: String, $telephone: String) {
    setEcardRecipientOnCart(input: { cart_id: $cartId, email: $email, telephone: $telephone }) {
      cart {
        ...CheckoutCartFields
      }
    }
  }
  ${CHECKOUT_CART_FIELDS}
`;

/** The cart id is the idempotency key: a cart that already became an order answers that same order. */
export const PLACE_ORDER_MUTATION = gql`
  mutation PlaceOrder($cartId: String!) {
    placeOrder(input: { cart_id: $cartId }) {
      order {
        order_number
      }
    }
  }
`;

/** The signed hosted-checkout form of a card order awaiting payment (custom payment module). */
export const PAYMENT_REDIRECT_QUERY = gql`
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
`;
