/** A category as menus and category pages read it. */
import { graphql } from '@/lib/commerce/generated/gql.ts';

export const CATEGORY_FIELDS = graphql(`
  fragment MenuCategoryFields on CategoryTree {
    id
    name
    url_key
    url_path
    level
    position
    image
    product_count
    children_count
    include_in_menu
  }
`);
