import { cachedStatement, type Database } from '../db/database.ts';
import type { PricedProduct } from './price.ts';

/** Magento's wording for an SKU or product id that names no enabled product. */
export const PRODUCT_NOT_FOUND = "The product that was requested doesn't exist. Verify the product and try again.";

/** What the cart (and anything else outside the catalogue) needs to know about one sellable product. */
export interface CatalogProduct extends PricedProduct {
  id: number;
  sku: string;
  type_id: string;
  /** Name in the requested store view (falls back to the Arabic default store when missing). */
  name: string;
  qty: number;
  /** 1 = in stock, 0 = out of stock (Magento's cataloginventory flag). */
  is_in_stock: number;
  url_key: string;
  /** Media file below `/media/catalog/product` (e.g. `/a/p/apple-iphone-15-1.svg`), or null without images. */
  thumbnail: string | null;
  image: string | null;
}

const BY_SKU = `
  SELECT p.id, p.sku, p.type_id, COALESCE(s.name, d.name) AS name, p.price, p.special_price, p.special_from_date,
         p.special_to_date, p.qty, p.is_in_stock, COALESCE(s.url_key, d.url_key) AS url_key,
         (SELECT file FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS image
  FROM products p
  JOIN product_store d ON d.product_id = p.id AND d.store_id = 1
  LEFT JOIN product_store s ON s.product_id = p.id AND s.store_id = ?
  WHERE p.sku = ? AND p.status = 1`;

/**
 * The enabled product with this SKU (exact, case-sensitive like Magento's sku index), with texts of storeId;
 * null when unknown or disabled (Magento refuses to sell disabled products).
 */
export function findProductBySku(db: Database, sku: string, storeId: number): CatalogProduct | null {
  const row = cachedStatement(db, BY_SKU).get(storeId, sku) as Omit<CatalogProduct, 'thumbnail'> | undefined;
  if (!row) return null;
  // Magento assigns the first gallery image as base image, small image and thumbnail alike.
  return { ...row, thumbnail: row.image };
}
