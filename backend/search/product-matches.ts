/**
 * The products a keyword finds in a store view, best first. Among the best matches by bm25 (CLOSENESS_RANKED),
 * most important first:
 *
 * 1. how closely the name holds the keyword (brand words aside): the exact model (the words in a row, then the end
 *    of the name or a variant's number: "iPhone 15" finds "iPhone 15 128GB" before "iPhone 15 Pro" and the iPhone 15
 *    cases), the words in a row, every word somewhere in a name, every word in the name, SKU, brand or category, then
 *    matches that need the description; at each step, products whose category also holds the keyword first;
 * 2. in stock before out of stock;
 * 3. bm25 with the name weighing most, then the other language's name and the SKU, then brand and category, then
 *    the description.
 */
import { cachedStatement, type Database } from '../db/database.ts';
import { matchExpression, planQuery, type Alternative, type QueryPlan } from './query-plan.ts';
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

interface MatchTexts {
  rowid: number;
  name: string;
  other_name: string;
  sku: string;
  brand: string;
  category: string;
}

function fitsAt(alternative: Alternative, terms: string[], position: number): boolean {
  return alternative.terms.every((term, offset) => {
    const actual = terms[position + offset];
    if (actual === undefined) return false;
    return alternative.prefix && offset === alternative.terms.length - 1 ? actual.startsWith(term) : actual === term;
  });
}

/** Where the plan's groups match one after another in `terms`: the position after the run, or null. */
function runEnd(plan: QueryPlan, terms: string[]): number | null {
  const from = (group: number, position: number): number | null => {
    const alternatives = plan.groups[group];
    if (!alternatives) return position;
    for (const alternative of alternatives) {
      if (!fitsAt(alternative, terms, position)) continue;
      const end = from(group + 1, position + alternative.terms.length);
      if (end !== null) return end;
    }
    return null;
  };
  for (let start = 0; start < terms.length; start++) {
    const end = from(0, start);
    if (end !== null) return end;
  }
  return null;
}

/**
 * Whether the word after the keyword's run closes the model: the name's end or a number (a variant: "128GB", "45mm").
 * "iPhone 15" is then the exact model in "iPhone 15 128GB", not in "iPhone 15 Pro" nor in "iPhone 15 FineWoven Case".
 */
const isModelEnd = (next: string | undefined) => next === undefined || /^\d/.test(next);

const holdsEveryGroup = (plan: QueryPlan, terms: string[]) =>
  plan.groups.every((group) => group.some((alternative) => terms.some((_, position) => fitsAt(alternative, terms, position))));

/**
 * 4 exact model, 3 words in a row in a name, 2 every word in a name, 1 in name/SKU/brand/category, 0 description;
 * doubled, plus one when the category holds every word too. Words that name the product's brand count as a brand
 * match even where the name repeats the brand: "جوال" finds phones before "PUBG Mobile" cards, "playstation" finds
 * the consoles before the PlayStation Store cards, while "samsung galaxy s24" still finds the exact model first.
 */
function closeness(plan: QueryPlan, row: MatchTexts): number {
  return nameCloseness(plan, row) * 2 + (holdsEveryGroup(plan, row.category.split(' ')) ? 1 : 0);
}

function nameCloseness(plan: QueryPlan, row: MatchTexts): number {
  const brand = row.brand.split(' ');
  const model: QueryPlan = { groups: plan.groups.filter((group) => !holdsEveryGroup({ groups: [group] }, brand)) };
  if (model.groups.length > 0) {
    let best = 0;
    for (const terms of [row.name, row.other_name].map((text) => text.split(' '))) {
      const end = runEnd(model, terms);
      if (end !== null) best = Math.max(best, isModelEnd(terms[end]) ? 4 : 3);
      else if (holdsEveryGroup(model, terms)) best = Math.max(best, 2);
    }
    if (best > 0) return best;
  }
  const described = [row.name, row.other_name, row.sku, row.brand, row.category].join(' ').split(' ');
  return holdsEveryGroup(plan, described) ? 1 : 0;
}

interface Match {
  rowId: number;
  productId: number;
  inStock: number;
  score: number;
  closeness: number;
}

const byStockThenScore = (a: Match, b: Match) => b.inStock - a.inStock || a.score - b.score || a.productId - b.productId;

/** Every match of the plan with its bm25 score, best score first. */
function scoredMatches(db: Database, table: string, plan: QueryPlan): Match[] {
  const matches: Match[] = [];
  for (const row of cachedStatement(db, matchesSql(table)).all(matchExpression(plan)) as Array<{ rowid: number; score: number }>) {
    const facts = searchRowFacts(row.rowid);
    matches.push({ rowId: row.rowid, productId: facts.productId, inStock: facts.inStock ? 1 : 0, score: row.score, closeness: 0 });
  }
  return matches.sort((a, b) => a.score - b.score || a.productId - b.productId);
}

/** The matches in the order a shopper sees them: the best by closeness, then the rest by stock and bm25. */
function ranked(db: Database, table: string, plan: QueryPlan, matches: Match[]): Match[] {
  const best = matches.slice(0, CLOSENESS_RANKED);
  const texts = cachedStatement(db, textsSql(table)).all(JSON.stringify(best.map((match) => match.rowId))) as unknown as MatchTexts[];
  const textsById = new Map(texts.map((row) => [row.rowid, row]));
  for (const match of best) {
    const row = textsById.get(match.rowId);
    if (row) match.closeness = closeness(plan, row);
  }
  best.sort((a, b) => b.closeness - a.closeness || byStockThenScore(a, b));
  const rest = matches.slice(CLOSENESS_RANKED).sort(byStockThenScore);
  return [...best, ...rest];
}

/** The ids of the products `keyword` finds in the store view, best first; [] when it finds nothing. */
export function matchProducts(db: Database, storeId: number, keyword: string): number[] {
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
