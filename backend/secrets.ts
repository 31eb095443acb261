import { createHash, randomBytes } from 'node:crypto';

/** An unguessable bearer secret (a token, a handle): random bytes, base64url. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * Secrets are stored and looked up by their SHA-256 only: a copy of the database hands out no live token, handle
 * or proof. (They are long and random, so a plain digest needs no salt.)
 */
export function digestSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
