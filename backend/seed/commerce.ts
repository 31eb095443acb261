import type { Database } from '../db/database.ts';

/** Seeds the commerce side (coupons, …); called by seedIfEmpty after the catalogue. */
export function seedCommerce(_db: Database): void {}
