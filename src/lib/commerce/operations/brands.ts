/** Brand GraphQL documents (custom brand module, see backend/graphql/custom.graphql). */
import { graphql } from '@/lib/commerce/generated/gql.ts';

export const BRANDS_QUERY = graphql(`
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
`);
