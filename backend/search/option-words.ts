/**
 * Which option values (colours, capacities) a search keyword names, in any store view's words: "ايفون 15 ازرق" names
 * blue, "galaxy s24 256" names 256GB. A label with a number is named by its number ("256" for "256GB" and
 * "256 جيجابايت"); any other label by all of its words ("natural titanium"). Read with the analyzer the index uses.
 */
import { memo } from '../db/memo.ts';
import { cachedStatement, type Database } from '../db/database.ts';
import { analyze } from './analyzer.ts';

interface OptionWords {
  code: string;
  valueIndex: number;
  /** What must be among the keyword's words for the label to be named. */
  needed: string[];
}

const LABELS = `SELECT a.attribute_code AS code, l.option_id, l.label FROM attribute_option_labels l
  JOIN attribute_options o ON o.option_id = l.option_id JOIN product_attributes a ON a.attribute_id = o.attribute_id`;

function optionWords(db: Database): OptionWords[] {
  return memo(db, 'option-words', () =>
    (cachedStatement(db, LABELS).all() as Array<{ code: string; option_id: number; label: string }>).flatMap((row) => {
      const terms = analyze(row.label);
      const numbers = terms.filter((term) => /^\d+$/.test(term));
      const needed = numbers.length > 0 ? numbers : terms;
      return needed.length > 0 ? [{ code: row.code, valueIndex: row.option_id, needed }] : [];
    }),
  );
}

/** The option values the keyword names, by attribute code (empty when it names none). */
export function optionValuesNamed(db: Database, keyword: string): Map<string, Set<number>> {
  const words = new Set(analyze(keyword));
  const named = new Map<string, Set<number>>();
  for (const option of optionWords(db)) {
    if (!option.needed.every((term) => words.has(term))) continue;
    named.set(option.code, (named.get(option.code) ?? new Set()).add(option.valueIndex));
  }
  return named;
}

/**
 * The words of option labels that are not numbers ("black", "ازرق", "titanium"): words a shopper adds to a model's
 * name to say which variant, never part of the model itself. Numbers stay model words ("iphone 16" is a model, not
 * the iPhone 15 in 16 GB).
 */
export function variantWords(db: Database): ReadonlySet<string> {
  return memo(db, 'variant-words', () => new Set(
    (cachedStatement(db, LABELS).all() as Array<{ label: string }>).flatMap((row) => analyze(row.label)).filter((term) => !/\d/.test(term)),
  ));
}
