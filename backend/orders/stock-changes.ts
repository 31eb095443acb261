import type { Database } from '../db/database.ts';
import type { ChangeNotifier } from '../notify/notifier.ts';
import { productChangeTags } from '../notify/tags.ts';
import { reindexProducts } from '../search/search-index.ts';

/**
 * Orders move stock. When a product sells out (an order took its last units) or is back in stock (a cancelled
 * order returned them), its pages and the listings it leaves or rejoins change, exactly as when an editor changes
 * its stock: the same tags (notify/tags.ts) are recorded in the order's own transaction, so the notice is written
 * if and only if the order is. The backend's caches are cleared and the notices delivered once that transaction
 * is over: node:sqlite runs it synchronously, so a microtask queued inside it runs after the commit. Stock that
 * only goes down or up a little changes no page (pages show in or out of stock), so it announces nothing.
 */
export function announceStockChanges(
  deps: { db: Database; changes: Pick<ChangeNotifier, 'record' | 'committed'> },
  productIds: readonly number[],
): void {
  if (productIds.length === 0) return;
  reindexProducts(deps.db, productIds);
  const stockCrossed = { sellable: false, stock: true, sale: false };
  deps.changes.record([...new Set(productIds.flatMap((id) => productChangeTags(deps.db, id, stockCrossed)))]);
  queueMicrotask(() => deps.changes.committed());
}
