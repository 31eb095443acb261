import { cachedStatement, type Database } from '../db/database.ts';
import { digestSecret, randomSecret } from '../secrets.ts';

/** Spec §9: a customer token lives 90 days, as Magento's oauth/access_token_lifetime/customer = 2160 h. */
export const CUSTOMER_TOKEN_LIFETIME_SECONDS = 7_776_000;

/**
 * Issues a new random Bearer token (32 bytes, base64url) for the customer. Only its digest is kept: the raw token
 * is shown once, to the shopper who signed in.
 */
export function issueCustomerToken(db: Database, customerId: number, now: number = Date.now()): string {
  const token = randomSecret(32);
  cachedStatement(db, 'INSERT INTO customer_tokens (customer_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    customerId,
    digestSecret(token),
    now,
    now + CUSTOMER_TOKEN_LIFETIME_SECONDS * 1000,
  );
  return token;
}

/** The customer id a Bearer token belongs to, or null when unknown, revoked or expired. */
export function resolveCustomerId(db: Database, token: string, now: number = Date.now()): number | null {
  // A real token is 43 base64url characters; anything else cannot match, so skip the lookup.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const row = cachedStatement(db, 'SELECT customer_id FROM customer_tokens WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?').get(
    digestSecret(token),
    now,
  ) as { customer_id: number } | undefined;
  return row?.customer_id ?? null;
}

/** Revokes one token (sign-out); returns whether a live token was revoked. */
export function revokeCustomerToken(db: Database, token: string, now: number = Date.now()): boolean {
  const result = db
    .prepare('UPDATE customer_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL')
    .run(now, digestSecret(token));
  return Number(result.changes) > 0;
}
