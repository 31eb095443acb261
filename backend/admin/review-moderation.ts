/**
 * The store's review module's admin API (Matjar_Review; Magento Open Source has no review REST of its own): the
 * editors' moderation queue and their verdicts. backend/README.md "Admin API" lists the routes.
 */
import { z } from 'zod';
import { cachedStatement, type Database } from '../db/database.ts';
import { MagentoError } from '../errors.ts';
import { listPageOf, parseInput } from '../input.ts';
import { productChangeTags } from '../notify/tags.ts';
import { moderateReview, reviewById, reviewsForModeration, votesOf, type ReviewRow, type ReviewStatus } from '../reviews/reviews.ts';
import { storeById } from '../stores.ts';

const STATUSES = ['pending', 'approved', 'rejected'] as const;

const statusQuery = z.object({ status: z.enum(STATUSES).optional() });
const verdictBody = z.object({ review: z.object({ status: z.enum(STATUSES) }).strict() }).strict();

export function parseReviewId(value: string): number {
  if (!/^\d{1,12}$/.test(value)) throw new MagentoError(400, 'Invalid value of "%value" provided for the %fieldName field.', { value: value.slice(0, 20), fieldName: 'id' });
  return Number(value);
}

const noSuchReview = (id: number) => new MagentoError(404, 'The review with ID "%1" does not exist.', [id]);

/** A review as the admin API answers it: its product's SKU, its store view, its texts as written, and its votes. */
function restReviews(db: Database, rows: readonly ReviewRow[]) {
  const skus = new Map(
    (cachedStatement(db, 'SELECT id, sku FROM products WHERE id IN (SELECT value FROM json_each(?))').all(JSON.stringify(rows.map((row) => row.product_id))) as Array<{ id: number; sku: string }>).map((row) => [row.id, row.sku]),
  );
  return rows.map((row) => {
    const votes = votesOf(db, row.store_id, [row.id]).get(row.id) ?? [];
    return {
      id: row.id,
      sku: skus.get(row.product_id) ?? null,
      store_code: storeById(row.store_id).code,
      customer_id: row.customer_id,
      nickname: row.nickname,
      summary: row.summary,
      text: row.text,
      status: row.status,
      average_rating: row.average_rating,
      ratings: votes.map((vote) => ({ label: vote.name, value: vote.value })),
      created_at: row.created_at,
    };
  });
}

/** `GET /V1/reviews?status=pending&pageSize=20&currentPage=1`: the queue (or every review), oldest first. */
export function listReviewsForEditors(db: Database, query: URLSearchParams) {
  const { status } = parseInput(statusQuery, { status: query.get('status') ?? undefined });
  const { pageSize, currentPage } = listPageOf(query);
  const { rows, total } = reviewsForModeration(db, status ?? null, pageSize, currentPage);
  return { items: restReviews(db, rows), total_count: total };
}

export function readReview(db: Database, id: number) {
  const row = reviewById(db, id);
  if (!row) throw noSuchReview(id);
  return restReviews(db, [row])[0];
}

/**
 * `PUT /V1/reviews/{id}` with `{ "review": { "status": "approved" } }` (or rejected, or back to pending). The change
 * touches what shoppers see only when the review enters or leaves the approved ones: then its product's pages and
 * the listings showing its stars (they all carry `product:<sku>`), nothing else.
 */
export function judgeReview(db: Database, id: number, body: unknown, now: Date): { tags: string[] } {
  const { review } = parseInput(verdictBody, body);
  const before = moderateReview(db, id, review.status as ReviewStatus, now);
  if (!before) throw noSuchReview(id);
  const shownBefore = before.status === 'approved';
  const shownAfter = review.status === 'approved';
  return { tags: shownBefore === shownAfter ? [] : productChangeTags(db, before.product_id, { sellable: false, stock: false, sale: false }) };
}
