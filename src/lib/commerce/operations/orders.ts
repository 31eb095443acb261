/**
 * The signed-in customer's orders (Magento's `customer.orders`), newest first as Magento lists them; one order by
 * its number with everything its page shows; and the customer's own cancellation (`cancelOrder`, custom module with
 * Magento 2.4.7's signature).
 */
import { gql } from 'graphql-request';

export const CUSTOMER_ORDERS_QUERY = gql`
  query CustomerOrders($pageSize: Int!, $currentPage: Int!) {
    customer {
      orders(pageSize: $pageSize, currentPage: $currentPage) {
        total_count
        page_info {
          current_page
          page_size
          total_pages
        }
        items {
          id
          number
          order_date
          status
          total {
            grand_total {
              value
              currency
            }
          }
        }
      }
    }
  }
`;

const ORDER_ADDRESS_FIELDS = `
  firstname
  lastname
  street
  city
  region
  postcode
  country_code
  telephone
`;

const ORDER_DETAIL_FIELDS = `
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
    ${ORDER_ADDRESS_FIELDS}
  }
  billing_address {
    ${ORDER_ADDRESS_FIELDS}
  }
  payment_methods {
    name
    type
  }
  ecard_recipient {
    email
    telephone
  }
`;

/** One of the customer's own orders by its number: another customer's number simply matches nothing. */
export const CUSTOMER_ORDER_QUERY = gql`
  query CustomerOrder($number: String!) {
    customer {
      orders(filter: { number: { eq: $number } }, pageSize: 1, currentPage: 1) {
        items {
          ${ORDER_DETAIL_FIELDS}
        }
      }
    }
  }
`;

export const CANCEL_ORDER_MUTATION = gql`
  mutation CancelOrder($input: CancelOrderInput!) {
    cancelOrder(input: $input) {
      error
      order {
        number
        status
        status_code
        can_cancel
      }
    }
  }
`;
