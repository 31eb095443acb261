/**
 * Catalogue GraphQL documents (categories and products). Every exported constant is a complete document;
 * `tests/unit/src/lib/commerce/operations/graphql-documents.test.ts` validates all of them against Magento 2.4.4
 * + our custom SDL.
 */
import { graphql } from '@/lib/commerce/generated/gql.ts';

/** A category with two levels of children: enough for the menu (root 2) and the e-cards (18). */
export const CATEGORY_CHILDREN_QUERY = graphql(`
  query CategoryChildren($id: String!) {
    categoryList(filters: { ids: { eq: $id } }) {
      ...MenuCategoryWithGrandchildren
    }
  }
`);

/**
 * A category with four levels of children: the whole tree below the root, for the sitemap. A catalogue here goes three
 * levels below the root (department, kind, maker: Laptops, Gaming Laptops, Asus Gaming Laptops); the fourth is room
 * for a merchant's own. Magento refuses a query nested deeper than its `queryDepth` (20 by default); this one nests 7.
 */
export const CATEGORY_TREE_QUERY = graphql(`
  query CategoryTree($id: String!) {
    categoryList(filters: { ids: { eq: $id } }) {
      ...MenuCategoryFields
      children {
        ...MenuCategoryFields
        children {
          ...MenuCategoryWithGrandchildren
        }
      }
    }
  }
`);

export const CATEGORY_BY_URL_KEY_QUERY = graphql(`
  query CategoryByUrlKey($urlKey: String!) {
    categoryList(filters: { url_key: { eq: $urlKey } }) {
      ...MenuCategoryWithChildren
    }
  }
`);

export const PRODUCT_LIST_QUERY = graphql(`
  query ProductList(
    $search: String
    $filter: ProductAttributeFilterInput
    $sort: ProductAttributeSortInput
    $pageSize: Int!
    $currentPage: Int!
  ) {
    products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
      total_count
      page_info {
        current_page
        page_size
        total_pages
      }
      items {
        ...ProductCardFields
      }
      aggregations {
        ...AggregationFields
      }
    }
  }
`);

/**
 * For a search that found nothing: the keyword as the store's search corrects it ("glxy" → "galaxy"), when that
 * finds products (the store's search module, backend/graphql/custom.graphql).
 */
export const SEARCH_CORRECTION_QUERY = graphql(`
  query SearchCorrection($search: String!) {
    products(search: $search, pageSize: 1, currentPage: 1) {
      did_you_mean
    }
  }
`);

/**
 * Configurable products' variants and options, several products in one call: the lines that keep a variant (the
 * wishlist, recently viewed) show it as its product page offers it now.
 */
export const PRODUCT_VARIANTS_QUERY = graphql(`
  query ProductVariants($urlKeys: [String!]!, $pageSize: Int!) {
    products(filter: { url_key: { in: $urlKeys } }, pageSize: $pageSize, currentPage: 1) {
      items {
        ...ProductCardFields
        ... on ConfigurableProduct {
          ...ConfigurableProductVariantFields
        }
      }
    }
  }
`);

/**
 * The product page: card fields plus description, gallery, categories and specifications, and a configurable
 * product's options and variants (each with its own specifications); brand comes from aggregations. The attributes'
 * labels, groups and units come with it (`attributesList`, Magento 2.4.7).
 */
export const PRODUCT_DETAIL_QUERY = graphql(`
  query ProductDetail($urlKey: String!) {
    products(filter: { url_key: { eq: $urlKey } }, pageSize: 1, currentPage: 1) {
      items {
        ...ProductCardFields
        ...ProductSpecificationValues
        description {
          html
        }
        media_gallery {
          url
          label
          position
          disabled
        }
        categories {
          id
          name
          url_key
        }
        ... on ConfigurableProduct {
          ...ConfigurableProductVariantFields
        }
      }
      aggregations {
        ...AggregationFields
      }
    }
    attributesList(entityType: CATALOG_PRODUCT, filters: { is_visible_on_front: true }) {
      items {
        ...SpecificationAttributeFields
      }
    }
  }
`);

/** The sitemap's products: url key and SKU of every product a shopper opens on its own, a sitemap file's worth a page. */
export const SITEMAP_PRODUCTS_QUERY = graphql(`
  query SitemapProducts($pageSize: Int!, $currentPage: Int!) {
    sitemapProducts(pageSize: $pageSize, currentPage: $currentPage) {
      total_count
      items {
        sku
        url_key
      }
    }
  }
`);

/**
 * What a url key no product has names now (Magento's URL rewrites): a former product's key answers a permanent
 * redirect to where it is sold, e.g. a colour that became a variant of a configurable product.
 */
export const PRODUCT_ROUTE_QUERY = graphql(`
  query ProductRoute($url: String!) {
    route(url: $url) {
      type
      relative_url
      redirect_code
    }
  }
`);
