/**
 * Magento's product reviews (Review module, GraphQL 2.4.4): a product's approved reviews in the store view with the
 * rating dimensions a review form offers, and writing one (it waits as pending until an editor approves it).
 */
import { graphql } from '@/lib/commerce/generated/gql.ts';

/** One page of a product's approved reviews, newest first, with its summary and the store view's rating dimensions. */
export const PRODUCT_REVIEWS_QUERY = graphql(`
  query ProductReviews($sku: String!, $pageSize: Int!, $currentPage: Int!) {
    products(filter: { sku: { eq: $sku } }, pageSize: 1, currentPage: 1) {
      items {
        sku
        rating_summary
        review_count
        reviews(pageSize: $pageSize, currentPage: $currentPage) {
          items {
            ...ProductReviewFields
          }
          page_info {
            current_page
            total_pages
          }
        }
      }
    }
    productReviewRatingsMetadata {
      items {
        id
        name
        values {
          value_id
          value
        }
      }
    }
  }
`);

export const CREATE_PRODUCT_REVIEW_MUTATION = graphql(`
  mutation CreateProductReview($input: CreateProductReviewInput!) {
    createProductReview(input: $input) {
      review {
        ...ProductReviewFields
      }
    }
  }
`);
