import { createHash, randomBytes } from 'node:crypto';
import { cachedStatement, type Database } from '../db/database.ts';

/** Magento's oauth/access_token_lifetime/admin: an admin token lasts 4 hours. */
export const ADMIN_TOKEN_LIFETIME_MS = 4 * 60 * 60 * 1000;

/** Tokens are kept only as SHA-256 digests: the raw token is shown once, to the admin who signed in. */
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues a random Bearer token (32 bytes, base64url) for the admin user; expired tokens are dropped on the way. */
export function issueAdminToken(db: Database, username: string, now: number = Date.now()): string {
  cachedStatement(db, 'DELETE FROM admin_tokens WHERE expires_at <= ?').run(now);
  const token = randomBytes(32).toString('base64url');
  cachedStatement(db, 'INSERT INTO admin_tokens (username, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    username,
    digest(token),
    now,
    now + ADMIN_TOKEN_LIFETIME_MS,
  );
  return token;
}

/**
 * The admin user a Bearer token belongs to, or null when it is not a live admin token (a customer's token, an
 * expired one, or one issued to a user name that is no longer the configured admin).
 */
export function resolveAdminUser(db: Database, token: string, adminUser: string, now: number = Date.now()): string | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const row = cachedStatement(db, 'SELECT username FROM admin_tokens WHERE token_hash = ? AND expires_at > ?').get(digest(token), now) as
    | { username: string }
    | undefined;
  return row && row.username === adminUser ? row.username : null;
}
