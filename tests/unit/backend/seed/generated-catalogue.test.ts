import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../../backend/db/database.ts';
import { seedIfEmpty } from '../../../../backend/seed/index.ts';

const NOW = new Date('2026-03-01T09:00:00Z');
const PRODUCTS = 2000;
const ARABIC = /[\u0600-\u06FF]/;

function generated(products: number): Database {
  const db = openDatabase(':memory:');
  seedIfEmpty(db, NOW, { products });
  return db;
}

/** A digest of the catalogue's tables, row by row, in a fixed order. */
function catalogueDigest(db: Database): string {
  const hash = createHash('sha256');
  for (const [table, order] of [
    ['categories', 'id'], ['category_store', 'category_id, store_id'], ['brands', 'id'], ['brand_store', 'brand_id, store_id'],
    ['products', 'id'], ['product_store', 'product_id, store_id'], ['product_images', 'product_id, position'],
    ['configurable_links', 'parent_id, child_id'], ['product_attribute_values', 'product_id, attribute_id'],
    ['category_product_index', 'category_id, product_id'],
  ] as const) {
    hash.update(JSON.stringify(db.prepare(`SELECT * FROM ${table} ORDER BY ${order}`).all()));
  }
  return hash.digest('hex');
}

const count = (db: Database, sql: string, ...params: Array<string | number>) => (db.prepare(sql).get(...params) as { n: number }).n;

describe('a generated catalogue of 2,000 products', () => {
  let db: Database;
  beforeAll(() => {
    db = generated(PRODUCTS);
  });
  afterAll(() => db.close());

  it('holds exactly the count asked for, the seed\'s products first and unchanged', () => {
    const seed = openDatabase(':memory:');
    seedIfEmpty(seed, NOW);
    try {
      expect(count(db, 'SELECT COUNT(*) AS n FROM products')).toBe(PRODUCTS);
      const seeded = count(seed, 'SELECT COUNT(*) AS n FROM products');
      const rows = (target: Database) =>
        target.prepare('SELECT p.*, ps.name, ps.url_key FROM products p JOIN product_store ps ON ps.product_id = p.id WHERE p.id <= ? ORDER BY p.id, ps.store_id').all(seeded);
      expect(rows(db)).toEqual(rows(seed));
    } finally {
      seed.close();
    }
  });

  it('is the same catalogue every time for the same count', () => {
    const again = generated(PRODUCTS);
    try {
      expect(catalogueDigest(again)).toBe(catalogueDigest(db));
    } finally {
      again.close();
    }
  });

  it('has at least 150 categories over three levels below the root, each with a url key, name and products', () => {
    expect(count(db, 'SELECT COUNT(*) AS n FROM categories')).toBeGreaterThanOrEqual(150);
    const levels = db.prepare('SELECT level, COUNT(*) AS n FROM categories WHERE level > 1 GROUP BY level ORDER BY level').all() as Array<{ level: number; n: number }>;
    expect(levels.map((row) => row.level)).toEqual([2, 3, 4]);
    expect(levels.find((row) => row.level === 4)?.n).toBeGreaterThanOrEqual(100);
    const keys = db.prepare('SELECT url_key FROM category_store WHERE store_id = 2 AND url_key IS NOT NULL').all() as Array<{ url_key: string }>;
    expect(new Set(keys.map((row) => row.url_key)).size).toBe(keys.length);
    // Every maker's category (level 4) lists products of its own brand only, in both store views' names.
    const leaves = db.prepare(`SELECT c.id, ar.name AS ar, en.name AS en,
        (SELECT COUNT(DISTINCT p.brand_id) FROM category_products cp JOIN products p ON p.id = cp.product_id WHERE cp.category_id = c.id) AS brands
      FROM categories c JOIN category_store ar ON ar.category_id = c.id AND ar.store_id = 1
      JOIN category_store en ON en.category_id = c.id AND en.store_id = 2 WHERE c.level = 4`).all() as Array<{ ar: string; en: string; brands: number }>;
    for (const leaf of leaves) {
      expect(leaf.ar).toMatch(ARABIC);
      expect(leaf.en).not.toMatch(ARABIC);
      expect(leaf.brands).toBeLessThanOrEqual(1);
    }
  });

  it('has 60 brands, all named in both languages', () => {
    expect(count(db, 'SELECT COUNT(*) AS n FROM brands')).toBe(60);
    expect(count(db, 'SELECT COUNT(*) AS n FROM brand_store WHERE store_id = 1')).toBe(60);
    expect(count(db, 'SELECT COUNT(*) AS n FROM brand_store WHERE store_id = 2')).toBe(60);
  });

  it('sells phones by colour and capacity and accessories by colour, as configurable products over hidden variants', () => {
    const families = db.prepare(`SELECT l.parent_id, COUNT(*) AS variants, GROUP_CONCAT(DISTINCT a.attribute_id) AS attributes,
        MAX(v.visibility) AS variantVisibility, p.visibility AS visibility
      FROM configurable_links l JOIN products p ON p.id = l.parent_id JOIN products v ON v.id = l.child_id
      JOIN configurable_attributes a ON a.parent_id = l.parent_id
      WHERE l.parent_id > 533 GROUP BY l.parent_id`).all() as Array<{ variants: number; attributes: string; variantVisibility: number; visibility: number }>;
    expect(families.length).toBeGreaterThan(100);
    for (const family of families) {
      expect(family.variants).toBeGreaterThanOrEqual(2);
      expect(family.variantVisibility).toBe(1);
      expect(family.visibility).toBe(4);
    }
    expect(families.some((family) => family.attributes.split(',').length === 2)).toBe(true);
    expect(families.some((family) => family.attributes === '93')).toBe(true);
    // Each variant has a value for every attribute its parent varies by.
    expect(count(db, `SELECT COUNT(*) AS n FROM configurable_links l JOIN configurable_attributes a ON a.parent_id = l.parent_id
      LEFT JOIN product_attribute_values v ON v.product_id = l.child_id AND v.attribute_id = a.attribute_id WHERE v.option_id IS NULL`)).toBe(0);
  });

  it('has running, past and coming sales, stock and sold-out products, images and unique url keys', () => {
    const now = NOW.toISOString().replace('T', ' ').slice(0, 19);
    expect(count(db, 'SELECT COUNT(*) AS n FROM products WHERE id > 533 AND special_from_date <= ? AND special_to_date >= ?', now, now)).toBeGreaterThan(50);
    expect(count(db, 'SELECT COUNT(*) AS n FROM products WHERE id > 533 AND special_to_date < ?', now)).toBeGreaterThan(50);
    expect(count(db, 'SELECT COUNT(*) AS n FROM products WHERE id > 533 AND special_from_date > ?', now)).toBeGreaterThan(50);
    expect(count(db, 'SELECT COUNT(*) AS n FROM products WHERE id > 533 AND is_in_stock = 0')).toBeGreaterThan(50);
    expect(count(db, 'SELECT COUNT(*) AS n FROM products WHERE id > 533 AND is_in_stock = 1 AND qty > 0')).toBeGreaterThan(1000);
    expect(count(db, 'SELECT COUNT(*) AS n FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = p.id)')).toBe(0);
    expect(count(db, `SELECT COUNT(*) AS n FROM product_images i
      WHERE NOT EXISTS (SELECT 1 FROM media_assets m WHERE m.path = '/catalog/product' || i.file)`)).toBe(0);
    expect(count(db, 'SELECT COUNT(DISTINCT url_key) AS n FROM product_store WHERE store_id = 2')).toBe(PRODUCTS);
    expect(count(db, 'SELECT COUNT(DISTINCT sku) AS n FROM products')).toBe(PRODUCTS);
  });

  it('names every product in Arabic and English and indexes it for search in both store views', () => {
    const names = db.prepare('SELECT store_id, name FROM product_store WHERE product_id > 533').all() as Array<{ store_id: number; name: string }>;
    for (const { store_id: store, name } of names) expect(ARABIC.test(name)).toBe(store === 1);
    const visible = count(db, 'SELECT COUNT(*) AS n FROM products WHERE visibility IN (3, 4) AND status = 1');
    expect(count(db, 'SELECT COUNT(*) AS n FROM product_search_1')).toBe(visible);
    expect(count(db, 'SELECT COUNT(*) AS n FROM product_search_2')).toBe(visible);
  });
});

describe('the generated catalogue\'s count', () => {
  it('cannot be below the seed\'s own products, and leaves nothing behind when it is', () => {
    const db = openDatabase(':memory:');
    try {
      expect(() => seedIfEmpty(db, NOW, { products: 100 })).toThrow(RangeError);
      expect(count(db, 'SELECT COUNT(*) AS n FROM products')).toBe(0);
    } finally {
      db.close();
    }
  });
});
