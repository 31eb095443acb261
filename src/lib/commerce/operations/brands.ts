/** Brand GraphQL documents (custom brand module, see backend/graphql/custom.graphql). */
import { gql } from 'graphql-request';

export const BRANDS_QUERY = gql`
  query Brands($featured: Boolean) {
    getBrands(featured: $featured) {
      id
      name
      image
      url_key
      url_key_standalone
      product_count
      is_featured
    }
  }
`;
