/**
 * A product's reviews for crawlers: `aggregateRating` and `review` for its schema.org Product (or ProductGroup),
 * only from approved reviews (the only ones the backend answers) and only when there are any. The texts go out as
 * JSON strings in the page's JSON-LD block, whose writer escapes `<` (JsonLd.astro), so no review closes the tag.
 */
import type { ProductReviewsPage } from '@/lib/commerce/index.ts';
import { parseMagentoDate } from '@/domain/sale.ts';

export function reviewJsonLd(reviews: ProductReviewsPage | null): Record<string, unknown> {
  if (!reviews?.summary || reviews.summary.count === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviews.summary.stars,
      bestRating: 5,
      worstRating: 1,
      reviewCount: reviews.summary.count,
    },
    review: reviews.reviews.map((review) => {
      const published = parseMagentoDate(review.createdAt);
      return {
        '@type': 'Review',
        name: review.summary,
        reviewBody: review.text,
        author: { '@type': 'Person', name: review.nickname },
        ...(published === null ? {} : { datePublished: new Date(published).toISOString().slice(0, 10) }),
        reviewRating: { '@type': 'Rating', ratingValue: review.stars, bestRating: 5, worstRating: 1 },
      };
    }),
  };
}
