import { DatabaseSync } from 'node:sqlite';

/** The page types bench:scale times; each type's distinct paths are visited once, so each visit is a first visit. */
export const PAGE_TYPES = ['product', 'category', 'category deep page', 'brand', 'search', 'search (full page)', 'home', 'sitemap files'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** The largest listing: the category with the most sellable products, and its deepest page. */
export type LargestListing = { urlKey: string; products: number; lastPage: number };

const LISTING_PAGE_SIZE = 24;
const SELLABLE = 'p.status = 1 AND p.visibility <> 1';

/** `count` rows spread evenly over the whole of `rows` (first, last and between), so a big catalogue is sampled end to end. */
function spread<T>(rows: readonly T[], count: number): T[] {
  if (rows.length <= count) return [...rows];
  return Array.from({ length: count }, (_, index) => rows[Math.floor((index * (rows.length - 1)) / Math.max(1, count - 1))] as T);
}

const locale = (index: number) => (index % 2 === 0 ? 'ar' : 'en');

/**
 * Words of the English product names (letters only, three or more) that at least a page of sellable products' names
 * hold, most common first. A brand's name finds 6 products on the seed's median brand and 155 at 20,000 SKUs: a
 * search page of 6 cards against one of 24. These find a full first page on the seed, hence on any larger catalogue
 * that keeps it, so their pages compare the same page at two catalogue sizes.
 */
function fullPageWords(db: DatabaseSync): string[] {
  const counts = new Map<string, number>();
  for (const { name } of db.prepare(`SELECT ps.name AS name FROM products p JOIN product_store ps ON ps.product_id = p.id AND ps.store_id = 2
    WHERE ${SELLABLE}`).all() as Array<{ name: string }>) {
    for (const word of new Set(name.toLowerCase().split(/[^a-z]+/).filter((piece) => piece.length >= 3))) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts].filter(([, count]) => count >= LISTING_PAGE_SIZE).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([word]) => word);
}

/**
 * From a seeded database (read before its backend starts): `count` distinct paths of each page type, half in each
 * locale, spread over the catalogue, and the largest listing. Sitemap files are added by the caller (from the index).
 * "search (full page)" holds fewer when fewer words fill a page; a larger catalogue is measured on the seed's words.
 */
export function scalePages(database: string, count: number): { pages: Map<PageType, string[]>; largest: LargestListing } {
  const db = new DatabaseSync(database, { readOnly: true });
  try {
    const products = db.prepare(`SELECT ps.url_key AS key FROM products p JOIN product_store ps ON ps.product_id = p.id AND ps.store_id = 2
      WHERE ${SELLABLE} ORDER BY p.id`).all() as Array<{ key: string }>;
    const categories = db.prepare(`SELECT cs.url_key AS key, COUNT(*) AS n FROM category_store cs
      JOIN category_product_index ci ON ci.category_id = cs.category_id JOIN products p ON p.id = ci.product_id AND ${SELLABLE}
      WHERE cs.store_id = 2 AND cs.url_key IS NOT NULL GROUP BY cs.category_id ORDER BY cs.category_id`).all() as Array<{ key: string; n: number }>;
    const brands = db.prepare(`SELECT b.url_key_standalone AS key FROM brands b
      WHERE EXISTS (SELECT 1 FROM products p WHERE p.brand_id = b.id AND ${SELLABLE}) ORDER BY b.id`).all() as Array<{ key: string }>;
    const words = db.prepare(`SELECT DISTINCT name FROM brand_store WHERE store_id = 2 ORDER BY brand_id`).all() as Array<{ name: string }>;
    const [top] = [...categories].sort((a, b) => b.n - a.n);
    if (!top || products.length === 0) throw new Error(`${database} has no sellable products or no category`);
    const lastPage = Math.max(1, Math.ceil(top.n / LISTING_PAGE_SIZE));
    const deepPages = Array.from({ length: Math.min(count, lastPage) }, (_, index) => lastPage - index);
    const pages = new Map<PageType, string[]>([
      ['product', spread(products, count).map((row, index) => `/${locale(index)}/products/${row.key}`)],
      ['category', spread(categories, count).map((row, index) => `/${locale(index)}/categories/${row.key}`)],
      ['category deep page', deepPages.map((page, index) => `/${locale(index)}/categories/${top.key}?page=${page}`)],
      ['brand', spread(brands, count).map((row, index) => `/${locale(index)}/brands/${row.key}`)],
      ['search', spread(words, count).map((row, index) => `/${locale(index)}/search?keyword=${encodeURIComponent(row.name.toLowerCase())}`)],
      // Each word in both languages, as many as there are up to `count` visits (`visit`: an address of its own, apart
      // from the brand-name searches).
      ['search (full page)', fullPageWords(db).flatMap((word) => ['ar', 'en'].map((language) => `/${language}/search?keyword=${word}&visit=full-page`)).slice(0, count)],
      // The home page has two addresses; a query the page ignores is a cache key of its own, so each is a first render.
      ['home', Array.from({ length: count }, (_, index) => `/${locale(index)}?visit=${index}`)],
    ]);
    return { pages, largest: { urlKey: top.key, products: top.n, lastPage } };
  } finally {
    db.close();
  }
}
