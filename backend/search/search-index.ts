/**
 * The product search index (SQLite FTS5, one table per store view, `product_search_{store id}`): one row per product
 * holding the analyzed texts a shopper may search, weighted at query time (product-matches.ts). It lives in the
 * catalogue's database, so a write that changes a product reindexes it in the same transaction: the index is never
 * behind. One table per store view (as Magento's catalogsearch_fulltext_scope tables) halves what a query reads.
 */
import { cachedStatement, transaction, type Database } from '../db/database.ts';
import { STORES } from '../stores.ts';
import { withParents } from '../db/configurable-links.ts';
import { SELLABLE_SQL } from '../db/sellable-sql.ts';
import { analyze, particleFree } from './analyzer.ts';

const STORE_IDS: readonly number[] = Object.values(STORES).map((store) => store.id);

function knownStore(storeId: number): number {
  if (!STORE_IDS.includes(storeId)) throw new Error(`no search index for store view ${storeId}`);
  return storeId;
}

/** The index table of a store view. */
export const searchTable = (storeId: number) => `product_search_${knownStore(storeId)}`;
/** Its term list (FTS5 vocabulary). */
export const searchTermsTable = (storeId: number) => `product_search_terms_${knownStore(storeId)}`;

/**
 * The row id of a product: product_id * 2 + in_stock. Ranking reads the product and its stock from the id, so
 * FTS5 reads no stored row for a match.
 */
export const searchRowId = (productId: number, inStock: boolean) => productId * 2 + (inStock ? 1 : 0);

/** What a row id says (see searchRowId). */
export function searchRowFacts(rowId: number): { productId: number; inStock: boolean } {
  return { productId: Math.floor(rowId / 2), inStock: rowId % 2 === 1 };
}

interface ProductTexts {
  id: number;
  sku: string;
  in_stock: number;
}

// Only products a shopper may find: a variant of a configurable product (visibility 1) is found through its parent's
// row, which holds its words, and a disabled product not at all. Leaving them out of the index keeps a broad word's
// matches to what the shopper can see (a phone's four variants made "جوال" match three times as many rows) and the
// 200 best ranked by closeness among them. Status and visibility change through the admin, which reindexes.
const PRODUCTS = `SELECT p.id AS id, p.sku AS sku, (p.is_in_stock = 1 AND p.qty > 0) AS in_stock FROM products p WHERE ${SELLABLE_SQL}`;
const NAMES = 'SELECT product_id, store_id, name, description, short_description FROM product_store';
const BRANDS = `SELECT p.id AS product_id, group_concat(bs.name, ' ') AS text
  FROM products p JOIN brand_store bs ON bs.brand_id = p.brand_id`;
// Listed-in categories below the root (anchors include their children's products, so "audio" finds headphones).
const CATEGORIES = `SELECT ci.product_id, group_concat(cs.name, ' ') AS text
  FROM category_product_index ci JOIN categories c ON c.id = ci.category_id AND c.level >= 2 AND c.is_active = 1
  JOIN category_store cs ON cs.category_id = c.id`;
// A configurable product is found by its variants' words ("ايفون 15 ازرق", "galaxy s24 256"): their names in every
// store view join its other names, and their SKUs its own.
const VARIANT_NAMES = `SELECT l.parent_id AS product_id, group_concat(vs.name, ' ') AS text
  FROM configurable_links l JOIN products c ON c.id = l.child_id AND c.status = 1 JOIN product_store vs ON vs.product_id = c.id`;
const VARIANT_SKUS = `SELECT l.parent_id AS product_id, group_concat(c.sku, ' ') AS text
  FROM configurable_links l JOIN products c ON c.id = l.child_id AND c.status = 1`;
// The words of a product's searchable specifications in a store view ("Memory (RAM) 16 GB", "حجم الشاشة 65 بوصة"),
// its variants' counting as its own: the attribute's label with the option's label, the text, or the number and its
// unit; a yes/no only when yes, by its label ("Active noise cancelling").
const SPEC_WORDS = `SELECT product_id, group_concat(text, ' ') AS text FROM (
    SELECT COALESCE(l.parent_id, v.product_id) AS product_id, COALESCE(al.label, ad.label) || ' ' || COALESCE(ol.label, od.label) AS text
    FROM product_attribute_values v JOIN product_attributes a ON a.attribute_id = v.attribute_id AND a.is_searchable = 1
    JOIN products c ON c.id = v.product_id AND c.status = 1 LEFT JOIN configurable_links l ON l.child_id = v.product_id
    JOIN product_attribute_labels ad ON ad.attribute_id = a.attribute_id AND ad.store_id = 0
    LEFT JOIN product_attribute_labels al ON al.attribute_id = a.attribute_id AND al.store_id = :store
    JOIN attribute_option_labels od ON od.option_id = v.option_id AND od.store_id = 0
    LEFT JOIN attribute_option_labels ol ON ol.option_id = v.option_id AND ol.store_id = :store
  UNION ALL
    SELECT COALESCE(l.parent_id, v.product_id), COALESCE(al.label, ad.label)
      || CASE a.frontend_input WHEN 'boolean' THEN '' ELSE ' ' || v.value || ' ' || COALESCE(al.unit, ad.unit, '') END
    FROM product_attribute_scalars v JOIN product_attributes a ON a.attribute_id = v.attribute_id AND a.is_searchable = 1
    JOIN products c ON c.id = v.product_id AND c.status = 1 LEFT JOIN configurable_links l ON l.child_id = v.product_id
    JOIN product_attribute_labels ad ON ad.attribute_id = a.attribute_id AND ad.store_id = 0
    LEFT JOIN product_attribute_labels al ON al.attribute_id = a.attribute_id AND al.store_id = :store
    WHERE v.store_id IN (0, :store) AND (a.frontend_input <> 'boolean' OR v.number = 1)
  ) WHERE :ids IS NULL OR product_id IN (SELECT value FROM json_each(:ids)) GROUP BY product_id`;

/** Product id → the words of its searchable specifications in the store view, for every product or those of `ids`. */
function specWords(db: Database, storeId: number, ids: string | null): Map<number, string> {
  const rows = cachedStatement(db, SPEC_WORDS).all({ store: storeId, ids }) as Array<{ product_id: number; text: string }>;
  return new Map(rows.map((row) => [row.product_id, row.text]));
}

const insertSql = (storeId: number) => `INSERT INTO ${searchTable(storeId)} (rowid, name, other_name, sku, brand, category, description)
  VALUES (?, ?, ?, ?, ?, ?, ?)`;

/**
 * The index text of a field: its terms in order (so phrases match), then the particle-free forms of words that carry
 * one ("وتخزين" → "تخزين"), so a query for the bare word finds it without moving the phrase positions.
 */
export function indexText(text: string): string {
  const terms = analyze(text.replace(/<[^>]*>/g, ' '));
  const extra = terms.map((term) => particleFree(term)).filter((term): term is string => term !== null && !terms.includes(term));
  return [...terms, ...extra].join(' ');
}

type StoreTexts = Map<number, { name: string; description: string }>;

/** `sql` grouped by product, for every product or only those of `ids` (whose id is the column `idColumn`). */
function groupedTexts(db: Database, sql: string, idColumn: string, ids: number[] | null): Map<number, string> {
  const rows = (ids === null
    ? db.prepare(`${sql} GROUP BY 1`).all()
    : cachedStatement(db, `${sql} WHERE ${idColumn} IN (SELECT value FROM json_each(?)) GROUP BY 1`).all(JSON.stringify(ids))
  ) as Array<{ product_id: number; text: string }>;
  return new Map(rows.map((row) => [row.product_id, row.text]));
}

function writeRows(db: Database, ids: number[] | null): number {
  const json = ids === null ? null : JSON.stringify(ids);
  const products = (json === null
    ? db.prepare(PRODUCTS).all()
    : cachedStatement(db, `${PRODUCTS} AND p.id IN (SELECT value FROM json_each(?))`).all(json)) as unknown as ProductTexts[];
  const texts = new Map<number, StoreTexts>();
  const nameRows = (json === null
    ? db.prepare(NAMES).all()
    : cachedStatement(db, `${NAMES} WHERE product_id IN (SELECT value FROM json_each(?))`).all(json)) as Array<{
    product_id: number; store_id: number; name: string; description: string | null; short_description: string | null;
  }>;
  for (const row of nameRows) {
    const stores = texts.get(row.product_id) ?? new Map();
    stores.set(row.store_id, { name: row.name, description: `${row.short_description ?? ''} ${row.description ?? ''}` });
    texts.set(row.product_id, stores);
  }
  const brands = groupedTexts(db, BRANDS, 'p.id', ids);
  const categories = groupedTexts(db, CATEGORIES, 'ci.product_id', ids);
  const variantNames = groupedTexts(db, VARIANT_NAMES, 'l.parent_id', ids);
  const variantSkus = groupedTexts(db, VARIANT_SKUS, 'l.parent_id', ids);
  const specs = new Map(STORE_IDS.map((storeId) => [storeId, specWords(db, storeId, json)]));
  // Many products share a brand and categories: analyze each such text once.
  const analyzed = new Map<string, string>();
  const sharedText = (text: string) => analyzed.get(text) ?? analyzed.set(text, indexText(text)).get(text) ?? '';
  let rows = 0;
  for (const product of products) {
    const stores = texts.get(product.id);
    if (!stores) continue;
    const brand = sharedText(brands.get(product.id) ?? '');
    const category = sharedText(categories.get(product.id) ?? '');
    const sku = indexText(`${product.sku} ${variantSkus.get(product.id) ?? ''}`);
    for (const [storeId, own] of stores) {
      if (!STORE_IDS.includes(storeId)) continue;
      const others = [...[...stores].filter(([id]) => id !== storeId).map(([, other]) => other.name), variantNames.get(product.id) ?? ''].join(' ');
      cachedStatement(db, insertSql(storeId)).run(searchRowId(product.id, product.in_stock === 1), indexText(own.name),
        indexText(others), sku, brand, category, indexText(`${own.description} ${specs.get(storeId)?.get(product.id) ?? ''}`));
      rows++;
    }
  }
  return rows;
}

/** Rewrites the whole index from the catalogue; returns the number of rows written. */
export function rebuildSearchIndex(db: Database): number {
  return transaction(db, () => {
    for (const storeId of STORE_IDS) db.exec(`DELETE FROM ${searchTable(storeId)}`);
    const rows = writeRows(db, null);
    for (const storeId of STORE_IDS) db.exec(`INSERT INTO ${searchTable(storeId)} (${searchTable(storeId)}) VALUES ('optimize')`);
    return rows;
  });
}

/**
 * Reindexes these products (texts, stock, brand, categories) in the caller's transaction when there is one, and the
 * configurable products of the variants among them (their stock and words are their variants').
 */
export function reindexProducts(db: Database, productIds: readonly number[]): void {
  if (productIds.length === 0) return;
  const ids = withParents(db, productIds);
  transaction(db, () => {
    for (const storeId of STORE_IDS) {
      const remove = cachedStatement(db, `DELETE FROM ${searchTable(storeId)} WHERE rowid IN (?, ?)`);
      for (const id of ids) remove.run(searchRowId(id, false), searchRowId(id, true));
    }
    writeRows(db, ids);
  });
}

/** True when the index has never been built for a catalogue that has products to find (a database older than the index). */
export function searchIndexMissing(db: Database): boolean {
  const indexed = db.prepare(`SELECT 1 FROM ${searchTable(STORE_IDS[0] ?? 1)} LIMIT 1`).get();
  const products = db.prepare(`SELECT 1 FROM products p WHERE ${SELLABLE_SQL} LIMIT 1`).get();
  return indexed === undefined && products !== undefined;
}
