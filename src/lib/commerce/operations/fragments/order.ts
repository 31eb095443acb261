/** An order as its pages show it (order success, payment status, the account's order detail). */
import { graphql } from '@/lib/commerce/generated/gql.ts';

export const ORDER_ADDRESS_FIELDS = graphql(`
  fragment OrderAddressFields on OrderAddress {
    firstname
    lastname
    street
    city
    region
    postcode
    country_code
    telephone
  }
`);

export const ORDER_DETAIL_FIELDS = graphql(`
  fragment OrderDetailFields on CustomerOrder {
    id
    number
    order_date
    status
    status_code
    can_cancel
    carrier
    shipping_method
    items {
      id
      product_name
      product_sku
      product_url_key
      product_type
      quantity_ordered
      product_sale_price {
        value
        currency
      }
      selected_options {
        label
        value
      }
    }
    total {
      subtotal {
        value
        currency
      }
      discounts {
        label
        amount {
          value
          currency
        }
      }
      total_shipping {
        value
        currency
      }
      grand_total {
        value
        currency
      }
    }
    shipping_address {
      ...OrderAddressFields
    }
    billing_address {
      ...OrderAddressFields
    }
    payment_methods {
      name
      type
    }
    ecard_recipient {
      email
      telephone
    }
  }
`);
