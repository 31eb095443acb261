import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A fresh 6-digit code (spec §9), uniformly drawn, leading zeros kept. */
export function generateOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

/** Codes are stored as HMAC-SHA-256 keyed by a per-row salt: a leaked row does not give the code away cheaply. */
export function hashOtpCode(code: string, salt: string): string {
  return createHmac('sha256', salt).update(code).digest('hex');
}

export function otpCodeMatches(code: string, salt: string, storedHash: string): boolean {
  const actual = Buffer.from(hashOtpCode(code, salt), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
