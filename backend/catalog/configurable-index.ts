/**
 * A configurable product's stock and price are its variants' (Magento's stock and price indexers for configurable
 * products): in stock while one enabled variant is, with their quantities summed, and priced at its cheapest variant
 * in stock (else its cheapest). The product's own row keeps them, so listings, the stock filter, the search index and
 * the REST shape read them like any product's; every write that moves a variant's stock or price (orders, their
 * cancellation, the admin API) refreshes them in the same transaction. (The price a shopper pays, sale included, is
 * computed from the variants at the time of asking: catalog/sql.ts, catalog/configurable-view.ts.)
 */
import { cachedStatement, type Database } from '../db/database.ts';

const ENABLED_VARIANTS = `FROM configurable_links l JOIN products c ON c.id = l.child_id WHERE l.parent_id = products.id AND c.status = 1`;
const IN_STOCK = 'AND c.is_in_stock = 1 AND c.qty > 0';

const REFRESH = `
  UPDATE products SET
    qty = COALESCE((SELECT SUM(c.qty) ${ENABLED_VARIANTS} ${IN_STOCK}), 0),
    is_in_stock = EXISTS (SELECT 1 ${ENABLED_VARIANTS} ${IN_STOCK}),
    price = COALESCE((SELECT MIN(c.price) ${ENABLED_VARIANTS} ${IN_STOCK}), (SELECT MIN(c.price) ${ENABLED_VARIANTS}), price)
  WHERE id IN (SELECT parent_id FROM configurable_links WHERE child_id IN (SELECT value FROM json_each(?)))
  RETURNING id`;

/** Recomputes the stock and price of the configurable products these products are variants of; answers their ids. */
export function reindexConfigurableProducts(db: Database, productIds: readonly number[]): number[] {
  if (productIds.length === 0) return [];
  return (cachedStatement(db, REFRESH).all(JSON.stringify(productIds)) as Array<{ id: number }>).map((row) => row.id);
}
