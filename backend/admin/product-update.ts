/**
 * `PUT /rest/{store}/V1/products/{sku}` with `{product: {...}}`, Magento's product save for the fields the store
 * edits: `price`, `status`, `visibility`, `name`, custom attributes `special_price`, `special_from_date`,
 * `special_to_date`, `description`, `short_description`, every specification attribute (screen_size, ram...: an
 * option id, ids joined by commas, a number, "1" / "0", a text; null removes it) and `extension_attributes.stock_item`
 * `qty` / `is_in_stock`. A specification's text is per store view when sent to one, else the text of every store view. Texts are per store view (`/rest/ar/…`, `/rest/en/…`); everything else is global, whatever the
 * scope, as Magento's global attributes are. The body may be a whole `GET /V1/products/{sku}` answer sent back:
 * read-only fields (id, dates, links, media) are ignored, and a read-only attribute or a per-store-view text sent
 * to the global scope is accepted only unchanged, so nothing an editor sends is silently dropped.
 */
import { z } from 'zod';
import { magentoDateTime } from '../dates.ts';
import { restProductBySku } from '../catalog/rest-products.ts';
import { parseInput } from '../input.ts';
import { cachedStatement, type Database } from '../db/database.ts';
import { MagentoError } from '../errors.ts';
import { DEFAULT_STORE } from '../stores.ts';
import { productChangeTags, type ProductChange } from '../notify/tags.ts';
import { reindexProducts } from '../search/search-index.ts';
import { reindexConfigurableProducts } from '../catalog/configurable-index.ts';
import { attributeCatalogue, type AttributeMeta } from '../catalog/attribute-metadata.ts';
import { ownValues, type AttributeValueOf } from '../catalog/attribute-values.ts';
import { storedValue, writeAttributeValue, type StoredValue } from '../catalog/attribute-writes.ts';
import type { AdminScope } from './scope.ts';

const MAX_MONEY = 100_000_000;

/** A number, or the numeric text Magento's deserializer also accepts ("2879.0000"). */
const numeric = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value), schema);

const money = numeric(z.number().min(0).max(MAX_MONEY));

const customAttributeSchema = z.object({
  attribute_code: z.string().min(1).max(64),
  value: z.union([z.string().max(65_535), z.number(), z.boolean(), z.array(z.union([z.string().max(64), z.number()])).max(1000), z.null()]),
});

export const productBodySchema = z.object({
  product: z.object({
    sku: z.string().max(64).optional(),
    name: z.string().trim().min(1).max(255).optional(),
    price: money.optional(),
    status: numeric(z.union([z.literal(1), z.literal(2)])).optional(),
    visibility: numeric(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])).optional(),
    custom_attributes: z.array(customAttributeSchema).max(100).optional(),
    extension_attributes: z
      .object({
        stock_item: z
          .object({
            qty: numeric(z.number().int().min(0).max(1_000_000_000)).optional(),
            is_in_stock: z.boolean().optional(),
          })
          .optional(),
      })
      .optional(),
  }),
});

type CustomAttribute = z.output<typeof customAttributeSchema>;

/** Custom attributes the GET shape carries that this API does not change. */
const READ_ONLY_ATTRIBUTES = new Set([
  'url_key', 'category_ids', 'best_seller', 'sw_featured', 'brand', 'image', 'small_image', 'thumbnail', 'color', 'capacity',
]);
const STORE_TEXT_ATTRIBUTES = new Set(['description', 'short_description']);
/**
 * Whether the attribute is one the product's configurable product (or the product, a configurable one) chooses its
 * variants by: changing it would change the choices, which this API does not edit.
 */
const CONFIGURING = `SELECT 1 FROM configurable_attributes WHERE attribute_id = :attribute
  AND parent_id IN (SELECT parent_id FROM configurable_links WHERE child_id = :product UNION SELECT :product) LIMIT 1`;

/** Whether a stored value is the value the product has (of its own, in the scope's store view). */
function sameValue(current: AttributeValueOf | undefined, next: StoredValue): boolean {
  if (!current || !next) return !current && !next;
  if ('optionIds' in next) return current.kind === 'options' && [...current.optionIds].sort().join(',') === [...next.optionIds].sort().join(',');
  return current.kind === 'scalar' && current.value === next.text;
}

interface ProductRow {
  id: number;
  sku: string;
  price: number;
  status: number;
  visibility: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  qty: number;
  is_in_stock: number;
}

interface StoreTexts {
  name: string;
  description: string | null;
  short_description: string | null;
}

const PRODUCT = `SELECT id, sku, price, status, visibility, special_price, special_from_date, special_to_date, qty, is_in_stock
  FROM products WHERE sku = ?`;
const TEXTS = 'SELECT name, description, short_description FROM product_store WHERE product_id = ? AND store_id = ?';

export const productNotFound = () =>
  new MagentoError(404, "The product that was requested doesn't exist. Verify the product and try again.");

const invalid = (field: string, value: unknown) =>
  new MagentoError(400, 'Invalid value of "%value" provided for the %fieldName field.', { value: String(value), fieldName: field });

/** Magento date text from `YYYY-MM-DD` or `YYYY-MM-DD HH:MM:SS` (UTC); null for null or ''. */
function dateValue(field: string, value: CustomAttribute['value']): string | null {
  if (value === null || value === '') return null;
  const match = typeof value === 'string' ? /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}:\d{2}))?$/.exec(value.trim()) : null;
  if (!match) throw invalid(field, value);
  const text = `${match[1]} ${match[2] ?? '00:00:00'}`;
  const date = new Date(`${text.replace(' ', 'T')}Z`);
  // A date that does not exist (2025-02-30) parses to another day: refuse it rather than move it.
  if (Number.isNaN(date.getTime()) || magentoDateTime(date) !== text) throw invalid(field, value);
  return text;
}

function moneyValue(field: string, value: CustomAttribute['value']): number | null {
  if (value === null || value === '') return null;
  const parsed = money.safeParse(value);
  if (!parsed.success) throw invalid(field, value);
  return parsed.data;
}

function textValue(field: string, value: CustomAttribute['value']): string | null {
  if (value === null) return null;
  if (typeof value !== 'string') throw invalid(field, value);
  return value;
}

/** The value of an attribute as the GET shape writes it, for "sent back unchanged" comparisons. */
const asText = (value: CustomAttribute['value']) => (Array.isArray(value) ? value.map(String).join(',') : String(value ?? ''));

/** Applies the body to the product with `sku` in `scope`; returns the cache tags it touched ([] if nothing changed). */
function applyProductUpdate(db: Database, sku: string, scope: AdminScope, body: z.output<typeof productBodySchema>, baseUrl: string): string[] {
  const input = body.product;
  if (input.sku !== undefined && input.sku !== sku) {
    throw new MagentoError(400, 'The SKU in the body ("%1") is not the SKU of the URL ("%2").', [input.sku, sku]);
  }
  const row = cachedStatement(db, PRODUCT).get(sku) as ProductRow | undefined;
  if (!row) throw productNotFound();
  const storeId = scope.kind === 'store' ? scope.store.id : DEFAULT_STORE.id;
  const before = cachedStatement(db, TEXTS).get(row.id, storeId) as unknown as StoreTexts;
  const texts = { ...before };
  const current = restProductBySku(db, sku, storeId, baseUrl);
  const currentAttributes = new Map((current?.custom_attributes ?? []).map((a) => [a.attribute_code, asText(a.value)]));
  const next = { ...row };
  const attributes = attributeCatalogue(db, storeId);
  const ownAttributeValues = ownValues(db, [row.id], storeId).get(row.id) ?? new Map<number, AttributeValueOf>();
  const attributeWrites: Array<{ attribute: AttributeMeta; value: StoredValue }> = [];

  const setText = (field: keyof StoreTexts, value: string | null) => {
    if (scope.kind === 'store') {
      (texts as Record<string, string | null>)[field] = value;
      return;
    }
    if ((value ?? '') !== (texts[field] ?? '')) {
      throw new MagentoError(400, '"%1" is set per store view: send it to /rest/ar/V1/products/%2 or /rest/en/V1/products/%2.', [field, sku]);
    }
  };

  if (input.name !== undefined) setText('name', input.name);
  if (input.price !== undefined) next.price = input.price;
  if (input.status !== undefined) next.status = input.status;
  if (input.visibility !== undefined) next.visibility = input.visibility;
  for (const attribute of input.custom_attributes ?? []) {
    const code = attribute.attribute_code;
    if (code === 'special_price') next.special_price = moneyValue(code, attribute.value);
    else if (code === 'special_from_date') next.special_from_date = dateValue(code, attribute.value);
    else if (code === 'special_to_date') next.special_to_date = dateValue(code, attribute.value);
    else if (STORE_TEXT_ATTRIBUTES.has(code)) setText(code as 'description' | 'short_description', textValue(code, attribute.value));
    else if (attributes.byCode.has(code) && !READ_ONLY_ATTRIBUTES.has(code)) {
      const meta = attributes.byCode.get(code) as AttributeMeta;
      const value = storedValue(meta, attribute.value);
      if (sameValue(ownAttributeValues.get(meta.id), value)) continue;
      if (cachedStatement(db, CONFIGURING).get({ attribute: meta.id, product: row.id }) !== undefined) {
        throw new MagentoError(400, 'The "%1" attribute can\'t be changed through this API.', [code]);
      }
      attributeWrites.push({ attribute: meta, value });
    } else if (READ_ONLY_ATTRIBUTES.has(code)) {
      if (asText(attribute.value) !== (currentAttributes.get(code) ?? '')) {
        throw new MagentoError(400, 'The "%1" attribute can\'t be changed through this API.', [code]);
      }
    } else {
      throw new MagentoError(400, 'The "%1" attribute doesn\'t exist for products.', [code]);
    }
  }
  if (next.special_from_date && next.special_to_date && next.special_to_date < next.special_from_date) {
    throw new MagentoError(400, 'Make sure the To Date is later than or the same as the From Date.');
  }
  const stock = input.extension_attributes?.stock_item;
  if (stock?.qty !== undefined) next.qty = stock.qty;
  // As Magento without backorders: a product with no quantity left is out of stock whatever the flag says.
  if (stock && (stock.is_in_stock !== undefined || stock.qty !== undefined)) {
    next.is_in_stock = (stock.is_in_stock ?? next.qty > 0) && next.qty > 0 ? 1 : 0;
  }

  const productChanged = (Object.keys(next) as Array<keyof ProductRow>).some((key) => next[key] !== row[key]);
  const textsChanged = (Object.keys(texts) as Array<keyof StoreTexts>).some((key) => texts[key] !== before[key]);
  const attributesChanged = attributeWrites.length > 0;
  if (!productChanged && !textsChanged && !attributesChanged) return [];
  // A text sent to a store view is that store view's words; anything else is every store view's.
  for (const { attribute, value } of attributeWrites) writeAttributeValue(db, row.id, attribute, value, scope.kind === 'store' ? scope.store.id : 0);
  const now = magentoDateTime(new Date());
  cachedStatement(
    db,
    `UPDATE products SET price = ?, status = ?, visibility = ?, special_price = ?, special_from_date = ?, special_to_date = ?,
       qty = ?, is_in_stock = ?, updated_at = ? WHERE id = ?`,
  ).run(next.price, next.status, next.visibility, next.special_price, next.special_from_date, next.special_to_date, next.qty,
    next.is_in_stock, now, row.id);
  if (textsChanged) {
    cachedStatement(db, 'UPDATE product_store SET name = ?, description = ?, short_description = ? WHERE product_id = ? AND store_id = ?').run(
      texts.name,
      texts.description,
      texts.short_description,
      row.id,
      storeId,
    );
  }
  reindexConfigurableProducts(db, [row.id]);
  reindexProducts(db, [row.id]);
  return productChangeTags(db, row.id, { ...productChange(row, next), texts: textsChanged, attributes: attributesChanged });
}

const sellable = (row: ProductRow) => row.status === 1 && row.visibility !== 1;
const inStock = (row: ProductRow) => row.is_in_stock === 1 && row.qty > 0;

/** Which pages beyond the product's own the edit reaches (notify/tags.ts). */
function productChange(before: ProductRow, after: ProductRow): ProductChange {
  const hasSpecial = before.special_price !== null || after.special_price !== null;
  return {
    sellable: sellable(before) !== sellable(after),
    stock: inStock(before) !== inStock(after),
    sale:
      before.special_price !== after.special_price ||
      before.special_from_date !== after.special_from_date ||
      before.special_to_date !== after.special_to_date ||
      (hasSpecial && before.price !== after.price),
  };
}

/** Parses the body and applies it; the caller commits and announces the change. */
export function updateProduct(db: Database, sku: string, scope: AdminScope, body: unknown, baseUrl: string): string[] {
  return applyProductUpdate(db, sku, scope, parseInput(productBodySchema, body), baseUrl);
}
