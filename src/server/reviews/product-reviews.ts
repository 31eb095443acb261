/**
 * The reviews on a product's page: page `?reviews=N` of its approved reviews in the page's store view (newest first,
 * REVIEWS_PAGE_SIZE a page), with the rating dimensions of the review form. They are part of the cached product
 * page, whose `product:<sku>` tag an editor's approval or rejection purges. A page number that is not one, or past
 * the last page, is no page (the route answers 404).
 */
import type { CommerceClient, ProductReviewsPage } from '@/lib/commerce/index.ts';
import { isPageInRange, parsePageParam } from '@/domain/listing-params.ts';

/** The query parameter of the reviews' page on a product's address. */
export const REVIEWS_PAGE_PARAM = 'reviews';

export type ProductReviewsLoad = { kind: 'page'; reviews: ProductReviewsPage | null } | { kind: 'no-such-page' };

export async function loadProductReviews(commerce: CommerceClient, sku: string, search: URLSearchParams): Promise<ProductReviewsLoad> {
  const page = parsePageParam(search.get(REVIEWS_PAGE_PARAM));
  if (page === null) return { kind: 'no-such-page' };
  const reviews = await commerce.getProductReviews(sku, page);
  if (reviews && !isPageInRange(page, reviews.totalPages)) return { kind: 'no-such-page' };
  return { kind: 'page', reviews };
}
