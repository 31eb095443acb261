/**
 * The terms a store view's search index holds (FTS5's vocabulary), with how many rows hold each: what typo
 * matching compares a word with and what decides whether a word is known. Read once per catalogue change (the
 * catalogue memo is cleared after every admin write and stock change).
 */
import { memo } from '../db/memo.ts';
import type { Database } from '../db/database.ts';
import { NearWords } from './near-words.ts';
import { searchTermsTable } from './search-index.ts';

export interface Vocabulary {
  /** term → number of index rows holding it */
  documents: Map<string, number>;
  /** Whether a term longer than `prefix` starts with it. */
  hasLongerWithPrefix(prefix: string): boolean;
  /** The terms, for finding those within a few edits of a word (typo matching). */
  nearTerms: NearWords;
}

export function searchVocabulary(db: Database, storeId: number): Vocabulary {
  return memo(db, `search:vocabulary:${storeId}`, () => {
    const rows = db.prepare(`SELECT term, doc FROM ${searchTermsTable(storeId)}`).all() as Array<{ term: string; doc: number }>;
    const sorted = rows.map((row) => row.term).sort();
    const documents = new Map(rows.map((row) => [row.term, row.doc]));
    return {
      documents,
      nearTerms: new NearWords(documents),
      hasLongerWithPrefix(prefix: string) {
        let low = 0;
        let high = sorted.length;
        while (low < high) {
          const middle = (low + high) >> 1;
          if ((sorted[middle] ?? '') <= prefix) low = middle + 1;
          else high = middle;
        }
        return (sorted[low] ?? '').startsWith(prefix);
      },
    };
  });
}
