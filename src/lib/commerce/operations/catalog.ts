/**
 * Catalogue GraphQL documents (categories and products). Every exported constant is a complete document;
 * `tests/unit/src/lib/commerce/operations/graphql-documents.test.ts` validates all of them against Magento 2.4.4
 * + our custom SDL.
 */
import { gql } from 'graphql-request';
import { PRODUCT_MEDIA_AND_PRICE } from './fragments/product.ts';

const CATEGORY_FIELDS = gql`
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
`;

/** A category with two levels of children: enough for the menu (root 2) and the e-cards (18). */
export const CATEGORY_CHILDREN_QUERY = gql`
  query CategoryChildren($id: String!) {
    categoryList(filters: { ids: { eq: $id } }) {
      ...MenuCategoryFields
      children {
        ...MenuCategoryFields
        children {
          ...MenuCategoryFields
        }
      }
    }
  }
  ${CATEGORY_FIELDS}
`;

export const CATEGORY_BY_URL_KEY_QUERY = gql`
  query CategoryByUrlKey($urlKey: String!) {
    categoryList(filters: { url_key: { eq: $urlKey } }) {
      ...MenuCategoryFields
      children {
        ...MenuCategoryFields
      }
    }
  }
  ${CATEGORY_FIELDS}
`;

/** Spec §3 "product list item": what a product card needs, with the sale fields and stock status. */
const PRODUCT_CARD_FIELDS = gql`
  fragment ProductCardFields on ProductInterface {
    id
    sku
    name
    url_key
    type_id
    stock_status
    special_price
    special_from_date
    special_to_date
    ...ProductMediaAndPrice
  }
  ${PRODUCT_MEDIA_AND_PRICE}
`;

/** Layered-navigation filters of a listing; on the product page, the `brand` one names the product's brand. */
const AGGREGATION_FIELDS = gql`
  fragment AggregationFields on Aggregation {
    attribute_code
    label
    options {
      label
      value
      count
    }
  }
`;

export const PRODUCT_LIST_QUERY = gql`
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
  ${PRODUCT_CARD_FIELDS}
  ${AGGREGATION_FIELDS}
`;

/** The product page: card fields plus description, gallery and categories; brand comes from aggregations. */
export const PRODUCT_DETAIL_QUERY = gql`
  query ProductDetail($urlKey: String!) {
    products(filter: { url_key: { eq: $urlKey } }, pageSize: 1, currentPage: 1) {
      items {
        ...ProductCardFields
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
      }
      aggregations {
        ...AggregationFields
      }
    }
  }
  ${PRODUCT_CARD_FIELDS}
  ${AGGREGATION_FIELDS}
`;

/** Only url keys, for the sitemap: one light page at a time. */
export const PRODUCT_URL_KEYS_QUERY = gql`
  query ProductUrlKeys($pageSize: Int!, $currentPage: Int!) {
    products(filter: {}, pageSize: $pageSize, currentPage: $currentPage) {
      total_count
      page_info {
        total_pages
      }
      items {
        url_key
      }
    }
  }
`;
