/** The signed-in customer's orders (Magento's `customer.orders`), newest first as Magento lists them. */
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
