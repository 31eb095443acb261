import { parentIdOf } from '../db/configurable-links.ts';
import { cachedStatement, transaction, type Database } from '../db/database.ts';

export interface RecentlyViewedPage {
  /** `variant_sku`: the variant of a configurable product viewed last (issue 39); null for any other product. */
  items: { sku: string; variant_sku: string | null; viewed_at: string }[];
  total_count: number;
}

/**
 * Spec §4: a view moves the product to the front; the list keeps no duplicates (one row per product). A view of a
 * variant (`viewedId` is one) is its configurable product's row, keeping the variant viewed last.
 */
export function recordRecentlyViewed(db: Database, customerId: number, storeId: number, viewedId: number, now: Date = new Date()): void {
  const parentId = parentIdOf(db, viewedId);
  const productId = parentId ?? viewedId;
  const variantId = parentId === null ? null : viewedId;
  transaction(db, () => {
    cachedStatement(db, 'DELETE FROM recently_viewed WHERE customer_id = ? AND store_id = ? AND product_id = ?').run(customerId, storeId, productId);
    cachedStatement(db, 'INSERT INTO recently_viewed (customer_id, store_id, product_id, variant_id, viewed_at) VALUES (?, ?, ?, ?, ?)').run(
      customerId,
      storeId,
      productId,
      variantId,
      now.toISOString(),
    );
  });
}

/** Newest first; rowid breaks ties between views within the same millisecond (the later insert wins). */
export function listRecentlyViewed(db: Database, customerId: number, storeId: number, pageSize: number, currentPage: number): RecentlyViewedPage {
  const items = cachedStatement(
    db,
    `SELECT p.sku, v.sku AS variant_sku, r.viewed_at FROM recently_viewed r JOIN products p ON p.id = r.product_id
      LEFT JOIN products v ON v.id = r.variant_id
      WHERE r.customer_id = ? AND r.store_id = ? ORDER BY r.viewed_at DESC, r.rowid DESC LIMIT ? OFFSET ?`,
  ).all(customerId, storeId, pageSize, (currentPage - 1) * pageSize) as unknown as RecentlyViewedPage['items'];
  const count = cachedStatement(db, 'SELECT COUNT(*) AS n FROM recently_viewed WHERE customer_id = ? AND store_id = ?').get(customerId, storeId) as {
    n: number;
  };
  return { items, total_count: count.n };
}
