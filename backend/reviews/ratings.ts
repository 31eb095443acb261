import { cachedStatement, type Database } from '../db/database.ts';
import { fromUid, toUid } from '../catalog/uid.ts';

/** Each rating is given from 1 to 5 stars, as Magento's default rating options are. */
export const RATING_VALUES = [1, 2, 3, 4, 5] as const;

export interface RatingDimension {
  id: number;
  code: string;
  /** The store view's label (the default code when the store view has none). */
  label: string;
}

/** The active rating dimensions (Quality, Value, Performance), labelled in the store view, in their order. */
export function activeRatings(db: Database, storeId: number): RatingDimension[] {
  return cachedStatement(
    db,
    `SELECT r.id, r.code, COALESCE(l.label, r.code) AS label FROM ratings r
       LEFT JOIN rating_labels l ON l.rating_id = r.id AND l.store_id = ?
      WHERE r.is_active = 1 ORDER BY r.position, r.id`,
  ).all(storeId) as unknown as RatingDimension[];
}

/**
 * Magento numbers a rating's options across all ratings (rating 1 has options 1–5, rating 2 options 6–10…) and
 * GraphQL names them by the option id's uid: `value_id`.
 */
export const ratingValueUid = (ratingId: number, value: number) => toUid((ratingId - 1) * RATING_VALUES.length + value);

/** The 1–5 value a `value_id` stands for within the rating, or null when it is not one of that rating's. */
export function ratingValueOf(ratingId: number, valueUid: string): number | null {
  const optionId = fromUid(valueUid);
  if (optionId === null) return null;
  const value = optionId - (ratingId - 1) * RATING_VALUES.length;
  return value >= 1 && value <= RATING_VALUES.length ? value : null;
}

/** `productReviewRatingsMetadata`: every active rating with its five values. */
export function ratingsMetadata(db: Database, storeId: number) {
  return {
    items: activeRatings(db, storeId).map((rating) => ({
      id: toUid(rating.id),
      name: rating.label,
      values: RATING_VALUES.map((value) => ({ value_id: ratingValueUid(rating.id, value), value: String(value) })),
    })),
  };
}
