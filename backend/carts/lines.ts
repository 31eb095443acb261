import { roundMoney } from '../catalog/money.ts';
import { finalPrice } from '../catalog/price.ts';
import { cachedStatement, type Database } from '../db/database.ts';

/** One cart item with what pricing, stock checks and both APIs need, texts in the requested store view. */
export interface CartLine {
  item_id: number;
  product_id: number;
  sku: string;
  type_id: string;
  name: string;
  url_key: string;
  /** Media file below /media/catalog/product, or null without images. */
  image: string | null;
  qty: number;
  /** Price charged per unit now (special price while its window is open). */
  price: number;
  /** Regular price per unit. */
  regular_price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  row_total: number;
  stock_qty: number;
  is_in_stock: number;
}

interface LineRow extends Omit<CartLine, 'price' | 'regular_price' | 'row_total'> {
  unit_price: number;
}

const LINES = `
  SELECT ci.id AS item_id, ci.product_id, p.sku, p.type_id, COALESCE(s.name, d.name) AS name,
         COALESCE(s.url_key, d.url_key) AS url_key,
         (SELECT file FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS image,
         ci.qty, p.price AS unit_price, p.special_price, p.special_from_date, p.special_to_date,
         p.qty AS stock_qty, p.is_in_stock
    FROM cart_items ci
    JOIN products p ON p.id = ci.product_id
    JOIN product_store d ON d.product_id = p.id AND d.store_id = 1
    LEFT JOIN product_store s ON s.product_id = p.id AND s.store_id = ?
   WHERE ci.cart_id = ?
   ORDER BY ci.id`;

/** The cart's items in insertion order (Magento lists quote items by item id), priced at `now`. */
export function loadCartLines(db: Database, cartId: number, storeId: number, now: Date = new Date()): CartLine[] {
  const rows = cachedStatement(db, LINES).all(storeId, cartId) as unknown as LineRow[];
  return rows.map(({ unit_price, ...row }) => {
    const price = finalPrice({ price: unit_price, special_price: row.special_price, special_from_date: row.special_from_date, special_to_date: row.special_to_date }, now);
    return { ...row, price, regular_price: unit_price, row_total: roundMoney(price * row.qty) };
  });
}
