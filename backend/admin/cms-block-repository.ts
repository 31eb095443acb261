/**
 * Magento's CMS block repository over REST (`/V1/cmsBlock/…`): get one block, search blocks with searchCriteria,
 * save a block. Blocks are answered as Magento's BlockInterface, content as stored (media directives unresolved,
 * so a block read and sent back keeps them). The home blocks' JSON content is checked before it is saved (see
 * cms/home-blocks.ts), and saving a home banner block regenerates the mobile home item that follows it.
 */
import { z } from 'zod';
import { conditionSql, searchCriteriaEcho, whereSql, type SqlParams } from '../catalog/criteria-sql.ts';
import { magentoDateTime } from '../dates.ts';
import type { SearchCriteria } from '../catalog/search-criteria.ts';
import { contentSchemaFor, isBannerBlock } from '../cms/home-blocks.ts';
import { refreshMobileHome } from '../cms/mobile-home.ts';
import { parseInput } from '../input.ts';
import { cachedStatement, type Database } from '../db/database.ts';
import { MagentoError } from '../errors.ts';
import { blockChangeTags } from '../notify/tags.ts';

/** Magento's BlockInterface as REST answers it. */
export interface CmsBlock {
  id: number;
  identifier: string;
  title: string;
  content: string;
  creation_time: string;
  update_time: string;
  active: boolean;
}

interface BlockRow {
  block_id: number;
  identifier: string;
  title: string;
  content: string;
  creation_time: string;
  update_time: string;
  is_active: number;
}

const COLUMNS = 'block_id, identifier, title, content, creation_time, update_time, is_active';
/** Filterable and sortable fields, by their REST and their table names. */
const FIELDS: Record<string, string> = {
  id: 'block_id',
  block_id: 'block_id',
  identifier: 'identifier',
  title: 'title',
  content: 'content',
  active: 'is_active',
  is_active: 'is_active',
  store_id: 'store_id',
  creation_time: 'creation_time',
  update_time: 'update_time',
};

export const MAX_CONTENT_LENGTH = 256 * 1024;

const toBlock = (row: BlockRow): CmsBlock => ({
  id: row.block_id,
  identifier: row.identifier,
  title: row.title,
  content: row.content,
  creation_time: row.creation_time,
  update_time: row.update_time,
  active: row.is_active === 1,
});

const blockNotFound = (id: string | number) => new MagentoError(404, 'The CMS block with the "%1" ID doesn\'t exist.', [String(id)]);

/** The block id of `/V1/cmsBlock/{id}`, or Magento's 400 for anything but a positive whole number. */
export function parseBlockId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw) || Number(raw) === 0) {
    throw new MagentoError(400, 'Invalid value of "%value" provided for the %fieldName field.', { value: raw.slice(0, 64), fieldName: 'blockId' });
  }
  return Number(raw);
}

function findBlockRow(db: Database, id: number): BlockRow | null {
  return (cachedStatement(db, `SELECT ${COLUMNS} FROM cms_blocks WHERE block_id = ?`).get(id) as BlockRow | undefined) ?? null;
}

export function getBlock(db: Database, id: number): CmsBlock {
  const row = findBlockRow(db, id);
  if (!row) throw blockNotFound(id);
  return toBlock(row);
}

/** `GET /V1/cmsBlock/search`: Magento's BlockSearchResultsInterface. */
export function searchBlocks(db: Database, criteria: SearchCriteria) {
  const params: SqlParams = {};
  const column = (field: string) => {
    const sql = FIELDS[field];
    if (!sql) throw new MagentoError(400, 'Invalid attribute name: %1', [field]);
    return sql;
  };
  const where = whereSql(criteria, (filter) => conditionSql(column(filter.field), filter.condition_type, filter.value, params));
  const order = [...criteria.sortOrders.map((sort) => `${column(sort.field)} ${sort.direction}`), 'block_id ASC'].join(', ');
  const { total } = cachedStatement(db, `SELECT COUNT(*) AS total FROM cms_blocks ${where}`).get(params) as { total: number };
  const rows = cachedStatement(db, `SELECT ${COLUMNS} FROM cms_blocks ${where} ORDER BY ${order} LIMIT :limit OFFSET :offset`).all({
    ...params,
    limit: criteria.pageSize,
    offset: (criteria.currentPage - 1) * criteria.pageSize,
  }) as unknown as BlockRow[];
  return {
    items: rows.map(toBlock),
    search_criteria: searchCriteriaEcho(criteria),
    total_count: total,
  };
}

/** Magento accepts 1/0 for booleans as well. */
const flag = z.union([z.boolean(), z.literal(1).transform(() => true), z.literal(0).transform(() => false)]);

export const blockBodySchema = z.object({
  block: z.object({
    identifier: z
      .string()
      .trim()
      .min(1)
      .max(128)
      .regex(/^[A-Za-z0-9_.-]+$/, 'The block identifier may contain only letters, digits, "_", "-" and ".".')
      .optional(),
    title: z.string().trim().min(1).max(255).optional(),
    content: z.string().max(MAX_CONTENT_LENGTH).optional(),
    active: flag.optional(),
  }),
});

/** Checks structured content (the home blocks' JSON) and answers a 400 that says what is wrong with it. */
function checkContent(identifier: string, content: string): void {
  const schema = contentSchemaFor(identifier);
  if (!schema) return;
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    throw new MagentoError(400, 'The content of CMS block "%1" must be JSON: %2', [identifier, 'it does not parse']);
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'content';
    throw new MagentoError(400, 'The content of CMS block "%1" is not valid: %2', [identifier, `${where}: ${issue?.message ?? 'unexpected shape'}`]);
  }
}

/**
 * `PUT /V1/cmsBlock/{id}`: saves the fields sent (the URL's id wins over one in the body, as in Magento) and
 * returns the saved block with the cache tags the change touches ([] when nothing changed).
 */
export function saveBlock(db: Database, id: number, body: unknown, now: Date = new Date()): { block: CmsBlock; tags: string[] } {
  const input = parseInput(blockBodySchema, body).block;
  const row = findBlockRow(db, id);
  if (!row) throw blockNotFound(id);
  const next = {
    identifier: input.identifier ?? row.identifier,
    title: input.title ?? row.title,
    content: input.content ?? row.content,
    is_active: input.active === undefined ? row.is_active : Number(input.active),
  };
  const changed = next.identifier !== row.identifier || next.title !== row.title || next.content !== row.content || next.is_active !== row.is_active;
  if (!changed) return { block: toBlock(row), tags: [] };
  const taken = cachedStatement(db, 'SELECT 1 FROM cms_blocks WHERE identifier = ? AND block_id <> ? AND store_id = (SELECT store_id FROM cms_blocks WHERE block_id = ?)').get(
    next.identifier,
    id,
    id,
  );
  if (taken) throw new MagentoError(400, 'A block identifier with the same properties already exists in the selected store.');
  checkContent(next.identifier, next.content);
  cachedStatement(db, 'UPDATE cms_blocks SET identifier = ?, title = ?, content = ?, is_active = ?, update_time = ? WHERE block_id = ?').run(
    next.identifier,
    next.title,
    next.content,
    next.is_active,
    magentoDateTime(now),
    id,
  );
  if (isBannerBlock(row.identifier) || isBannerBlock(next.identifier)) refreshMobileHome(db, now);
  return { block: getBlock(db, id), tags: blockChangeTags([row.identifier, next.identifier]) };
}
