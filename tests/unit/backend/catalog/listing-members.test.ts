/**
 * A listing's count and facets read from the catalogue snapshot are exactly the SQL's: the same products with the
 * same price and brand, hence the same facet options, counts, order and price buckets and the same total_count, on
 * the seed and on a generated catalogue, for searches, categories and the whole catalogue, with every filter the
 * snapshot holds, in both store views; and they stay so while sales start and end (no catalogue change in between),
 * and after products and variants are disabled, hidden or sold out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetListings } from '../../../../backend/catalog/listing-cache.ts';
import { listingFacets, type FacetRow } from '../../../../backend/catalog/listing-facets.ts';
import { listingMembers } from '../../../../backend/catalog/listing-members.ts';
import { searchProducts, sqlListingRows, type ProductCriteria } from '../../../../backend/catalog/product-search.ts';
import { magentoDateTime } from '../../../../backend/dates.ts';
import { openDatabase, type Database } from '../../../../backend/db/database.ts';
import { clearCatalogCache } from '../../../../backend/db/memo.ts';
import { seedIfEmpty } from '../../../../backend/seed/index.ts';
import { matchProducts } from '../../../../backend/search/product-matches.ts';

/** A whole second, as the sale rule counts them. */
const NOW = new Date(Math.floor(Date.now() / 1000) * 1000);
const HOUR = 3_600_000;
const RELEVANCE = [{ field: 'relevance', direction: 'DESC' }] as ProductCriteria['sort'];

const byId = (rows: readonly FacetRow[]) => [...rows].sort((a, b) => a.id - b.id);

/** The facts a catalogue's criteria are built from. */
interface Facts {
  largestCategory: number;
  anchor: number;
  leaves: number[];
  brands: number[];
  colours: number[];
  capacities: number[];
  memories: number[];
}

function factsOf(db: Database): Facts {
  const ids = (sql: string) => (db.prepare(sql).all() as Array<{ id: number }>).map((row) => row.id);
  const [largestCategory = 0] = ids(`SELECT ci.category_id AS id FROM category_product_index ci JOIN products p ON p.id = ci.product_id
    WHERE p.status = 1 AND p.visibility <> 1 AND ci.category_id <> 2 GROUP BY ci.category_id ORDER BY COUNT(*) DESC, ci.category_id LIMIT 1`);
  const [anchor = 0] = ids(`SELECT c.parent_id AS id FROM categories c WHERE c.level = 3 GROUP BY c.parent_id ORDER BY COUNT(*) DESC, c.parent_id LIMIT 1`);
  const option = (code: string) => ids(`SELECT o.option_id AS id FROM attribute_options o JOIN product_attributes a ON a.attribute_id = o.attribute_id
    AND a.attribute_code = '${code}' WHERE EXISTS (SELECT 1 FROM product_attribute_values v WHERE v.option_id = o.option_id) ORDER BY o.option_id`);
  return {
    largestCategory,
    anchor,
    leaves: ids('SELECT id FROM categories WHERE level >= 3 AND is_active = 1 ORDER BY id LIMIT 3'),
    brands: ids('SELECT brand_id AS id FROM products WHERE brand_id IS NOT NULL GROUP BY brand_id ORDER BY COUNT(*) DESC, brand_id LIMIT 3'),
    colours: option('color'),
    capacities: option('capacity'),
    memories: option('ram'),
  };
}

/** Listings over every filter the snapshot holds, alone and together. */
function listings(facts: Facts): Array<Partial<ProductCriteria>> {
  const [colour = 0, otherColour = 0] = facts.colours;
  const [capacity = 0] = facts.capacities;
  const searches = ['phone', 'samsung', 'black', 'pro', 'case', 'هاتف', 'سماعة', 'xyzzy'];
  return [
    {},
    ...searches.map((search) => ({ search })),
    ...searches.map((search) => ({ search, storeId: 1 })),
    { categoryIds: [2] },
    { categoryIds: [facts.largestCategory] },
    { categoryIds: [facts.anchor], storeId: 1 },
    { categoryIds: facts.leaves },
    { categoryIds: [] },
    { categoryIds: [999_999] },
    { search: 'phone', categoryIds: [999_999, facts.largestCategory] },
    { search: 'phone', categoryIds: [facts.anchor] },
    { search: 'black', categoryIds: facts.leaves },
    { brandIds: facts.brands },
    { search: 'phone', brandIds: facts.brands.slice(0, 1) },
    { brandIds: [] },
    { inStock: true },
    { inStock: false },
    { search: 'black', inStock: false },
    { search: 'phone', inStock: true, storeId: 1 },
    { priceFrom: 100, priceTo: 2000 },
    { search: 'phone', priceTo: 1500 },
    { categoryIds: [facts.largestCategory], priceFrom: 999.5 },
    { optionValues: { color: [colour] } },
    { optionValues: { color: [colour, otherColour], capacity: [capacity] } },
    { search: 'phone', optionValues: { capacity: facts.capacities.slice(0, 2) } },
    { search: 'black', optionValues: { color: [] } },
    { categoryIds: [facts.anchor], brandIds: facts.brands, inStock: true, priceFrom: 50, optionValues: { color: facts.colours.slice(0, 3) } },
    // Specifications: a choice, a yes/no (stored as a number), ranges (one open-ended), and all with a search.
    { optionValues: { ram: facts.memories.slice(0, 1) } },
    { optionValues: { noise_cancelling: [1] } },
    { numberRanges: { screen_size: { from: 13, to: 15.999 } } },
    { numberRanges: { screen_size: { from: 50 }, charging_power: { to: 45 } } },
    { search: 'phone', optionValues: { ram: facts.memories.slice(0, 2) }, numberRanges: { screen_size: { from: 6, to: 6.5 } } },
  ];
}

function expectSameAsSql(db: Database, facts: Facts, at: Date): number {
  let compared = 0;
  for (const listing of listings(facts)) {
    const criteria: ProductCriteria = { storeId: 2, sort: RELEVANCE, pageSize: 24, currentPage: 1, ...listing };
    const hits = criteria.search ? matchProducts(db, criteria.storeId, criteria.search) : undefined;
    const members = listingMembers(db, criteria, hits, at.getTime());
    const sql = sqlListingRows(db, criteria, at);
    expect(members, JSON.stringify(listing)).not.toBeNull();
    expect(byId(members ?? []), JSON.stringify(listing)).toEqual(byId(sql));
    // A number's ranges are counted without its own filter (listing-facets.ts).
    const withoutRange = (code: string): ProductCriteria => {
      const { [code]: _dropped, ...rest } = criteria.numberRanges ?? {};
      return { ...criteria, numberRanges: Object.keys(rest).length > 0 ? rest : undefined };
    };
    const sqlWithout = (code: string) => sqlListingRows(db, withoutRange(code), at);
    const membersWithout = (code: string) => listingMembers(db, withoutRange(code), hits, at.getTime()) ?? [];
    expect(listingFacets(db, criteria, members ?? [], membersWithout), JSON.stringify(listing)).toEqual(listingFacets(db, criteria, sql, sqlWithout));
    // And what the listing answers, counted afresh (the snapshot kept: a sale boundary must renew it by itself).
    forgetListings(db);
    const result = searchProducts(db, criteria, at);
    expect(result.totalCount).toBe(sql.length);
    expect(result.aggregations()).toEqual(listingFacets(db, criteria, sql, sqlWithout));
    compared += sql.length;
  }
  return compared;
}

/** Sales that start and end within the next hours, on a simple product and on configurable products' variants. */
function startSales(db: Database): { boundaries: number[]; undo: () => void } {
  const simple = db.prepare(`SELECT id, price FROM products WHERE type_id = 'simple' AND status = 1 AND visibility <> 1
    AND special_price IS NULL AND id NOT IN (SELECT child_id FROM configurable_links) ORDER BY price DESC LIMIT 1`).get() as { id: number; price: number };
  const variants = db.prepare(`SELECT l.child_id AS id, c.price FROM configurable_links l JOIN products c ON c.id = l.child_id
    WHERE c.status = 1 ORDER BY l.parent_id, c.price LIMIT 3`).all() as Array<{ id: number; price: number }>;
  const saved = db.prepare(`SELECT id, special_price, special_from_date, special_to_date FROM products
    WHERE id IN (SELECT value FROM json_each(?))`).all(JSON.stringify([simple.id, ...variants.map((v) => v.id)])) as Array<Record<string, unknown>>;
  const boundaries: number[] = [];
  const sale = db.prepare('UPDATE products SET special_price = ?, special_from_date = ?, special_to_date = ? WHERE id = ?');
  [simple, ...variants].forEach((product, index) => {
    const from = NOW.getTime() + (index + 1) * HOUR;
    const to = from + HOUR / 2;
    boundaries.push(from, to);
    // Cheap enough to move the product to the first price bucket.
    sale.run(index === 0 ? 1 : product.price / 3, magentoDateTime(new Date(from)), magentoDateTime(new Date(to)), product.id);
  });
  clearCatalogCache(db);
  return {
    boundaries,
    undo: () => {
      for (const row of saved) sale.run(row.special_price as number | null, row.special_from_date as string | null, row.special_to_date as string | null, row.id as number);
      clearCatalogCache(db);
    },
  };
}

/** Disables a product and a variant, hides a product, and sells out a variant and a product. */
function changeCatalogue(db: Database): () => void {
  const one = (sql: string) => (db.prepare(sql).get() as { id: number }).id;
  const simple = one(`SELECT id FROM products WHERE type_id = 'simple' AND status = 1 AND visibility = 4
    AND id NOT IN (SELECT child_id FROM configurable_links) ORDER BY id LIMIT 1 OFFSET 3`);
  const hidden = one(`SELECT id FROM products WHERE type_id = 'simple' AND status = 1 AND visibility = 4
    AND id NOT IN (SELECT child_id FROM configurable_links) ORDER BY id LIMIT 1 OFFSET 5`);
  const soldOut = one(`SELECT id FROM products WHERE type_id = 'simple' AND status = 1 AND is_in_stock = 1 AND qty > 0
    AND id NOT IN (SELECT child_id FROM configurable_links) ORDER BY id LIMIT 1 OFFSET 7`);
  const [disabledVariant = 0, soldOutVariant = 0] = (db.prepare(`SELECT l.child_id AS id FROM configurable_links l
    JOIN products c ON c.id = l.child_id WHERE c.status = 1 AND c.is_in_stock = 1 AND c.qty > 0 ORDER BY l.parent_id, c.price LIMIT 2`)
    .all() as Array<{ id: number }>).map((row) => row.id);
  const saved = db.prepare(`SELECT id, status, visibility, is_in_stock, qty FROM products WHERE id IN (SELECT value FROM json_each(?))`)
    .all(JSON.stringify([simple, hidden, soldOut, disabledVariant, soldOutVariant])) as Array<Record<string, number>>;
  db.prepare('UPDATE products SET status = 2 WHERE id IN (?, ?)').run(simple, disabledVariant);
  db.prepare('UPDATE products SET visibility = 1 WHERE id = ?').run(hidden);
  db.prepare('UPDATE products SET qty = 0 WHERE id = ?').run(soldOut);
  db.prepare('UPDATE products SET is_in_stock = 0 WHERE id = ?').run(soldOutVariant);
  clearCatalogCache(db);
  return () => {
    const restore = db.prepare('UPDATE products SET status = ?, visibility = ?, is_in_stock = ?, qty = ? WHERE id = ?');
    for (const row of saved) restore.run(row.status!, row.visibility!, row.is_in_stock!, row.qty!, row.id!);
    clearCatalogCache(db);
  };
}

describe.each([
  ['the seed', undefined],
  ['a generated catalogue', 1500],
])('on %s, a listing\'s count and facets from the catalogue snapshot', (_name, products) => {
  let db: Database;
  let facts: Facts;
  beforeAll(() => {
    db = openDatabase(':memory:');
    seedIfEmpty(db, NOW, products === undefined ? {} : { products });
    facts = factsOf(db);
  });
  afterAll(() => db.close());

  it('are the SQL\'s for every listing and filter', () => {
    expect(facts.colours.length).toBeGreaterThan(1);
    expect(facts.capacities.length).toBeGreaterThan(0);
    clearCatalogCache(db);
    expect(expectSameAsSql(db, facts, NOW)).toBeGreaterThan(1000);
  });

  it('are the SQL\'s while sales start and end, with no catalogue change in between', () => {
    const { boundaries, undo } = startSales(db);
    try {
      for (const boundary of boundaries) {
        // The boundary's second keeps the old price (the rule is strict, in whole seconds); the next has the new one.
        for (const at of [boundary - 1, boundary + 500, boundary + 1000]) expectSameAsSql(db, facts, new Date(at));
      }
      // A sale moving a product between price buckets is seen: the snapshot was read again at its boundary.
      const during = new Date((boundaries[0] ?? 0) + 1000);
      const before = sqlListingRows(db, { storeId: 2, sort: RELEVANCE, pageSize: 1, currentPage: 1, priceTo: 1 }, NOW);
      const after = sqlListingRows(db, { storeId: 2, sort: RELEVANCE, pageSize: 1, currentPage: 1, priceTo: 1 }, during);
      expect(after.length).toBe(before.length + 1);
    } finally {
      undo();
    }
  });

  it('are the SQL\'s after products and variants are disabled, hidden or sold out', () => {
    const undo = changeCatalogue(db);
    try {
      expectSameAsSql(db, facts, NOW);
    } finally {
      undo();
    }
  });

  it('leave a listing with a text or key filter to SQL', () => {
    for (const filter of [{ name: 'phone' }, { skus: { eq: 'x' } }, { urlKeys: { in: ['x'] } }, { description: 'x' }, { shortDescription: 'x' }]) {
      expect(listingMembers(db, { storeId: 2, sort: RELEVANCE, pageSize: 1, currentPage: 1, ...filter }, undefined, NOW.getTime())).toBeNull();
    }
  });
});
