import { cachedStatement, type Database } from '../db/database.ts';
import { MagentoError } from '../errors.ts';
import { resolveDirectives } from './directives.ts';

const BLOCK = `SELECT identifier, title, content FROM cms_blocks
  WHERE identifier = ? AND is_active = 1 AND store_id IN (0, ?) ORDER BY store_id DESC LIMIT 1`;

export interface CmsBlockView {
  identifier: string;
  title: string;
  content: string;
}

/**
 * The active block with this identifier for a store view (a store-specific block wins over an all-stores one),
 * content as stored (media directives unresolved); null when there is none.
 */
export function activeBlock(db: Database, identifier: string, storeId: number): CmsBlockView | null {
  const row = cachedStatement(db, BLOCK).get(identifier, storeId) as CmsBlockView | undefined;
  return row ? { ...row } : null;
}

/**
 * The active blocks with these identifiers for a store view, media directives resolved to absolute URLs.
 * Like Magento 2.4.4, an unknown or disabled identifier is an error, not a silent gap.
 */
export function findBlocks(db: Database, identifiers: string[], storeId: number, baseUrl: string): CmsBlockView[] {
  return identifiers.map((identifier) => {
    const block = activeBlock(db, identifier, storeId);
    if (!block) throw new MagentoError(404, `The CMS block with the "${identifier}" ID doesn't exist.`);
    return { ...block, content: resolveDirectives(block.content, baseUrl) };
  });
}
