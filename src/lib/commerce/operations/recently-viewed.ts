/** Server-side recently viewed (custom.graphql; spec §4, §7): a signed-in shopper's views are kept per store view. */
import { graphql } from '@/lib/commerce/generated/gql.ts';

export const ADD_RECENTLY_VIEWED_MUTATION = graphql(`
  mutation AddRecentlyViewedProduct($sku: String!) {
    addRecentlyViewedProduct(sku: $sku) {
      success
    }
  }
`);

/**
 * The customer's list in the request's store view, newest first (skus only, with the variant viewed last of a
 * configurable product; the cards come from `products`).
 */
export const RECENTLY_VIEWED_QUERY = graphql(`
  query RecentlyViewedProducts($pageSize: Int!) {
    getRecentlyViewedProducts(pageSize: $pageSize, currentPage: 1) {
      items {
        sku
        variant_sku
      }
    }
  }
`);
