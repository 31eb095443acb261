/**
 * A configurable product's stock is its variants' (Magento's stock indexer for configurable products): in stock
 * while one enabled variant is, with their quantities summed. The product's own row keeps it, so listings, the stock
 * filter and the search index read it like any product's; every write that moves a variant's stock (orders, their
 * cancellation, the admin API) refreshes it in the same transaction.
 */
import { cachedStatement, type Database } from '../db/database.ts';

const REFRESH = `
  UPDATE products SET
    qty = COALESCE((SELECT SUM(c.qty) FROM configurable_links l JOIN products c ON c.id = l.child_id
                     WHERE l.parent_id = products.id AND c.status = 1 AND c.is_in_stock = 1 AND c.qty > 0), 0),
    is_in_stock = EXISTS (SELECT 1 FROM configurable_links l JOIN products c ON c.id = l.child_id
                     WHERE l.parent_id = products.id AND c.status = 1 AND c.is_in_stock = 1 AND c.qty > 0)
  WHERE id IN (SELECT parent_id FROM configurable_links WHERE child_id IN (SELECT value FROM json_each(?)))
  RETURNING id`;

/** Recomputes the stock of the configurable products these products are variants of; answers their ids. */
export function refreshConfigurableStock(db: Database, productIds: readonly number[]): number[] {
  if (productIds.length === 0) return [];
  return (cachedStatement(db, REFRESH).all(JSON.stringify(productIds)) as Array<{ id: number }>).map((row) => row.id);
}
