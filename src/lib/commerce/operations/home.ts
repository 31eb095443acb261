/** Home page content: the CMS blocks that carry the banners and the brand slider (spec §7 "home content"). */
import { graphql } from '@/lib/commerce/generated/gql.ts';

export const HOME_CMS_BLOCK_QUERY = graphql(`
  query HomeCmsBlock($identifiers: [String]) {
    cmsBlocks(identifiers: $identifiers) {
      items {
        identifier
        content
      }
    }
  }
`);
