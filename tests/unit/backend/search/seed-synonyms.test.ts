import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../backend/db/database.ts';
import { SEED_SYNONYMS } from '../../../../backend/seed/search-synonyms.ts';
import { saveSynonymGroup } from '../../../../backend/search/synonym-groups.ts';

describe('the seed synonym groups', () => {
  it('are each a group the admin API accepts, so the merchant can save it back unchanged', () => {
    const db = openDatabase(':memory:');
    for (const group of SEED_SYNONYMS) {
      expect(saveSynonymGroup(db, null, { synonymGroup: { synonym_group: group } }).group.synonym_group).toBe(group);
    }
    db.close();
  });

  it('give each word to one group only', () => {
    const groupsOf = new Map<string, number>();
    for (const group of SEED_SYNONYMS) for (const word of group.split(',')) groupsOf.set(word, (groupsOf.get(word) ?? 0) + 1);
    expect([...groupsOf].filter(([, count]) => count > 1)).toEqual([]);
  });
});
