/**
 * The admin side of the synonym groups, `GET|POST /V1/search/synonyms` and `PUT|DELETE /V1/search/synonyms/{id}`,
 * in the shape of Magento's SynonymGroupInterface (`group_id`, `store_id`, `website_id`, `synonym_group`). A change
 * touches every search, so it announces the `listing:search` tag; queries expand synonyms as they run, so nothing is
 * reindexed.
 */
import { z } from 'zod';
import { cachedStatement, type Database } from '../db/database.ts';
import { MagentoError } from '../errors.ts';
import { parseInput } from '../input.ts';
import { SEARCH_TAG } from '../notify/tags.ts';
import { STORES } from '../stores.ts';
import { analyze } from './analyzer.ts';
import { synonymEntries } from './synonyms.ts';

const MAX_ENTRIES = 20;
const MAX_ENTRY_LENGTH = 64;
/** A phrase longer than this is not a word people swap for another. */
const MAX_PHRASE_TERMS = 4;

export interface SynonymGroupView {
  group_id: number;
  store_id: number;
  website_id: number;
  synonym_group: string;
}

const storeIds = [0, ...Object.values(STORES).map((store) => store.id)];

const bodySchema = z.object({
  synonymGroup: z.object({
    group_id: z.number().int().optional(),
    store_id: z.number().int().refine((id) => storeIds.includes(id), `"store_id" must be one of ${storeIds.join(', ')}.`).default(0),
    website_id: z.number().int().min(0).max(0, '"website_id" must be 0: this shop has one website.').default(0),
    synonym_group: z
      .string()
      .max(MAX_ENTRIES * (MAX_ENTRY_LENGTH + 1), '"synonym_group" is too long.')
      .transform(synonymEntries)
      .pipe(
        z
          .array(
            z
              .string()
              .max(MAX_ENTRY_LENGTH, `Each synonym is at most ${MAX_ENTRY_LENGTH} characters.`)
              .refine((entry) => analyze(entry).length > 0, 'Each synonym needs a letter or a digit.')
              .refine((entry) => analyze(entry).length <= MAX_PHRASE_TERMS, `Each synonym is at most ${MAX_PHRASE_TERMS} words.`),
          )
          .min(2, 'A synonym group needs at least two comma-separated words.')
          .max(MAX_ENTRIES, `A synonym group has at most ${MAX_ENTRIES} words.`),
      ),
  }),
});

const groupIdSchema = z.string().regex(/^\d{1,9}$/, 'Invalid value of "group_id" provided.').transform(Number);

export const parseGroupId = (text: string) => parseInput(groupIdSchema, text);

const SELECT = 'SELECT group_id, store_id, website_id, synonyms AS synonym_group FROM search_synonyms';

const notFound = (id: number) => new MagentoError(404, 'The synonym group with the specified ID "%1" doesn\'t exist.', [String(id)]);

export function listSynonymGroups(db: Database): { items: SynonymGroupView[]; total_count: number } {
  const items = cachedStatement(db, `${SELECT} ORDER BY group_id`).all() as unknown as SynonymGroupView[];
  return { items, total_count: items.length };
}

export function getSynonymGroup(db: Database, id: number): SynonymGroupView {
  const group = cachedStatement(db, `${SELECT} WHERE group_id = ?`).get(id) as SynonymGroupView | undefined;
  if (!group) throw notFound(id);
  return group;
}

/** Creates the group (no id) or replaces group `id`; the caller commits and announces. */
export function saveSynonymGroup(db: Database, id: number | null, body: unknown): { group: SynonymGroupView; tags: string[] } {
  const input = parseInput(bodySchema, body).synonymGroup;
  if (id !== null && input.group_id !== undefined && input.group_id !== id) {
    throw new MagentoError(400, 'The group_id in the body ("%1") is not the id of the URL ("%2").', [String(input.group_id), String(id)]);
  }
  const text = input.synonym_group.join(',');
  if (id === null) {
    const { lastInsertRowid } = cachedStatement(db, 'INSERT INTO search_synonyms (synonyms, store_id, website_id) VALUES (?, ?, ?)')
      .run(text, input.store_id, input.website_id);
    return { group: getSynonymGroup(db, Number(lastInsertRowid)), tags: [SEARCH_TAG] };
  }
  getSynonymGroup(db, id);
  cachedStatement(db, 'UPDATE search_synonyms SET synonyms = ?, store_id = ?, website_id = ? WHERE group_id = ?')
    .run(text, input.store_id, input.website_id, id);
  return { group: getSynonymGroup(db, id), tags: [SEARCH_TAG] };
}

export function deleteSynonymGroup(db: Database, id: number): { result: boolean; tags: string[] } {
  getSynonymGroup(db, id);
  cachedStatement(db, 'DELETE FROM search_synonyms WHERE group_id = ?').run(id);
  return { result: true, tags: [SEARCH_TAG] };
}
