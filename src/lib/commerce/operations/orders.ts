/**
 * The signed-in customer's orders (Magento's `customer.orders`), newest first as Magento lists them; one order by
 * its number with everything its page shows; and the customer's own cancellation (`cancelOrder`, custom module with
 * Magento 2.4.7's signature).
 */
import { graphql } from '@/lib/commerce/generated/gql.ts';

export const CUSTOMER_ORDERS_QUERY = graphql(`
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
`);

/** One of the customer's own orders by its number: another customer's number simply matches nothing. */
export const CUSTOMER_ORDER_QUERY = graphql(`
  query CustomerOrder($number: String!) {
    customer {
      orders(filter: { number: { eq: $number } }, pageSize: 1, currentPage: 1) {
        items {
          ...OrderDetailFields
        }
      }
    }
  }
`);

/**
 * What an order's lines show of their products now (Venia's order history reads its thumbnails the same way): each
 * product's image, and for a configurable product its variants' images and values, so a variant's line shows the
 * variant's image and links to the variant's own address.
 */
export const ORDERED_PRODUCTS_QUERY = graphql(`
  query OrderedProducts($urlKeys: [String!]!, $pageSize: Int!) {
    products(filter: { url_key: { in: $urlKeys } }, pageSize: $pageSize) {
      items {
        url_key
        thumbnail {
          url
        }
        ... on ConfigurableProduct {
          ...VariantAddressFields
          variants {
            product {
              sku
              thumbnail {
                url
              }
            }
          }
        }
      }
    }
  }
`);

export const CANCEL_ORDER_MUTATION = graphql(`
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
`);
