import type { Database } from '../db/database.ts';

/** The customer id a Bearer token belongs to, or null when unknown, revoked or expired. */
export function resolveCustomerId(_db: Database, _token: string): number | null {
  return null;
}
