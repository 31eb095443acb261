/** Review answers -> view models (types/reviews.ts). Magento gives percentages; shoppers read stars out of 5. */
import type { ProductReviewFieldsFragment, ProductReviewsQuery } from '@/lib/commerce/generated/graphql.ts';
import type { ProductReview, RatingDimension, RatingSummary } from '@/domain/review-types.ts';

/** A percentage (Magento's rating_summary, average_rating) as stars out of 5, to one decimal. */
export const starsOf = (percent: number) => Math.round(Math.min(100, Math.max(0, percent)) / 2) / 10;

/** A product's summary, or null when it has no approved review yet (then no stars are shown at all). */
export function toRatingSummary(raw: { rating_summary?: number | null; review_count?: number | null }): RatingSummary | null {
  const count = raw.review_count ?? 0;
  return count > 0 ? { stars: starsOf(raw.rating_summary ?? 0), count } : null;
}

export function toProductReview(raw: ProductReviewFieldsFragment): ProductReview {
  return {
    nickname: raw.nickname,
    summary: raw.summary,
    text: raw.text,
    createdAt: raw.created_at,
    stars: starsOf(raw.average_rating),
    ratings: raw.ratings_breakdown.map((rating) => ({ name: rating.name, value: Number(rating.value) })).filter((rating) => rating.value >= 1 && rating.value <= 5),
  };
}

export function toRatingDimensions(raw: ProductReviewsQuery['productReviewRatingsMetadata']): RatingDimension[] {
  return raw.items.map((item) => ({
    id: item.id,
    name: item.name,
    values: item.values.map((value) => ({ valueId: value.value_id, value: Number(value.value) })).sort((a, b) => a.value - b.value),
  }));
}
