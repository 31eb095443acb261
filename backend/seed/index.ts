import type { Database } from '../db/database.ts';

/** Fills an empty database with the deterministic bilingual catalogue. */
export function seedIfEmpty(_db: Database): void {}
