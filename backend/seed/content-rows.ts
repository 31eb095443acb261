import { magentoDateTime } from '../dates.ts';
import { cachedStatement, type Database } from '../db/database.ts';
import type { RASTER_KIND } from './raster-media.ts';

/** An image served under `/media{path}`: generated (see catalog/artwork.ts for what kind and motif draw), or a raster fixture (raster-media.ts). */
export interface AssetSeed {
  path: string;
  kind: 'banner' | 'social' | typeof RASTER_KIND;
  motif: string;
  colour: string;
  variant: number;
}

export function insertAsset(db: Database, asset: AssetSeed): void {
  cachedStatement(db, 'INSERT OR REPLACE INTO media_assets (path, kind, motif, colour, mark, variant) VALUES (?, ?, ?, ?, ?, ?)').run(
    asset.path,
    asset.kind,
    asset.motif,
    asset.colour,
    '',
    asset.variant,
  );
}

/** An active CMS block for all store views; an existing block with that identifier is left as it is. */
export function insertBlock(db: Database, now: Date, block: { identifier: string; title: string; content: string }): void {
  const time = magentoDateTime(now);
  cachedStatement(
    db,
    `INSERT OR IGNORE INTO cms_blocks (identifier, store_id, title, content, is_active, creation_time, update_time)
     VALUES (?, 0, ?, ?, 1, ?, ?)`,
  ).run(block.identifier, block.title, block.content, time, time);
}
