/**
 * The products a listing finds, for its count and facets, read from the catalogue snapshot instead of SQL: a search
 * walks its matches, any other listing its categories' products or the store view's sellable products, keeping
 * those that pass each filter by array and set lookups. The same rows, one per product, as the listing's SQL
 * (product-search.ts `buildWhere`) finds: a search's in the matches' rank order (its pages in relevance order are
 * slices of them), any other's in another order than the SQL's, which its count and facets do not depend on.
 */
import type { Database } from '../db/database.ts';
import { attributeCatalogue } from './attribute-metadata.ts';
import { productsByValue, valuesByProduct } from './attribute-products.ts';
import { catalogueSnapshot, categoryProducts, IN_STOCK, NO_BRAND, OUT_OF_STOCK } from './catalogue-snapshot.ts';
import type { ProductCriteria } from './product-criteria.ts';
import type { FacetRow } from './listing-facets.ts';

/** Whether the snapshot holds what every filter of the criteria reads: text and key filters are SQL's. */
function inMemory(criteria: ProductCriteria): boolean {
  return criteria.skus === undefined && criteria.urlKeys === undefined && criteria.name === undefined
    && criteria.description === undefined && criteria.shortDescription === undefined;
}

/** A product is kept when it is in any of the sets. */
const inAny = (sets: ReadonlyArray<ReadonlySet<number> | undefined>) => (id: number) => sets.some((set) => set?.has(id) === true);

/**
 * The rows (product, final price, brand) of the products the listing finds at `now` (epoch ms), `hits` being a
 * search's matches; null when the listing has a filter the snapshot does not hold, or the catalogue has no snapshot.
 */
export function listingMembers(db: Database, criteria: ProductCriteria, hits: readonly number[] | undefined, now: number): FacetRow[] | null {
  if (!inMemory(criteria)) return null;
  const snapshot = catalogueSnapshot(db, now);
  const sellable = snapshot?.sellableIn.get(criteria.storeId);
  const sellableIds = snapshot?.sellableIds.get(criteria.storeId);
  if (!snapshot || !sellable || !sellableIds) return null;

  const tests: Array<(id: number) => boolean> = [];
  const categories = criteria.categoryIds?.map((id) => categoryProducts(db, id));
  if (categories) tests.push(inAny(categories));
  const { inStock } = criteria;
  if (inStock !== undefined) {
    const side = inStock ? IN_STOCK : OUT_OF_STOCK;
    tests.push((id) => (snapshot.stock[id]! & side) !== 0);
  }
  const { brandIds } = criteria;
  if (brandIds) {
    const wanted = new Set(brandIds);
    tests.push((id) => snapshot.brand[id] !== NO_BRAND && wanted.has(snapshot.brand[id]!));
  }
  const { byCode } = attributeCatalogue(db, criteria.storeId);
  for (const [code, values] of Object.entries(criteria.optionValues ?? {})) {
    const attribute = byCode.get(code);
    const products = attribute ? productsByValue(db, attribute) : new Map<number, ReadonlySet<number>>();
    tests.push(inAny(values.map((value) => products.get(value))));
  }
  for (const [code, { from = -Infinity, to = Infinity }] of Object.entries(criteria.numberRanges ?? {})) {
    const attribute = byCode.get(code);
    const numbers = attribute ? valuesByProduct(db, attribute) : new Map<number, readonly number[]>();
    tests.push((id) => numbers.get(id)?.some((value) => value >= from && value <= to) === true);
  }
  const { priceFrom, priceTo } = criteria;
  if (priceFrom !== undefined) tests.push((id) => snapshot.price[id]! >= priceFrom);
  if (priceTo !== undefined) tests.push((id) => snapshot.price[id]! <= priceTo);

  // A search's matches as the index ranks them; else the categories' products, or the store view's sellable ones.
  const candidates: Iterable<number> = criteria.search
    ? (hits ?? [])
    : categories ? new Set(categories.flatMap((set) => [...set])) : sellableIds;
  const rows: FacetRow[] = [];
  for (const id of candidates) {
    if (sellable[id] !== 1 || !tests.every((passes) => passes(id))) continue;
    const brand = snapshot.brand[id]!;
    rows.push({ id, price: snapshot.price[id]!, brand: brand === NO_BRAND ? null : brand });
  }
  return rows;
}
