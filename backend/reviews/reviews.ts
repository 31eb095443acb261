import { parentIdOf } from '../db/configurable-links.ts';
import { cachedStatement, transaction, type Database } from '../db/database.ts';
import { magentoDateTime } from '../dates.ts';
import { MagentoError } from '../errors.ts';
import { activeRatings } from './ratings.ts';

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

export interface ReviewRow {
  id: number;
  product_id: number;
  store_id: number;
  customer_id: number | null;
  nickname: string;
  summary: string;
  text: string;
  status: ReviewStatus;
  average_rating: number;
  created_at: string;
}

const COLUMNS = 'id, product_id, store_id, customer_id, nickname, summary, text, status, average_rating, created_at';

/** One page of a product's approved reviews in the store view, newest first. */
export function approvedReviews(db: Database, storeId: number, productId: number, pageSize: number, currentPage: number): ReviewRow[] {
  return cachedStatement(
    db,
    `SELECT ${COLUMNS} FROM reviews WHERE product_id = ? AND store_id = ? AND status = 'approved'
      ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  ).all(productId, storeId, pageSize, (currentPage - 1) * pageSize) as unknown as ReviewRow[];
}

/** The customer's own reviews in the store view, whatever their status, newest first. */
export function customerReviews(db: Database, storeId: number, customerId: number, pageSize: number, currentPage: number): { rows: ReviewRow[]; total: number } {
  const rows = cachedStatement(
    db,
    `SELECT ${COLUMNS} FROM reviews WHERE customer_id = ? AND store_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  ).all(customerId, storeId, pageSize, (currentPage - 1) * pageSize) as unknown as ReviewRow[];
  const { total } = cachedStatement(db, 'SELECT COUNT(*) AS total FROM reviews WHERE customer_id = ? AND store_id = ?').get(customerId, storeId) as { total: number };
  return { rows, total };
}

/** The votes of these reviews, each rating labelled in the store view: review id → [label, value]. */
export function votesOf(db: Database, storeId: number, reviewIds: readonly number[]): Map<number, Array<{ name: string; value: number }>> {
  const votes = new Map<number, Array<{ name: string; value: number }>>();
  if (reviewIds.length === 0) return votes;
  const rows = cachedStatement(
    db,
    `SELECT v.review_id, COALESCE(l.label, r.code) AS name, v.value FROM review_votes v
       JOIN ratings r ON r.id = v.rating_id LEFT JOIN rating_labels l ON l.rating_id = r.id AND l.store_id = ?
      WHERE v.review_id IN (SELECT value FROM json_each(?)) ORDER BY v.review_id, r.position, r.id`,
  ).all(storeId, JSON.stringify(reviewIds)) as Array<{ review_id: number; name: string; value: number }>;
  for (const row of rows) votes.set(row.review_id, [...(votes.get(row.review_id) ?? []), { name: row.name, value: row.value }]);
  return votes;
}

/**
 * The product a review is written about: an enabled product shown on its own, or for a variant's SKU its
 * configurable product (reviews are the product's, whichever colour was bought). Null when there is none.
 */
export function reviewedProductId(db: Database, sku: string): number | null {
  const product = cachedStatement(db, 'SELECT id, visibility FROM products WHERE sku = ? AND status = 1').get(sku) as
    | { id: number; visibility: number }
    | undefined;
  if (!product) return null;
  const parentId = parentIdOf(db, product.id);
  if (parentId !== null) return parentId;
  return product.visibility === 1 ? null : product.id;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** How many reviews one customer may write in a day, and one address in an hour. */
export const REVIEW_LIMITS = { customerDaily: 5, clientHourly: 20 } as const;

export interface NewReview {
  productId: number;
  storeId: number;
  customerId: number;
  clientIp: string;
  nickname: string;
  summary: string;
  text: string;
  /** rating id → 1–5: one for every active rating. */
  votes: Map<number, number>;
}

const tooMany = (message: string) => new MagentoError(429, message);

/**
 * Stores a review as pending (nothing shows until an editor approves it). Refused, with nothing stored: a second
 * review of the same product by the customer while the first is pending or approved, a customer's sixth review in a
 * day, an address's 21st in an hour, and votes that are not exactly one per active rating.
 */
export function createReview(db: Database, review: NewReview, now: Date): ReviewRow {
  return transaction(db, () => {
    const ratings = activeRatings(db, review.storeId);
    if (ratings.length !== review.votes.size || ratings.some((rating) => !review.votes.has(rating.id))) {
      throw new MagentoError(400, 'Rate the product on every rating: %ratings.', { ratings: ratings.map((rating) => rating.label).join(', ') });
    }
    const since = (ms: number) => magentoDateTime(new Date(now.getTime() - ms));
    const duplicate = cachedStatement(db, "SELECT 1 FROM reviews WHERE customer_id = ? AND product_id = ? AND status <> 'rejected'").get(review.customerId, review.productId);
    if (duplicate) throw new MagentoError(409, 'You have already reviewed this product.');
    const { daily } = cachedStatement(db, 'SELECT COUNT(*) AS daily FROM reviews WHERE customer_id = ? AND created_at > ?').get(review.customerId, since(DAY_MS)) as { daily: number };
    if (daily >= REVIEW_LIMITS.customerDaily) throw tooMany('You have written too many reviews today. Try again tomorrow.');
    const { hourly } = cachedStatement(db, 'SELECT COUNT(*) AS hourly FROM reviews WHERE client_ip = ? AND created_at > ?').get(review.clientIp, since(HOUR_MS)) as { hourly: number };
    if (hourly >= REVIEW_LIMITS.clientHourly) throw tooMany('Too many reviews were written from this address. Try again later.');
    const values = [...review.votes.values()];
    const average = (values.reduce((sum, value) => sum + value, 0) / values.length) * 20;
    const row = cachedStatement(
      db,
      `INSERT INTO reviews (product_id, store_id, customer_id, client_ip, nickname, summary, text, status, average_rating, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?) RETURNING ${COLUMNS}`,
    ).get(review.productId, review.storeId, review.customerId, review.clientIp, review.nickname, review.summary, review.text, Math.round(average * 10) / 10, magentoDateTime(now)) as unknown as ReviewRow;
    const vote = cachedStatement(db, 'INSERT INTO review_votes (review_id, rating_id, value) VALUES (?, ?, ?)');
    for (const [ratingId, value] of review.votes) vote.run(row.id, ratingId, value);
    return row;
  });
}

export function reviewById(db: Database, id: number): ReviewRow | null {
  return (cachedStatement(db, `SELECT ${COLUMNS} FROM reviews WHERE id = ?`).get(id) as unknown as ReviewRow | undefined) ?? null;
}

/** Reviews for an editor, oldest first (the queue's order), of one status or all. */
export function reviewsForModeration(db: Database, status: ReviewStatus | null, pageSize: number, currentPage: number): { rows: ReviewRow[]; total: number } {
  const rows = cachedStatement(
    db,
    `SELECT ${COLUMNS} FROM reviews WHERE (? IS NULL OR status = ?) ORDER BY id LIMIT ? OFFSET ?`,
  ).all(status, status, pageSize, (currentPage - 1) * pageSize) as unknown as ReviewRow[];
  const { total } = cachedStatement(db, 'SELECT COUNT(*) AS total FROM reviews WHERE (? IS NULL OR status = ?)').get(status, status) as { total: number };
  return { rows, total };
}

/** Sets a review's status; answers the review before the change (null when there is no such review). */
export function moderateReview(db: Database, id: number, status: ReviewStatus, now: Date): ReviewRow | null {
  const before = reviewById(db, id);
  if (!before) return null;
  if (before.status !== status) {
    cachedStatement(db, 'UPDATE reviews SET status = ?, moderated_at = ? WHERE id = ?').run(status, magentoDateTime(now), id);
  }
  return before;
}
