/** A review as the product page and the review form's answer show it (Magento's ProductReview). */
import { graphql } from '@/lib/commerce/generated/gql.ts';

export const PRODUCT_REVIEW_FIELDS = graphql(`
  fragment ProductReviewFields on ProductReview {
    nickname
    summary
    text
    created_at
    average_rating
    ratings_breakdown {
      name
      value
    }
  }
`);
