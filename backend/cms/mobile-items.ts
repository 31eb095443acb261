import { cachedStatement, type Database } from '../db/database.ts';
import { MagentoError } from '../errors.ts';

const ITEM = 'SELECT id, identifier, title, generated_json, updated_at FROM mobile_cms_items WHERE identifier = ?';

export interface MobileCmsItem {
  id: number;
  identifier: string;
  title: string;
  /** JSON text (not an object): the mobile CMS module publishes its content pre-serialised. */
  generated_json: string;
  updated_at: string;
}

export function findMobileCmsItem(db: Database, identifier: string): MobileCmsItem {
  const row = cachedStatement(db, ITEM).get(identifier) as MobileCmsItem | undefined;
  if (!row) throw new MagentoError(404, 'The CMS item with the "%1" identifier doesn\'t exist.', [identifier]);
  return { ...row };
}
