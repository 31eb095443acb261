/**
 * "Did you mean …": for a keyword that finds nothing, the keyword with each word the catalogue does not know
 * replaced by the closest word of its product, brand and category names (more edits allowed than typo matching
 * allows: one more), offered only when the corrected keyword finds products.
 */
import { memo } from '../db/memo.ts';
import type { Database } from '../db/database.ts';
import { stem, words } from './analyzer.ts';
import { typoAllowance } from './edit-distance.ts';
import { NearWords } from './near-words.ts';
import { findsAnyProduct } from './product-matches.ts';
import { searchVocabulary } from './vocabulary.ts';
import { MAX_QUERY_WORDS } from './query-plan.ts';

/** Words of the names a shopper sees (normalized, unstemmed) with how often each occurs. */
function nameWords(db: Database): { counts: Map<string, number>; near: NearWords } {
  return memo(db, 'search:name-words', () => {
    const rows = db.prepare(`SELECT name FROM product_store UNION ALL SELECT name FROM brand_store
      UNION ALL SELECT name FROM category_store`).all() as Array<{ name: string }>;
    // Names share most of their words ("Apple", "iPhone", "جيجابايت"): each space-separated piece is analyzed once.
    const piecesWords = new Map<string, string[]>();
    const counts = new Map<string, number>();
    for (const row of rows) {
      for (const piece of row.name.split(/\s+/)) {
        let pieceWords = piecesWords.get(piece);
        if (!pieceWords) piecesWords.set(piece, (pieceWords = words(piece).filter((word) => !/\d/.test(word))));
        for (const word of pieceWords) counts.set(word, (counts.get(word) ?? 0) + 1);
      }
    }
    return { counts, near: new NearWords(counts) };
  });
}

/** The closest name word, the most common among equally close ones. */
function closestName(word: string, names: NearWords): string | null {
  if (word.length < 3 || /\d/.test(word)) return null;
  const [best] = names.within([word], typoAllowance(word.length) + 1).sort((a, b) => a.distance - b.distance || b.count - a.count);
  return best?.word ?? null;
}

/** The corrected keyword, or null when no correction finds products. */
export function correctedKeyword(db: Database, storeId: number, keyword: string): string | null {
  const typed = words(keyword).slice(0, MAX_QUERY_WORDS);
  const vocabulary = searchVocabulary(db, storeId);
  // The names' words are read (50 ms at 20,000 SKUs, after every catalogue change) only for a word the index does
  // not know: a search's own words usually are known, and the search has read the index's already.
  let names: ReturnType<typeof nameWords> | undefined;
  const nameList = () => (names ??= nameWords(db));
  let changed = false;
  const corrected = typed.map((word) => {
    if (vocabulary.documents.has(stem(word)) || nameList().counts.has(word)) return word;
    const closest = closestName(word, nameList().near);
    if (closest === null) return word;
    changed = true;
    return closest;
  });
  if (!changed) return null;
  const text = corrected.join(' ');
  return findsAnyProduct(db, storeId, text) ? text : null;
}
