/**
 * A shopper's keyword as an FTS5 query. Each word (or synonym phrase, or a number with its unit: "65 بوصة") becomes
 * one group of alternatives, and every group must match (AND): the word as analyzed; without an attached particle when the rest is a word of the index;
 * the words of its synonym group; words of the index one or two edits away (typos) when the word itself is unknown;
 * and, for the last word, the index words it begins (search as you type). A word with no alternative at all
 * makes the whole query match nothing: nonsense finds nothing rather than noise.
 */
import type { Database } from '../db/database.ts';
import { normalizeText, particleFree, stem, words } from './analyzer.ts';
import { typoAllowance } from './edit-distance.ts';
import { unitAt, withInchWords } from './measure-units.ts';
import { searchPhase } from './search-phases.ts';
import { synonymGroups, type SynonymGroup } from './synonyms.ts';
import { searchVocabulary, type Vocabulary } from './vocabulary.ts';

/** Words of a keyword taken into account; a longer keyword is not a product search. */
export const MAX_QUERY_WORDS = 10;
/** Typo alternatives kept per word, the closest and most common first. */
const MAX_TYPO_ALTERNATIVES = 8;
/** The shortest last word completed as a prefix: two letters ("ip" → iphone, ipad) or one digit ("iphone 1" → 13, 14, 15). */
const minPrefixLength = (word: string) => (/^\d+$/.test(word) ? 1 : 2);

/** One alternative: a phrase of index terms (usually one), optionally the prefix of longer terms. */
export interface Alternative {
  terms: string[];
  prefix: boolean;
}

export interface QueryPlan {
  /** Every group must match; within a group any alternative may. */
  groups: Alternative[][];
}

const single = (term: string, prefix = false): Alternative => ({ terms: [term], prefix });

function typoAlternatives(word: string, vocabulary: Vocabulary): string[] {
  const allowance = typoAllowance(word.length);
  if (allowance === 0 || /\d/.test(word)) return [];
  // The index holds stems: "سماعت" (a typo of سماعات) is compared as typed and as its stem would be.
  return vocabulary.nearTerms.within([word, stem(word)], allowance)
    .sort((a, b) => a.distance - b.distance || b.count - a.count)
    .slice(0, MAX_TYPO_ALTERNATIVES)
    .map((entry) => entry.word);
}

/** The alternatives of one word; empty when the index has nothing like it. */
function wordAlternatives(word: string, isLast: boolean, vocabulary: Vocabulary): Alternative[] {
  const alternatives: Alternative[] = [];
  const stemmed = stem(word);
  if (vocabulary.documents.has(stemmed)) alternatives.push(single(stemmed));
  const rest = particleFree(word);
  if (rest !== null && vocabulary.documents.has(rest)) alternatives.push(single(rest));
  if (alternatives.length === 0) {
    alternatives.push(...searchPhase('typo expansion', () => typoAlternatives(word, vocabulary)).map((term) => single(term)));
  }
  if (isLast && word.length >= minPrefixLength(word) && vocabulary.hasLongerWithPrefix(word)) {
    alternatives.push(single(word, true));
  }
  return alternatives;
}

const samePhrase = (a: string[], b: string[]) => a.length === b.length && a.every((term, i) => term === b[i]);

/** The longest synonym phrase starting at `start` of the stemmed words, with its group. */
function synonymAt(stems: string[], start: number, groups: SynonymGroup[]): { group: SynonymGroup; length: number } | null {
  let best: { group: SynonymGroup; length: number } | null = null;
  for (const group of groups) {
    for (const phrase of group) {
      if (phrase.length <= (best?.length ?? 0) || !samePhrase(phrase, stems.slice(start, start + phrase.length))) continue;
      best = { group, length: phrase.length };
    }
  }
  return best;
}

/**
 * Only phrases whose every term the index holds can match; the others are left out of the query, as are repeats
 * (ايفون and آيفون analyze alike).
 */
function indexedPhrases(group: SynonymGroup, vocabulary: Vocabulary): Alternative[] {
  const phrases = group.filter((phrase) => phrase.every((term) => vocabulary.documents.has(term)));
  return [...new Map(phrases.map((terms) => [terms.join(' '), { terms, prefix: false }])).values()];
}

const DIGITS = /^\d+$/;

/**
 * A number followed by a unit at `start` ("65 بوصة", "16gb", "15.6 inch"): one group, the number then the unit in
 * each of its spellings (measure-units.ts, and the merchant's synonyms of it) that the index holds in a row, so the
 * number and the unit must stand together, as a specification and a name write them. Null when no measure starts
 * there; a measure the index holds in no spelling has no alternative (it matches nothing).
 */
function measureAt(
  typed: string[],
  stems: string[],
  start: number,
  keyword: string,
  synonyms: SynonymGroup[],
  vocabulary: Vocabulary,
): { alternatives: Alternative[]; length: number } | null {
  const whole = typed[start] ?? '';
  if (!DIGITS.test(whole)) return null;
  // A decimal ("15.6") is two runs of digits, in the index as in the keyword.
  const fraction = typed[start + 1] ?? '';
  const decimal = DIGITS.test(fraction) && new RegExp(`(?<!\\d)${whole}[.,\u066B]${fraction}(?!\\d)`).test(normalizeText(keyword));
  const number = decimal ? [whole, fraction] : [whole];
  const unitStart = start + number.length;
  const unit = unitAt(stems, unitStart);
  if (!unit) return null;
  const merchants = synonyms.filter((group) => group.some((phrase) => unit.spellings.some((spelling) => samePhrase(spelling, phrase))));
  const phrases = [...unit.spellings, ...merchants.flat()]
    .map((spelling) => [...number, ...spelling])
    .filter((terms) => terms.every((term) => vocabulary.documents.has(term)));
  const alternatives = [...new Map(phrases.map((terms) => [terms.join(' '), { terms, prefix: false }])).values()];
  const end = unitStart + unit.length;
  // Typed last, the unit may be the start of a longer word on its way ("65 w" before "65 watt").
  const last = typed[unitStart] ?? '';
  if (end === typed.length && unit.length === 1 && vocabulary.hasLongerWithPrefix(last)) alternatives.push({ terms: [...number, last], prefix: true });
  return { alternatives, length: end - start };
}

/** The plan of a keyword in a store view, or null when some word matches nothing the index holds. */
export function planQuery(db: Database, storeId: number, keyword: string): QueryPlan | null {
  const typed = words(withInchWords(keyword)).slice(0, MAX_QUERY_WORDS);
  if (typed.length === 0) return null;
  const vocabulary = searchVocabulary(db, storeId);
  const stems = typed.map(stem);
  const synonyms = synonymGroups(db, storeId);
  const groups: Alternative[][] = [];
  for (let i = 0; i < typed.length;) {
    const measure = measureAt(typed, stems, i, keyword, synonyms, vocabulary);
    if (measure) {
      if (measure.alternatives.length === 0) return null;
      groups.push(measure.alternatives);
      i += measure.length;
      continue;
    }
    const synonym = synonymAt(stems, i, synonyms);
    if (synonym) {
      const alternatives = indexedPhrases(synonym.group, vocabulary);
      if (alternatives.length === 0) return null;
      groups.push(alternatives);
      i += synonym.length;
      continue;
    }
    const alternatives = wordAlternatives(typed[i] ?? '', i === typed.length - 1, vocabulary);
    if (alternatives.length === 0) return null;
    groups.push(alternatives);
    i++;
  }
  return { groups };
}

/** A term as an FTS5 string: quoted, so no word of a keyword is ever read as an operator. */
const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** The FTS5 MATCH text of a plan. */
export function matchExpression(plan: QueryPlan): string {
  return plan.groups
    .map((group) => `(${group.map((alt) => `${quoted(alt.terms.join(' '))}${alt.prefix ? '*' : ''}`).join(' OR ')})`)
    .join(' AND ');
}
