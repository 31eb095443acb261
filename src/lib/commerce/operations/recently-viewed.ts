/** Server-side recently viewed (custom.graphql; spec §4, §7): a signed-in shopper's views are kept per store view. */
import { gql } from 'graphql-request';

export const ADD_RECENTLY_VIEWED_MUTATION = gql`
  mutation AddRecentlyViewedProduct($sku: String!) {
    addRecentlyViewedProduct(sku: $sku) {
      success
    }
  }
`;
