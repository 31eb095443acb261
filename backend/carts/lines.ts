import { configurableChoices, selectedOptions } from '../catalog/configurable-options.ts';
import { roundMoney } from '../catalog/money.ts';
import { finalPrice } from '../catalog/price.ts';
import { cachedStatement, type Database } from '../db/database.ts';

/** A configurable line's chosen option: attribute and value, labelled in the line's store view. */
export interface LineOption {
  attribute_id: number;
  attribute_code: string;
  /** The attribute's label ("Color", "اللون"). */
  label: string;
  value_index: number;
  /** The value's label ("Blue", "أزرق"). */
  value: string;
}

/**
 * One cart item with what pricing, stock checks and both APIs need, texts in the requested store view. A variant
 * chosen on a configurable product is priced, stocked and identified (sku) as itself, and named (name, url_key) as
 * its configurable product, with the chosen options: Magento's configurable quote item.
 */
export interface CartLine {
  item_id: number;
  product_id: number;
  sku: string;
  type_id: string;
  /** Magento's product_type of the line: 'configurable' for a variant chosen on a configurable product. */
  product_type: string;
  parent_id: number | null;
  parent_sku: string | null;
  options: LineOption[];
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

interface LineRow extends Omit<CartLine, 'price' | 'regular_price' | 'row_total' | 'product_type' | 'options'> {
  unit_price: number;
  parent_name: string | null;
  parent_url_key: string | null;
}

const LINES = `
  SELECT ci.id AS item_id, ci.product_id, p.sku, p.type_id, COALESCE(s.name, d.name) AS name,
         COALESCE(s.url_key, d.url_key) AS url_key,
         (SELECT file FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS image,
         ci.qty, p.price AS unit_price, p.special_price, p.special_from_date, p.special_to_date,
         p.qty AS stock_qty, p.is_in_stock, ci.parent_id, parent.sku AS parent_sku,
         COALESCE(ps.name, pd.name) AS parent_name, COALESCE(ps.url_key, pd.url_key) AS parent_url_key
    FROM cart_items ci
    JOIN products p ON p.id = ci.product_id
    JOIN product_store d ON d.product_id = p.id AND d.store_id = 1
    LEFT JOIN product_store s ON s.product_id = p.id AND s.store_id = ?1
    LEFT JOIN products parent ON parent.id = ci.parent_id
    LEFT JOIN product_store pd ON pd.product_id = parent.id AND pd.store_id = 1
    LEFT JOIN product_store ps ON ps.product_id = parent.id AND ps.store_id = ?1
   WHERE ci.cart_id = ?2
   ORDER BY ci.id`;

/** The cart's items in insertion order (Magento lists quote items by item id), priced at `now`. */
export function loadCartLines(db: Database, cartId: number, storeId: number, now: Date = new Date()): CartLine[] {
  const rows = cachedStatement(db, LINES).all(storeId, cartId) as unknown as LineRow[];
  const choices = configurableChoices(db, rows.flatMap((row) => (row.parent_id === null ? [] : [row.parent_id])), storeId);
  return rows.map(({ unit_price, parent_name, parent_url_key, ...row }) => {
    const price = finalPrice({ price: unit_price, special_price: row.special_price, special_from_date: row.special_from_date, special_to_date: row.special_to_date }, now);
    const choice = row.parent_id === null ? undefined : choices.get(row.parent_id);
    const options = choice
      ? selectedOptions(choice, row.product_id).map(({ attribute, value }) => ({
          attribute_id: attribute.attributeId, attribute_code: attribute.code, label: attribute.label, value_index: value.valueIndex, value: value.label,
        }))
      : [];
    return {
      ...row,
      name: parent_name ?? row.name,
      url_key: parent_url_key ?? row.url_key,
      product_type: row.parent_id === null ? row.type_id : 'configurable',
      options,
      price,
      regular_price: unit_price,
      row_total: roundMoney(price * row.qty),
    };
  });
}
