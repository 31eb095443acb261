/**
 * The product search index (SQLite FTS5, table `product_search`): one row per product and store view holding the
 * analyzed texts a shopper may search, weighted at query time (product-matches.ts). It lives in the catalogue's
 * database, so a write that changes a product reindexes it in the same transaction: the index is never behind.
 */
import { cachedStatement, transaction, type Database } from '../db/database.ts';
import { analyze, particleFree } from './analyzer.ts';

/** Row id of a product's row in a store view (store ids are small). */
export const searchRowId = (productId: number, storeId: number) => productId * 16 + storeId;

interface ProductTexts {
  id: number;
  sku: string;
  in_stock: number;
}

const PRODUCTS = `SELECT id, sku, (is_in_stock = 1 AND qty > 0) AS in_stock FROM products`;
const NAMES = 'SELECT product_id, store_id, name, description, short_description FROM product_store';
const BRANDS = `SELECT p.id AS product_id, group_concat(bs.name, ' ') AS text
  FROM products p JOIN brand_store bs ON bs.brand_id = p.brand_id`;
// Listed-in categories below the root (anchors include their children's products, so "audio" finds headphones).
const CATEGORIES = `SELECT ci.product_id, group_concat(cs.name, ' ') AS text
  FROM category_product_index ci JOIN categories c ON c.id = ci.category_id AND c.level >= 2 AND c.is_active = 1
  JOIN category_store cs ON cs.category_id = c.id`;
const INSERT = `INSERT INTO product_search (rowid, name, other_name, sku, brand, category, description, product_id, store_id, in_stock)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

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
    : cachedStatement(db, `${PRODUCTS} WHERE id IN (SELECT value FROM json_each(?))`).all(json)) as unknown as ProductTexts[];
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
  const insert = cachedStatement(db, INSERT);
  let rows = 0;
  for (const product of products) {
    const stores = texts.get(product.id);
    if (!stores) continue;
    const brand = indexText(brands.get(product.id) ?? '');
    const category = indexText(categories.get(product.id) ?? '');
    const sku = indexText(product.sku);
    for (const [storeId, own] of stores) {
      const others = [...stores].filter(([id]) => id !== storeId).map(([, other]) => other.name).join(' ');
      insert.run(searchRowId(product.id, storeId), indexText(own.name), indexText(others), sku, brand, category,
        indexText(own.description), product.id, storeId, product.in_stock ? 1 : 0);
      rows++;
    }
  }
  return rows;
}

/** Rewrites the whole index from the catalogue; returns the number of rows written. */
export function rebuildSearchIndex(db: Database): number {
  return transaction(db, () => {
    db.exec('DELETE FROM product_search');
    const rows = writeRows(db, null);
    db.exec("INSERT INTO product_search (product_search) VALUES ('optimize')");
    return rows;
  });
}

/** Reindexes these products (texts, stock, brand, categories) in the caller's transaction when there is one. */
export function reindexProducts(db: Database, productIds: readonly number[]): void {
  if (productIds.length === 0) return;
  const ids = [...new Set(productIds)];
  transaction(db, () => {
    const remove = cachedStatement(db, 'DELETE FROM product_search WHERE rowid = ?');
    const stores = (cachedStatement(db, 'SELECT DISTINCT store_id FROM product_store').all() as Array<{ store_id: number }>);
    for (const id of ids) for (const { store_id } of stores) remove.run(searchRowId(id, store_id));
    writeRows(db, ids);
  });
}

/** True when the index has never been built for a catalogue that has products (a database older than the index). */
export function searchIndexMissing(db: Database): boolean {
  const indexed = db.prepare('SELECT 1 FROM product_search LIMIT 1').get();
  const products = db.prepare('SELECT 1 FROM products LIMIT 1').get();
  return indexed === undefined && products !== undefined;
}
