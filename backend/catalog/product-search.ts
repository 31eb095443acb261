import { cachedStatement, type Database } from '../db/database.ts';
import { magentoDateTime } from '../dates.ts';
import type { Aggregation } from './aggregation.ts';
import { listingFacets, type FacetRow } from './listing-facets.ts';
import { keptOrder, listingFacts } from './listing-cache.ts';
import { listingMembers } from './listing-members.ts';
import { attributeCatalogue } from './attribute-metadata.ts';
import type { EqualFilter, ProductCriteria } from './product-criteria.ts';
import { correctedKeyword } from '../search/did-you-mean.ts';
import { matchProducts } from '../search/product-matches.ts';
import { searchPhase } from '../search/search-phases.ts';
import { SELLABLE_SQL } from '../db/sellable-sql.ts';
import { FINAL_PRICE_SQL, containsPattern } from './sql.ts';

export type { EqualFilter, ProductCriteria };

type Param = string | number | null;

/**
 * The products (a variant counting as its configurable product) whose value of the attribute bound to `:<name>_attr`
 * passes `test`: an option of a select (product_attribute_values), a number or yes/no (product_attribute_scalars).
 */
const havingValue = (table: 'product_attribute_values' | 'product_attribute_scalars', name: string, test: string) => `p.id IN (
  SELECT COALESCE(l.parent_id, v.product_id) FROM ${table} v
    JOIN products c ON c.id = v.product_id AND c.status = 1
    LEFT JOIN configurable_links l ON l.child_id = v.product_id
   WHERE v.attribute_id = :${name}_attr AND ${test})`;

/** The WHERE clause and its named parameters; the SQL text depends only on which filters are present. */
interface Where {
  sql: string;
  params: Record<string, Param>;
  /** A search's matches, best first (bound as `:hits`). */
  hits?: readonly number[] | undefined;
}

function buildWhere(criteria: ProductCriteria, now: string, db: Database): Where {
  const clauses = [SELLABLE_SQL];
  const params: Record<string, Param> = { store: criteria.storeId, now };
  // A search keeps the products the index finds, joined with their rank (see fromClause).
  const hits = criteria.search ? matchProducts(db, criteria.storeId, criteria.search) : undefined;
  if (hits) params.hits = JSON.stringify(hits);
  const equal = (column: string, name: string, filter: EqualFilter | undefined) => {
    if (!filter) return;
    if (filter.eq !== undefined) {
      clauses.push(`${column} = :${name}`);
      params[name] = filter.eq;
    }
    if (filter.in !== undefined) {
      clauses.push(`${column} IN (SELECT value FROM json_each(:${name}_in))`);
      params[`${name}_in`] = JSON.stringify(filter.in);
    }
  };
  equal('p.sku', 'sku', criteria.skus);
  equal('ps.url_key', 'url_key', criteria.urlKeys);
  // One category (a category page, the hot path) joins the index directly (see FROM); several use a subquery.
  if (criteria.categoryIds && criteria.categoryIds.length !== 1) {
    clauses.push('p.id IN (SELECT ci.product_id FROM category_product_index ci WHERE ci.category_id IN (SELECT value FROM json_each(:categories)))');
    params.categories = JSON.stringify(criteria.categoryIds);
  }
  if (criteria.categoryIds?.length === 1) {
    clauses.push('cpi.category_id = :category');
    params.category = criteria.categoryIds[0] ?? null;
  }
  if (criteria.inStock !== undefined) {
    // Same rule as the served stock_status: in stock means flagged in stock with a positive quantity.
    clauses.push(criteria.inStock ? '(p.is_in_stock = 1 AND p.qty > 0)' : '(p.is_in_stock = 0 OR p.qty <= 0)');
  }
  if (criteria.brandIds) {
    clauses.push('p.brand_id IN (SELECT value FROM json_each(:brands))');
    params.brands = JSON.stringify(criteria.brandIds);
  }
  const { byCode } = attributeCatalogue(db, criteria.storeId);
  // Parameters are named by the filter's place (codes are the merchant's): the SQL depends only on which are given.
  Object.entries(criteria.optionValues ?? {}).forEach(([code, wanted], index) => {
    const attribute = byCode.get(code);
    const name = `option_${index}`;
    params[`${name}_attr`] = attribute?.id ?? null;
    params[name] = JSON.stringify(wanted);
    const test = (column: string) => `${column} IN (SELECT value FROM json_each(:${name}))`;
    clauses.push(attribute?.frontendInput === 'boolean'
      ? havingValue('product_attribute_scalars', name, `v.store_id = 0 AND ${test('v.number')}`)
      : havingValue('product_attribute_values', name, test('v.option_id')));
  });
  Object.entries(criteria.numberRanges ?? {}).forEach(([code, range], index) => {
    const name = `range_${index}`;
    params[`${name}_attr`] = byCode.get(code)?.id ?? null;
    params[`${name}_from`] = range.from ?? null;
    params[`${name}_to`] = range.to ?? null;
    clauses.push(havingValue('product_attribute_scalars', name,
      `v.store_id = 0 AND v.number >= COALESCE(:${name}_from, v.number) AND v.number <= COALESCE(:${name}_to, v.number)`));
  });
  const contains = (column: string, name: string, text: string | undefined) => {
    if (text === undefined) return;
    clauses.push(`${column} LIKE :${name} ESCAPE '\\'`);
    params[name] = containsPattern(text);
  };
  contains('ps.name', 'name', criteria.name);
  contains('ps.description', 'description', criteria.description);
  contains('ps.short_description', 'short_description', criteria.shortDescription);
  if (criteria.priceFrom !== undefined) {
    clauses.push(`${FINAL_PRICE_SQL} >= :price_from`);
    params.price_from = criteria.priceFrom;
  }
  if (criteria.priceTo !== undefined) {
    clauses.push(`${FINAL_PRICE_SQL} <= :price_to`);
    params.price_to = criteria.priceTo;
  }
  return { sql: clauses.join(' AND '), params, hits };
}

function orderBy(criteria: ProductCriteria): string {
  const terms = criteria.sort.map(({ field, direction }) => {
    switch (field) {
      case 'name': return `ps.name COLLATE NOCASE ${direction}`;
      case 'price': return `${FINAL_PRICE_SQL} ${direction}`;
      case 'created_at': return `p.created_at ${direction}`;
      // The search index ranks its matches (backend/search/product-matches.ts): rank 0 is the best.
      case 'relevance': return `${criteria.search ? 'hit.rank' : 'p.id'} ${direction === 'DESC' ? 'ASC' : 'DESC'}`;
      case 'position':
        if (criteria.categoryIds?.length === 1) return `cpi.position ${direction}`;
        return criteria.categoryIds
          ? `(SELECT MIN(ci.position) FROM category_product_index ci WHERE ci.product_id = p.id
               AND ci.category_id IN (SELECT value FROM json_each(:categories))) ${direction}`
          : `p.id ${direction}`;
    }
  });
  return [...terms, 'p.id ASC'].join(', ');
}

export interface ProductSearchResult {
  ids: number[];
  totalCount: number;
  /** Lazily computed facets over the whole result (not just the page). */
  aggregations(): Aggregation[];
  /** For a search that finds nothing, the corrected keyword when it finds products (computed when asked). */
  didYouMean(): string | null;
}

/**
 * A cached statement taking named parameters; the shared parameter set (store, now, filters) may name more than a
 * given statement uses, so unknown names are allowed.
 */
function named(db: Database, sql: string) {
  const statement = cachedStatement(db, sql);
  statement.setAllowUnknownNamedParameters(true);
  return statement;
}

const BASE_FROM = 'FROM products p JOIN product_store ps ON ps.product_id = p.id AND ps.store_id = :store';
const CATEGORY_FROM = `FROM category_product_index cpi JOIN products p ON p.id = cpi.product_id
  JOIN product_store ps ON ps.product_id = p.id AND ps.store_id = :store`;
/**
 * A search starts from the index's matches, best first (`key` the rank, `value` the product id), and looks each
 * product up by id: CROSS JOIN keeps SQLite from scanning the match list once per product instead.
 */
const HITS_FROM = `FROM (SELECT CAST(key AS INTEGER) AS rank, CAST(value AS INTEGER) AS product_id FROM json_each(:hits)) hit
  CROSS JOIN products p ON p.id = hit.product_id
  JOIN product_store ps ON ps.product_id = p.id AND ps.store_id = :store`;

function fromClause(criteria: ProductCriteria): string {
  const oneCategory = criteria.categoryIds?.length === 1;
  if (criteria.search) return oneCategory ? `${HITS_FROM} JOIN category_product_index cpi ON cpi.product_id = p.id` : HITS_FROM;
  return oneCategory ? CATEGORY_FROM : BASE_FROM;
}

/** Runs a validated products query: page of ids in order, total count, and facets on demand. */
export function searchProducts(db: Database, criteria: ProductCriteria, now: Date = new Date()): ProductSearchResult {
  return searchPhase('page', () => pageOfProducts(db, criteria, now));
}

/**
 * From this offset on (ten pages of 24) a page is a slice of the listing's whole order, kept (listing-cache.ts): a
 * first page reads only its own rows from the index, a deep one would read every row before it.
 */
const DEEP_OFFSET = 240;

/** The listing a query reads, whatever its page and order: its count and facets are the same on every page. */
function listingKey(criteria: ProductCriteria): string {
  const { sort: _sort, pageSize: _pageSize, currentPage: _currentPage, ...listing } = criteria;
  return JSON.stringify(listing);
}

function pageOfProducts(db: Database, criteria: ProductCriteria, now: Date): ProductSearchResult {
  const where = buildWhere(criteria, magentoDateTime(now), db);
  const FROM = fromClause(criteria);
  const listing = listingFacts(db, listingKey(criteria), now.getTime());
  // The products the listing finds, for its count and facets: from the catalogue snapshot when it holds every filter.
  let members: FacetRow[] | null | undefined;
  const inMemory = () => (members === undefined ? (members = listingMembers(db, criteria, where.hits, now.getTime())) : members);
  listing.totalCount ??= inMemory()?.length
    ?? (named(db, `SELECT COUNT(*) AS total ${FROM} WHERE ${where.sql}`).get(where.params) as { total: number }).total;
  const pageParams: Record<string, Param> = { ...where.params };
  const order = orderBy(criteria);
  pageParams.limit = criteria.pageSize;
  pageParams.offset = (criteria.currentPage - 1) * criteria.pageSize;
  // A page past the end finds nothing: the count says so without reading the listing up to its offset.
  let ids: number[] = [];
  if (pageParams.offset < listing.totalCount) {
    const select = `SELECT p.id ${FROM} WHERE ${where.sql} ORDER BY ${order}`;
    if (where.hits && inRelevanceOrder(criteria)) {
      // The snapshot's walk keeps the matches in rank order: the page is a slice of it.
      const walked = inMemory();
      ids = walked
        ? walked.slice(pageParams.offset, pageParams.offset + criteria.pageSize).map((row) => row.id)
        : rankedPage(db, criteria, where, where.hits, pageParams.offset, criteria.pageSize);
    } else if (pageParams.offset >= DEEP_OFFSET) {
      const all = keptOrder(db, `${listingKey(criteria)}\n${order}`, now.getTime(),
        () => (named(db, select).all(where.params) as Array<{ id: number }>).map((row) => row.id));
      ids = all.slice(pageParams.offset, pageParams.offset + criteria.pageSize);
    } else {
      ids = (named(db, `${select} LIMIT :limit OFFSET :offset`).all(pageParams) as Array<{ id: number }>).map((row) => row.id);
    }
  }
  return {
    ids,
    totalCount: listing.totalCount,
    aggregations: () => (listing.aggregations ??= searchPhase('aggregate', () =>
      listingFacets(db, criteria, inMemory() ?? facetRows(db, criteria, where), (code) => rowsWithoutRange(db, criteria, code, where.hits, now)))),
    // Also when typo tolerance found products: the shopper is told what was searched for ("Showing results for …").
    didYouMean: () => {
      const { search } = criteria;
      return search ? searchPhase('did you mean', () => correctedKeyword(db, criteria.storeId, search)) : null;
    },
  };
}

/** A search's own order (the search page's): best match first, nothing after it. */
function inRelevanceOrder(criteria: ProductCriteria): boolean {
  return criteria.sort.length === 1 && criteria.sort[0]?.field === 'relevance' && criteria.sort[0].direction === 'DESC';
}

/** How many of a search's ranked matches are checked against its filters at a time. */
const RANKED_CHUNK = 100;

/**
 * A page of a search in relevance order: the matches are ranked already, so the page is the matches from `offset`
 * on that pass the listing's filters, read a chunk at a time. Sorting every match in SQL to take a page read all of
 * them (9,777 for a broad word at 20,000 SKUs), on every page; this reads about as many as the page needs.
 */
function rankedPage(db: Database, criteria: ProductCriteria, where: Where, hits: readonly number[], offset: number, limit: number): number[] {
  const statement = named(db, `SELECT p.id ${fromClause(criteria)} WHERE ${where.sql} ORDER BY hit.rank`);
  const passed: number[] = [];
  for (let start = 0; start < hits.length && passed.length < offset + limit; start += RANKED_CHUNK) {
    const chunk = JSON.stringify(hits.slice(start, start + RANKED_CHUNK));
    for (const row of statement.all({ ...where.params, hits: chunk }) as Array<{ id: number }>) passed.push(row.id);
  }
  return passed.slice(offset, offset + limit);
}

/** The facet rows of the listing without its range filter of `code` (how its ranges are counted, listing-facets.ts). */
function rowsWithoutRange(db: Database, criteria: ProductCriteria, code: string, hits: readonly number[] | undefined, now: Date): FacetRow[] {
  const { [code]: _dropped, ...numberRanges } = criteria.numberRanges ?? {};
  const wider: ProductCriteria = { ...criteria, numberRanges: Object.keys(numberRanges).length > 0 ? numberRanges : undefined };
  return listingMembers(db, wider, hits, now.getTime()) ?? facetRows(db, wider, buildWhere(wider, magentoDateTime(now), db));
}

/**
 * The facet rows of a listing read in SQL: the way for a listing the snapshot cannot answer (a text or key filter),
 * and what the snapshot's answers are proven against.
 */
export function sqlListingRows(db: Database, criteria: ProductCriteria, now: Date = new Date()): FacetRow[] {
  return facetRows(db, criteria, buildWhere(criteria, magentoDateTime(now), db));
}

function facetRows(db: Database, criteria: ProductCriteria, where: Where): FacetRow[] {
  return named(db, `SELECT p.id AS id, ${FINAL_PRICE_SQL} AS price, p.brand_id AS brand ${fromClause(criteria)}
    WHERE ${where.sql}`).all(where.params) as unknown as FacetRow[];
}
