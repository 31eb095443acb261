import { cachedStatement, transaction, type Database } from '../db/database.ts';
import { MagentoError } from '../errors.ts';
import { magentoDecimal } from '../catalog/money.ts';
import { PRODUCT_NOT_FOUND } from '../catalog/products.ts';
import { magentoDateTime } from '../dates.ts';
import { configurableChoices, selectedOptions } from '../catalog/configurable-options.ts';
import { optionValueUid } from '../catalog/option-uid.ts';
import { parentIdOf } from '../db/configurable-links.ts';

interface WishlistRow {
  wishlist_item_id: number;
  product_id: number;
  /** The variant kept for a configurable product, else null; the SKU, price, stock and image below are its. */
  child_id: number | null;
  /** The configurable product's own SKU. */
  parent_sku: string;
  sku: string;
  name: string;
  url_key: string;
  price: number;
  special_price: number | null;
  qty: number;
  is_in_stock: number;
  thumbnail: string | null;
}

/**
 * `GET /V1/wishlist/items` data: the wishlist module's REST form (spec §3). The thumbnail is the media path below
 * catalog/product (the storefront prefixes it with /product); request_path is the product page path.
 *
 * A configurable product kept with a variant chosen (Magento's ConfigurableWishlistItem) is that variant under its
 * product's name and page: the variant's SKU, price, stock and image (the product's when it has none), with
 * `child_sku`, `parent_sku` and `selected_options` (each chosen value, labelled in the store view, with its
 * attribute code and value index, the variant's address, and its uid, which the cart takes). `product_id` stays the configurable product's: the list holds it once.
 */
export function listWishlist(db: Database, customerId: number, storeId: number) {
  const rows = cachedStatement(
    db,
    `SELECT w.id AS wishlist_item_id, p.id AS product_id, w.child_id, p.sku AS parent_sku, COALESCE(v.sku, p.sku) AS sku, COALESCE(s.name, d.name) AS name,
            COALESCE(s.url_key, d.url_key) AS url_key, COALESCE(v.price, p.price) AS price,
            CASE WHEN v.id IS NULL THEN p.special_price ELSE v.special_price END AS special_price,
            COALESCE(v.qty, p.qty) AS qty, COALESCE(v.is_in_stock, p.is_in_stock) AS is_in_stock,
            COALESCE((SELECT file FROM product_images i WHERE i.product_id = v.id ORDER BY i.position LIMIT 1),
                     (SELECT file FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1)) AS thumbnail
       FROM wishlist_items w
       JOIN products p ON p.id = w.product_id
       LEFT JOIN products v ON v.id = w.child_id AND p.type_id = 'configurable'
       JOIN product_store d ON d.product_id = p.id AND d.store_id = 1
       LEFT JOIN product_store s ON s.product_id = p.id AND s.store_id = ?
      WHERE w.customer_id = ?
      ORDER BY w.id DESC`,
  ).all(storeId, customerId) as unknown as WishlistRow[];
  const choices = configurableChoices(db, rows.filter((row) => row.child_id !== null).map((row) => row.product_id), storeId);
  const chosenOf = (row: WishlistRow) => {
    const product = row.child_id === null ? undefined : choices.get(row.product_id);
    if (!product || row.child_id === null) return {};
    const options = selectedOptions(product, row.child_id);
    if (options.length === 0) return {};
    return {
      child_sku: row.sku,
      parent_sku: row.parent_sku,
      selected_options: options.map(({ attribute, value }) => ({
        label: attribute.label,
        value: value.label,
        attribute_code: attribute.code,
        value_index: value.valueIndex,
        // What the cart takes back (Magento's configurable_product_option_value_uid): the list adds the variant.
        value_uid: optionValueUid(attribute.attributeId, value.valueIndex),
      })),
    };
  };
  return rows.map((row) => ({
    wishlist_item_id: row.wishlist_item_id,
    product_id: row.product_id,
    ...chosenOf(row),
    product: {
      name: row.name,
      special_price: row.special_price === null ? null : magentoDecimal(row.special_price),
      price: magentoDecimal(row.price),
      thumbnail: row.thumbnail,
      request_path: `${row.url_key}.html`,
      sku: row.sku,
      inventory_in_stock: row.is_in_stock === 1 && row.qty > 0 ? '1' : '0',
    },
  }));
}

/**
 * Adds the product (idempotent: a product already on the list keeps its item id). A variant's id adds its
 * configurable product with that variant chosen; a product already on the list keeps its item and takes the new
 * choice, and the configurable product's own id keeps the choice it had.
 */
export function addToWishlist(db: Database, customerId: number, productId: number): number {
  return transaction(db, () => {
    const product = cachedStatement(db, 'SELECT id FROM products WHERE id = ? AND status = 1').get(productId);
    if (!product) throw new MagentoError(404, PRODUCT_NOT_FOUND);
    const parentId = parentIdOf(db, productId);
    const wished = parentId === null ? { productId, childId: null } : { productId: parentId, childId: productId };
    const row = cachedStatement(
      db,
      `INSERT INTO wishlist_items (customer_id, product_id, child_id, added_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (customer_id, product_id) DO UPDATE SET child_id = COALESCE(excluded.child_id, child_id) RETURNING id`,
    ).get(customerId, wished.productId, wished.childId, magentoDateTime()) as { id: number };
    return row.id;
  });
}

/** Removes one of the customer's own items; someone else's item id is "not found", never removed. */
export function removeFromWishlist(db: Database, customerId: number, wishlistItemId: number): void {
  const result = cachedStatement(db, 'DELETE FROM wishlist_items WHERE id = ? AND customer_id = ?').run(wishlistItemId, customerId);
  if (Number(result.changes) !== 1) {
    throw new MagentoError(404, 'The wishlist item with ID "%1" does not exist.', [wishlistItemId]);
  }
}

/** One line of the customer's list as Magento's GraphQL wishlist reads it. */
export interface WishlistItemRow {
  id: number;
  product_id: number;
  /** For a configurable product, the variant chosen (Magento's child_sku), or null. */
  child_id: number | null;
  quantity: number;
  description: string | null;
  added_at: string;
}

/** The customer's list, newest first (the customer's one wishlist; Magento Open Source has one per customer). */
export function listWishlistItems(db: Database, customerId: number): WishlistItemRow[] {
  return cachedStatement(
    db,
    'SELECT id, product_id, child_id, quantity, description, added_at FROM wishlist_items WHERE customer_id = ? ORDER BY id DESC',
  ).all(customerId) as unknown as WishlistItemRow[];
}

/**
 * addProductsToWishlist: adds quantity of an enabled product (for a configurable product, with the variant chosen if
 * any); a product already on the list has its quantity raised and keeps the latest variant chosen.
 */
export function addQuantityToWishlist(db: Database, customerId: number, wished: { productId: number; childId: number | null }, quantity: number, now: Date): number {
  const row = cachedStatement(
    db,
    `INSERT INTO wishlist_items (customer_id, product_id, child_id, added_at, quantity) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (customer_id, product_id) DO UPDATE SET quantity = quantity + excluded.quantity,
         child_id = COALESCE(excluded.child_id, child_id) RETURNING id`,
  ).get(customerId, wished.productId, wished.childId, magentoDateTime(now), quantity) as { id: number };
  return row.id;
}

/** updateProductsInWishlist: the quantity and/or note of one of the customer's own items; false when not theirs. */
export function updateWishlistItem(db: Database, customerId: number, itemId: number, changes: { quantity?: number; description?: string | null }): boolean {
  const result = cachedStatement(
    db,
    `UPDATE wishlist_items SET quantity = COALESCE(?, quantity), description = CASE WHEN ? THEN ? ELSE description END
      WHERE id = ? AND customer_id = ?`,
  ).run(changes.quantity ?? null, changes.description === undefined ? 0 : 1, changes.description ?? null, itemId, customerId);
  return Number(result.changes) === 1;
}

/** The SKU of a product on a list (the cart adds by SKU); null when the product is gone. */
export function skuOfProduct(db: Database, productId: number): string | null {
  return (cachedStatement(db, 'SELECT sku FROM products WHERE id = ?').get(productId) as { sku: string } | undefined)?.sku ?? null;
}
