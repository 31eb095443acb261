/**
 * What a product's card and page say of its reviews (Magento's `rating_summary` and `review_count`): read with the
 * products themselves, from the approved reviews the review module keeps (backend/reviews/).
 */
import { cachedStatement, type Database } from '../db/database.ts';

export interface ReviewSummary {
  /** Approved reviews in the store view. */
  count: number;
  /** Their mean rating as a percentage (Magento's rating_summary), 0 with none. */
  percent: number;
}

/** Each product's approved reviews in the store view: how many and their mean, for a page's products at once. */
export function reviewSummaries(db: Database, storeId: number, productIds: readonly number[]): Map<number, ReviewSummary> {
  const summaries = new Map<number, ReviewSummary>();
  if (productIds.length === 0) return summaries;
  const rows = cachedStatement(
    db,
    `SELECT product_id, COUNT(*) AS count, AVG(average_rating) AS percent FROM reviews
      WHERE product_id IN (SELECT value FROM json_each(?)) AND store_id = ? AND status = 'approved'
      GROUP BY product_id`,
  ).all(JSON.stringify(productIds), storeId) as Array<{ product_id: number; count: number; percent: number }>;
  for (const row of rows) summaries.set(row.product_id, { count: row.count, percent: Math.round(row.percent * 10) / 10 });
  return summaries;
}
