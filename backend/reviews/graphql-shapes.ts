import type { Database } from '../db/database.ts';
import { votesOf, type ReviewRow } from './reviews.ts';

/**
 * Magento's ProductReview objects for these rows, their ratings labelled in the store view. `product` is the
 * reviewed product's GraphQL object, which the caller resolves (a product's own reviews point back to it).
 */
export function toGraphqlReviews(db: Database, storeId: number, rows: readonly ReviewRow[], product: (row: ReviewRow) => unknown) {
  const votes = votesOf(db, storeId, rows.map((row) => row.id));
  return rows.map((row) => ({
    product: () => product(row),
    summary: row.summary,
    text: row.text,
    nickname: row.nickname,
    created_at: row.created_at,
    average_rating: row.average_rating,
    ratings_breakdown: (votes.get(row.id) ?? []).map((vote) => ({ name: vote.name, value: String(vote.value) })),
  }));
}

/** Magento's SearchResultPageInfo of a list of `total` reviews. */
export const reviewPageInfo = (total: number, pageSize: number, currentPage: number) => ({
  page_size: pageSize,
  current_page: currentPage,
  total_pages: Math.ceil(total / pageSize),
});
