/**
 * The products a keyword finds in a store view, best first. Order, most important first:
 *
 * 1. how closely the name holds the keyword (brand words aside): the exact model (the words in a row, then the end
 *    of the name or a variant's number: "iPhone 15" finds "iPhone 15 128GB" before "iPhone 15 Pro" and the iPhone 15
 *    cases), the words in a row, every word somewhere in a name, every word in the name, SKU, brand or category, then
 *    matches that need the description;
 *    at each step, products whose category also holds the keyword first;
 * 2. in stock before out of stock;
 * 3. bm25 with the name weighing most, then the other language's name and the SKU, then brand and category, then
 *    the description.
 */
import { cachedStatement, type Database } from '../db/database.ts';
import { matchExpression, planQuery, type Alternative, type QueryPlan } from './query-plan.ts';

/** bm25 weights in the table's column order: name, other_name, sku, brand, category, description. */
const COLUMN_WEIGHTS = [10, 6, 8, 4, 4, 1] as const;

const MATCHES = `SELECT product_id, in_stock, name, other_name, sku, brand, category,
  bm25(product_search, ${COLUMN_WEIGHTS.join(', ')}) AS score
  FROM product_search WHERE product_search MATCH ? AND store_id = ?`;

interface MatchRow {
  product_id: number;
  in_stock: number;
  name: string;
  other_name: string;
  sku: string;
  brand: string;
  category: string;
  score: number;
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
function closeness(plan: QueryPlan, row: MatchRow): number {
  return nameCloseness(plan, row) * 2 + (holdsEveryGroup(plan, row.category.split(' ')) ? 1 : 0);
}

function nameCloseness(plan: QueryPlan, row: MatchRow): number {
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

/** The ids of the products `keyword` finds in the store view, best first; [] when it finds nothing. */
export function matchProducts(db: Database, storeId: number, keyword: string): number[] {
  const plan = planQuery(db, storeId, keyword);
  if (!plan) return [];
  const rows = cachedStatement(db, MATCHES).all(matchExpression(plan), storeId) as unknown as MatchRow[];
  return rows
    .map((row) => ({ id: row.product_id, closeness: closeness(plan, row), inStock: row.in_stock, score: row.score }))
    .sort((a, b) => b.closeness - a.closeness || b.inStock - a.inStock || a.score - b.score || a.id - b.id)
    .map((row) => row.id);
}
