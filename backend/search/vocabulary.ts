/**
 * The terms the search index holds (FTS5's `product_search_terms`), with how many rows hold each: what typo
 * matching compares a word with and what decides whether a word is known. Read once per catalogue change (the
 * catalogue memo is cleared after every admin write and stock change).
 */
import { memo } from '../catalog/cache.ts';
import type { Database } from '../db/database.ts';

export interface Vocabulary {
  /** term → number of index rows holding it */
  documents: Map<string, number>;
  /** Whether a term longer than `prefix` starts with it. */
  hasLongerWithPrefix(prefix: string): boolean;
}

export function searchVocabulary(db: Database): Vocabulary {
  return memo(db, 'search:vocabulary', () => {
    const rows = db.prepare('SELECT term, doc FROM product_search_terms').all() as Array<{ term: string; doc: number }>;
    const sorted = rows.map((row) => row.term).sort();
    return {
      documents: new Map(rows.map((row) => [row.term, row.doc])),
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
