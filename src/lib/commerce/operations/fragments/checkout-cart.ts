/** The signed-in customer's cart with everything checkout shows; every checkout step answers it whole. */
import { graphql } from '@/lib/commerce/generated/gql.ts';

export const CHECKOUT_CART_FIELDS = graphql(`
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
        url_key
        type_id
        thumbnail {
          url
        }
        ... on ConfigurableProduct {
          ...VariantAddressFields
        }
      }
      ... on ConfigurableCartItem {
        configurable_options {
          option_label
          value_label
        }
        configured_variant {
          sku
          thumbnail {
            url
          }
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
`);
