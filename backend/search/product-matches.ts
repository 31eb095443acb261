/**
 * The products a keyword finds in a store view, best first. Among the best matches by bm25 (CLOSENESS_RANKED),
 * most important first:
 *
 * 1. how closely the name holds the keyword (brand and variant words aside: closeness.ts): the exact model (the words in a row, then the end
 *    of the name or a variant's number: "iPhone 15" finds "iPhone 15 128GB" before "iPhone 15 Pro" and the iPhone 15
 *    cases), the words in a row, every word somewhere in a name, every word in the name, SKU, brand or category, then
 *    matches that need the description; at each step, products whose category also holds the keyword first;
 * 2. in stock before out of stock;
 * 3. bm25 with the name weighing most, then the other language's name and the SKU, then brand and category, then
 *    the description.
 */
import { LRUCache } from 'lru-cache';
import { cachedStatement, type Database } from '../db/database.ts';
import { forgetMemo, memo } from '../db/memo.ts';
import { closenessScorer, type ClosenessTexts } from './closeness.ts';
import { variantWords } from './option-words.ts';
import { matchExpression, planQuery, type QueryPlan } from './query-plan.ts';
import { searchRowFacts, searchTable } from './search-index.ts';
import { searchPhase } from './search-phases.ts';

/** bm25 weights in the table's column order: name, other_name, sku, brand, category, description. */
const COLUMN_WEIGHTS = [10, 6, 8, 4, 4, 1] as const;

/** Whether anything matches: the first match found ends the search. */
const anyMatchSql = (table: string) => `SELECT 1 FROM ${table} WHERE ${table} MATCH ? LIMIT 1`;
/** Matches with their bm25 score: from the index alone (no stored row is read). */
const matchesSql = (table: string) => `SELECT rowid, bm25(${table}, ${COLUMN_WEIGHTS.join(', ')}) AS score FROM ${table} WHERE ${table} MATCH ?`;
/** The analyzed texts of the best matches, for ranking by closeness. */
const textsSql = (table: string) => `SELECT rowid, name, other_name, sku, brand, category FROM ${table}
  WHERE rowid IN (SELECT value FROM json_each(?))`;
/**
 * How many of the best bm25 matches are ranked by closeness; the rest follow by stock and bm25. Reading every
 * match's texts made broad words ("جوال" finds a third of a large catalogue) slow, and no shopper pages that far.
 */
const CLOSENESS_RANKED = 200;

interface MatchTexts extends ClosenessTexts {
  rowid: number;
}

interface Match {
  rowId: number;
  productId: number;
  inStock: number;
  score: number;
  closeness: number;
}

const byStockThenScore = (a: Match, b: Match) => b.inStock - a.inStock || a.score - b.score || a.productId - b.productId;

/**
 * Every match of the plan with its bm25 score, best score first. Rows are read as arrays: a broad word's 9,777
 * matches at 20,000 SKUs spent a third of their time becoming row objects.
 */
function scoredMatches(db: Database, table: string, plan: QueryPlan): Match[] {
  const statement = cachedStatement(db, matchesSql(table));
  statement.setReturnArrays(true);
  const matches: Match[] = [];
  for (const [rowId, score] of statement.all(matchExpression(plan)) as unknown as Array<[number, number]>) {
    const { productId, inStock } = searchRowFacts(rowId);
    matches.push({ rowId, productId, inStock: inStock ? 1 : 0, score, closeness: 0 });
  }
  return matches.sort((a, b) => a.score - b.score || a.productId - b.productId);
}

/** The matches in the order a shopper sees them: the best by closeness, then the rest by stock and bm25. */
function ranked(db: Database, table: string, plan: QueryPlan, matches: Match[]): Match[] {
  const best = matches.slice(0, CLOSENESS_RANKED);
  const texts = cachedStatement(db, textsSql(table)).all(JSON.stringify(best.map((match) => match.rowId))) as unknown as MatchTexts[];
  const textsById = new Map(texts.map((row) => [row.rowid, row]));
  const closeness = closenessScorer(plan, variantWords(db));
  for (const match of best) {
    const row = textsById.get(match.rowId);
    if (row) match.closeness = closeness(row);
  }
  best.sort((a, b) => b.closeness - a.closeness || byStockThenScore(a, b));
  // The rest are in bm25 order already: in stock first, each side keeping that order.
  const rest = matches.slice(CLOSENESS_RANKED);
  return [...best, ...rest.filter((match) => match.inStock === 1), ...rest.filter((match) => match.inStock === 0)];
}

/**
 * How many found product ids are kept, over all keywords: a search page asks the backend twice for its keyword (the
 * products, then "did you mean"), its next pages and orders ask again, and a broad word finds half of a large
 * catalogue (9,777 products at 20,000 SKUs: 15 ms to match and rank). Kept in the catalogue memo, so the index's
 * changes (every one comes with an admin change or a stock change, which clear it) are never answered from before.
 */
const KEPT_MATCHES = 200_000;
const MEMO_KEY = 'search:matches';

/** The ids of the products `keyword` finds in the store view, best first; [] when it finds nothing. */
export function matchProducts(db: Database, storeId: number, keyword: string): readonly number[] {
  const kept = memo(db, MEMO_KEY, () => new LRUCache<string, readonly number[]>({
    maxSize: KEPT_MATCHES,
    sizeCalculation: (ids) => ids.length + 1,
  }));
  const key = `${storeId}\n${keyword}`;
  let ids = kept.get(key);
  if (!ids) {
    ids = rankedMatches(db, storeId, keyword);
    kept.set(key, ids);
  }
  return ids;
}

/** Forgets every keyword's matches (`npm run bench:search` times each search in full). */
export function forgetMatches(db: Database): void {
  forgetMemo(db, MEMO_KEY);
}

function rankedMatches(db: Database, storeId: number, keyword: string): number[] {
  const plan = searchPhase('analyze', () => planQuery(db, storeId, keyword));
  if (!plan) return [];
  const table = searchTable(storeId);
  const matches = searchPhase('match', () => scoredMatches(db, table, plan));
  return searchPhase('rank', () => ranked(db, table, plan, matches).map((match) => match.productId));
}

/** Whether `keyword` finds any product in the store view (all "did you mean" asks of a correction). */
export function findsAnyProduct(db: Database, storeId: number, keyword: string): boolean {
  const plan = searchPhase('analyze', () => planQuery(db, storeId, keyword));
  if (!plan) return false;
  const table = searchTable(storeId);
  return searchPhase('match', () => cachedStatement(db, anyMatchSql(table)).get(matchExpression(plan)) !== undefined);
}
