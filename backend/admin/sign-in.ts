/**
 * `POST /V1/integration/admin/token`: the admin user name and password against BACKEND_ADMIN_USER /
 * BACKEND_ADMIN_PASSWORD, throttled like Magento's token request throttler: after MAX_FAILURES wrong attempts
 * for a user name, that name is locked for LOCK_MS, even with the right password, and the answer stays the same
 * 401 so a guesser learns nothing from it.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { BackendConfig } from '../config.ts';
import { parseInput } from '../input.ts';
import { cachedStatement, transaction, type Database } from '../db/database.ts';
import { MagentoError } from '../errors.ts';
import { issueAdminToken } from './tokens.ts';

/** Magento's oauth/authentication_lock/max_failures_count and oauth/authentication_lock/timeout defaults. */
export const MAX_FAILURES = 6;
export const LOCK_MS = 30 * 60 * 1000;

export const signInRefused = () =>
  new MagentoError(
    401,
    'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
  );

const credentialsSchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(256),
});

/** Equal strings, compared in a time that does not depend on where they differ. */
function same(a: string, b: string): boolean {
  const hash = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(hash(a), hash(b));
}

interface FailureRow {
  failures: number;
  last_failure_at: number;
  locked_until: number | null;
}

/** Checks the credentials and answers a new admin token, or throws Magento's 401. */
export function signInAdmin(db: Database, config: Pick<BackendConfig, 'adminUser' | 'adminPassword'>, body: unknown, now = Date.now()): string {
  const { username, password } = parseInput(credentialsSchema, body);
  const token = transaction(db, () => {
    const row = cachedStatement(db, 'SELECT failures, last_failure_at, locked_until FROM admin_sign_in_failures WHERE username = ?').get(username) as
      | FailureRow
      | undefined;
    if (row?.locked_until && row.locked_until > now) return null;
    const valid = config.adminPassword !== null && same(username, config.adminUser) && same(password, config.adminPassword);
    if (valid) {
      cachedStatement(db, 'DELETE FROM admin_sign_in_failures WHERE username = ?').run(username);
      return issueAdminToken(db, username, now);
    }
    // Failures older than a lock are forgotten, so guessed names do not pile up; a lock that ran out starts the
    // count again.
    cachedStatement(db, 'DELETE FROM admin_sign_in_failures WHERE last_failure_at < ? AND (locked_until IS NULL OR locked_until <= ?)').run(
      now - LOCK_MS,
      now,
    );
    const counting = row && !row.locked_until && row.last_failure_at >= now - LOCK_MS;
    const failures = (counting ? row.failures : 0) + 1;
    cachedStatement(
      db,
      `INSERT INTO admin_sign_in_failures (username, failures, last_failure_at, locked_until) VALUES (?, ?, ?, ?)
       ON CONFLICT (username) DO UPDATE SET failures = excluded.failures, last_failure_at = excluded.last_failure_at,
         locked_until = excluded.locked_until`,
    ).run(username, failures, now, failures >= MAX_FAILURES ? now + LOCK_MS : null);
    return null;
  });
  if (token === null) throw signInRefused();
  return token;
}
