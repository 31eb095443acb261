import { NOT_AVAILABLE, QTY_NOT_AVAILABLE } from '../carts/items.ts';
import { reindexConfigurableProducts } from '../catalog/configurable-index.ts';
import { cachedStatement, type Database } from '../db/database.ts';
import { MagentoError } from '../errors.ts';

/** One product of an order-to-be and how many units it takes. */
export interface StockDemand {
  product_id: number;
  sku: string;
  name: string;
  qty: number;
}

/** A product the order wants more of than is on hand, named for the shopper (spec: marked in the cart). */
export interface StockShortfall {
  sku: string;
  name: string;
  requested: number;
  available: number;
  /** Magento's per-item wording. */
  message: string;
}

interface StockRow {
  id: number;
  qty: number;
  is_in_stock: number;
  status: number;
}

export const OUT_OF_STOCK = 'Unable to place order: Some of the products are out of stock.';

/**
 * Magento's out-of-stock refusal of placeOrder. The items travel in `extensions.out_of_stock_items` ({sku, name,
 * requested, available, message}) so the storefront can name them and mark them in the cart.
 */
export function outOfStockError(shortfalls: StockShortfall[]): MagentoError {
  return new MagentoError(400, OUT_OF_STOCK, [], { out_of_stock_items: shortfalls });
}

/** What cannot be supplied right now. Call inside the placing transaction, so nothing changes in between. */
export function findShortfalls(db: Database, demands: StockDemand[]): StockShortfall[] {
  const rows = cachedStatement(db, 'SELECT id, qty, is_in_stock, status FROM products WHERE id IN (SELECT value FROM json_each(?))').all(
    JSON.stringify(demands.map((demand) => demand.product_id)),
  ) as unknown as StockRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return demands.flatMap((demand) => {
    const row = byId.get(demand.product_id);
    const salable = row !== undefined && row.status === 1 && row.is_in_stock === 1 && row.qty > 0;
    if (salable && row.qty >= demand.qty) return [];
    return [
      {
        sku: demand.sku,
        name: demand.name,
        requested: demand.qty,
        available: salable ? row.qty : 0,
        message: salable ? QTY_NOT_AVAILABLE : NOT_AVAILABLE,
      },
    ];
  });
}

/**
 * Takes the units off stock (after findShortfalls found none, in the same transaction). A product sold out is
 * flagged out of stock, as Magento's inventory does at qty 0. Answers the ids of the products that sold out.
 */
export function takeStock(db: Database, demands: StockDemand[]): number[] {
  const take = cachedStatement(
    db,
    `UPDATE products SET qty = qty - ?1, is_in_stock = CASE WHEN qty - ?1 > 0 THEN is_in_stock ELSE 0 END
      WHERE id = ?2 AND qty >= ?1 RETURNING is_in_stock`,
  );
  const soldOut: number[] = [];
  for (const demand of demands) {
    const rows = take.all(demand.qty, demand.product_id) as Array<{ is_in_stock: number }>;
    // findShortfalls ran in this transaction; a miss here is a broken invariant, and throwing rolls the order back.
    if (rows.length !== 1) throw new Error(`stock of product ${demand.product_id} changed while placing an order`);
    if (rows[0]!.is_in_stock === 0) soldOut.push(demand.product_id);
  }
  reindexConfigurableProducts(db, demands.map((demand) => demand.product_id));
  return soldOut;
}

/**
 * Puts units back (a cancelled order); a product that had sold out is in stock again. Answers the ids of the
 * products that are back in stock.
 */
export function returnStock(db: Database, returns: { product_id: number | null; qty: number }[]): number[] {
  const wasOut = cachedStatement(db, 'SELECT is_in_stock FROM products WHERE id = ?');
  const give = cachedStatement(db, 'UPDATE products SET qty = qty + ?1, is_in_stock = CASE WHEN qty + ?1 > 0 THEN 1 ELSE is_in_stock END WHERE id = ?2');
  const backInStock: number[] = [];
  for (const item of returns) {
    if (item.product_id === null || item.qty <= 0) continue;
    const before = wasOut.get(item.product_id) as { is_in_stock: number } | undefined;
    give.run(item.qty, item.product_id);
    if (before?.is_in_stock === 0) backInStock.push(item.product_id);
  }
  reindexConfigurableProducts(db, returns.flatMap((item) => (item.product_id === null ? [] : [item.product_id])));
  return backInStock;
}
