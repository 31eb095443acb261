/**
 * Product reviews (Magento's Review module): a product's approved reviews in the context's store view, a page at a
 * time, and a signed-in customer's new review (needs the customer's token), which waits for an editor's approval.
 */
import { graphqlRequest } from './graphql.ts';
import { toProductReview, toRatingDimensions, toRatingSummary } from './mappers/reviews.ts';
import { CREATE_PRODUCT_REVIEW_MUTATION, PRODUCT_REVIEWS_QUERY } from './operations/reviews.ts';
import type { CommerceContext } from './context.ts';
import type { NewProductReview, ProductReview, ProductReviewsPage } from '@/domain/review-types.ts';

/** Reviews shown per page of the product page's list. */
export const REVIEWS_PAGE_SIZE = 5;

/** Page `page` of the product's approved reviews; null when the product is gone. */
export async function getProductReviews(context: CommerceContext, sku: string, page: number): Promise<ProductReviewsPage | null> {
  const answer = await graphqlRequest(context, PRODUCT_REVIEWS_QUERY, { sku, pageSize: REVIEWS_PAGE_SIZE, currentPage: page }, null);
  const product = answer.products?.items?.find((item) => item?.sku === sku);
  if (!product) return null;
  return {
    summary: toRatingSummary(product),
    reviews: product.reviews.items.filter((item) => item !== null).map(toProductReview),
    page: product.reviews.page_info.current_page ?? page,
    totalPages: product.reviews.page_info.total_pages ?? 0,
    dimensions: toRatingDimensions(answer.productReviewRatingsMetadata),
  };
}

/** Sends the customer's review; it is stored as pending and answered back as written. */
export async function writeProductReview(context: CommerceContext, review: NewProductReview): Promise<ProductReview> {
  const { sku, nickname, summary, text, ratings } = review;
  const answer = await graphqlRequest(
    context,
    CREATE_PRODUCT_REVIEW_MUTATION,
    { input: { sku, nickname, summary, text, ratings: ratings.map((rating) => ({ id: rating.id, value_id: rating.valueId })) } },
    null,
  );
  return toProductReview(answer.createProductReview.review);
}
