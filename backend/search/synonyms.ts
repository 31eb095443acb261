/**
 * The merchant's synonym groups (table `search_synonyms`, Magento's shape: a comma-separated group per row, store 0
 * meaning every store view) as the query side uses them: each phrase analyzed like the index, so "آيفون" in a group
 * meets "ايفون" typed. Read once per catalogue change (the catalogue memo is cleared after every admin write).
 */
import { memo } from '../db/memo.ts';
import { cachedStatement, type Database } from '../db/database.ts';
import { analyze } from './analyzer.ts';

/** One group: its phrases, each the analyzed terms of one comma-separated entry. */
export type SynonymGroup = string[][];

/** The entries of a stored group text, trimmed, without empties. */
export const synonymEntries = (text: string) => text.split(',').map((entry) => entry.trim()).filter(Boolean);

export function synonymGroups(db: Database, storeId: number): SynonymGroup[] {
  return memo(db, `search:synonyms:${storeId}`, () => {
    const rows = cachedStatement(db, 'SELECT synonyms FROM search_synonyms WHERE store_id IN (0, ?) ORDER BY group_id')
      .all(storeId) as Array<{ synonyms: string }>;
    return rows
      .map((row) => synonymEntries(row.synonyms).map(analyze).filter((phrase) => phrase.length > 0))
      .filter((group) => group.length > 1);
  });
}
