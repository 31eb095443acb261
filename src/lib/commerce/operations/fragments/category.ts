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

/** A category and its children. */
export const CATEGORY_WITH_CHILDREN = graphql(`
  fragment MenuCategoryWithChildren on CategoryTree {
    ...MenuCategoryFields
    children {
      ...MenuCategoryFields
    }
  }
`);

/** A category and two levels below it: what a menu shows below the root. */
export const CATEGORY_WITH_GRANDCHILDREN = graphql(`
  fragment MenuCategoryWithGrandchildren on CategoryTree {
    ...MenuCategoryFields
    children {
      ...MenuCategoryWithChildren
    }
  }
`);
