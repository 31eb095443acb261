/**
 * How closely a product's texts hold a keyword's plan, the first key of the ranking (product-matches.ts):
 * 4 exact model, 3 words in a row in a name, 2 every word in a name, 1 in name/SKU/brand/category, 0 description;
 * doubled, plus one when the category holds every word too. Words that name the product's brand count as a brand
 * match even where the name repeats the brand: "جوال" finds phones before "PUBG Mobile" cards, "playstation" finds
 * the consoles before the PlayStation Store cards, while "samsung galaxy s24" still finds the exact model first.
 *
 * The model is what the keyword says beside the brand and the variant: words naming an option value (a colour, a
 * finish: "هاتف أبل آيفون 15 أسود") choose among the model's variants and are left out of the model's run, and the
 * brand's words inside a name do not break it ("هاتف أبل آيفون 15" holds the run "هاتف آيفون 15"): so the iPhone 15
 * is that keyword's exact model, and the 15 Pro a longer one.
 *
 * A search scores up to 200 matches, each with names of a few dozen words (a configurable product's hold its
 * variants'), against groups of several alternatives: the checks are plain loops, and what depends only on a
 * brand's or a category's text (many matches share them) is worked out once per search.
 */
import type { Alternative, QueryPlan } from './query-plan.ts';

/** A match's analyzed texts, each its index terms joined by spaces. */
export interface ClosenessTexts {
  name: string;
  other_name: string;
  sku: string;
  brand: string;
  category: string;
}

type Groups = Alternative[][];

function fitsAt(alternative: Alternative, terms: string[], position: number): boolean {
  const last = alternative.terms.length - 1;
  for (let offset = 0; offset <= last; offset++) {
    const actual = terms[position + offset];
    if (actual === undefined) return false;
    const term = alternative.terms[offset] ?? '';
    if (alternative.prefix && offset === last ? !actual.startsWith(term) : actual !== term) return false;
  }
  return true;
}

function holdsGroup(group: Alternative[], terms: string[]): boolean {
  for (const alternative of group) {
    for (let position = 0; position < terms.length; position++) if (fitsAt(alternative, terms, position)) return true;
  }
  return false;
}

const holdsEveryGroup = (groups: Groups, terms: string[]) => groups.every((group) => holdsGroup(group, terms));

/** Where `groups` from `group` on match one after another from `position`: the position after the run, or null. */
function runFrom(groups: Groups, terms: string[], group: number, position: number): number | null {
  const alternatives = groups[group];
  if (!alternatives) return position;
  for (const alternative of alternatives) {
    if (!fitsAt(alternative, terms, position)) continue;
    const end = runFrom(groups, terms, group + 1, position + alternative.terms.length);
    if (end !== null) return end;
  }
  return null;
}

/**
 * Whether the word after the keyword's run closes the model: the name's end or a number (a variant: "128GB", "45mm").
 * "iPhone 15" is then the exact model in "iPhone 15 128GB", not in "iPhone 15 Pro" nor in "iPhone 15 FineWoven Case".
 */
const isModelEnd = (next: string | undefined) => next === undefined || /^\d/.test(next);

/** Whether every alternative of the group is made of variant words only (a colour's names in both languages). */
const namesVariant = (group: Alternative[], variantWords: ReadonlySet<string>) =>
  group.every((alternative) => alternative.terms.every((term) => variantWords.has(term)));

/**
 * The closeness of the model's groups to a name's terms: 4 exact model, 3 in a row, 2 all of them, else 0. Every
 * run counts, not only the first: the other names are one text ("… آيفون 15 هاتف أبل آيفون 15 128 …"), where the
 * model's own name may come first followed by the next name's words.
 */
function modelCloseness(model: Groups, terms: string[]): number {
  let best = 0;
  for (let start = 0; start < terms.length && best < 4; start++) {
    const end = runFrom(model, terms, 0, start);
    if (end !== null) best = Math.max(best, isModelEnd(terms[end]) ? 4 : 3);
  }
  if (best > 0) return best;
  return holdsEveryGroup(model, terms) ? 2 : 0;
}

/** The closeness of texts to `plan`, for the many matches of one search (`variantWords`: option-words.ts). */
export function closenessScorer(plan: QueryPlan, variantWords: ReadonlySet<string> = new Set()): (texts: ClosenessTexts) => number {
  const variantFree = plan.groups.filter((group) => !namesVariant(group, variantWords));
  /** Brand text → the groups that do not name that brand (the model's words). */
  const modelGroups = new Map<string, Groups>();
  /** Category text → whether it holds every group. */
  const categoryHolds = new Map<string, boolean>();

  function nameCloseness(texts: ClosenessTexts, name: string[], otherName: string[], brand: string[], category: string[]): number {
    let model = modelGroups.get(texts.brand);
    if (!model) modelGroups.set(texts.brand, (model = variantFree.filter((group) => !holdsGroup(group, brand))));
    if (model.length > 0) {
      const brandTerms = new Set(brand);
      let best = 0;
      for (const terms of [name, otherName]) {
        best = Math.max(best, modelCloseness(model, terms), modelCloseness(model, terms.filter((term) => !brandTerms.has(term))));
      }
      if (best > 0) return best;
    }
    const described = [...name, ...otherName, ...texts.sku.split(' '), ...brand, ...category];
    return holdsEveryGroup(plan.groups, described) ? 1 : 0;
  }

  return (texts) => {
    const category = texts.category.split(' ');
    let inCategory = categoryHolds.get(texts.category);
    if (inCategory === undefined) categoryHolds.set(texts.category, (inCategory = holdsEveryGroup(plan.groups, category)));
    const name = nameCloseness(texts, texts.name.split(' '), texts.other_name.split(' '), texts.brand.split(' '), category);
    return name * 2 + (inCategory ? 1 : 0);
  };
}
