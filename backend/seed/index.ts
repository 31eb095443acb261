import type { Database } from '../db/database.ts';
import { seedCommerce } from './commerce.ts';

/** Fills an empty database with the deterministic bilingual catalogue, then the commerce seed. */
export function seedIfEmpty(db: Database): void {
  seedCommerce(db);
}
