/**
 * The signature of a change notice from the commerce backend (`POST /api/revalidate`):
 * `X-Matjar-Timestamp: <unix seconds>` and `X-Matjar-Signature: sha256=<hex>`, where hex is
 * HMAC-SHA256(key = REVALIDATE_SECRET, message = `${timestamp}.${raw body}`). Signing the timestamp with the body
 * lets a receiver refuse an old notice replayed later: one older than 5 minutes, or more than a minute ahead of
 * this clock, is refused however well it is signed.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TIMESTAMP_HEADER = 'x-matjar-timestamp';
export const SIGNATURE_HEADER = 'x-matjar-signature';
export const NOTICE_MAX_AGE_S = 300;
export const NOTICE_MAX_SKEW_S = 60;
/** A shorter secret is treated as none: it could be guessed. */
export const MIN_SECRET_LENGTH = 16;

export type SignatureCheck =
  | { ok: true; timestamp: number; digest: string }
  | { ok: false; reason: 'no secret' | 'malformed' | 'too old' | 'from the future' | 'mismatch' };

function hmacHex(secret: string, timestamp: string, rawBody: Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** The header value for a notice, as the backend computes it. */
export function signNotice(secret: string, timestamp: number | string, rawBody: Buffer | string): string {
  return `sha256=${hmacHex(secret, String(timestamp), Buffer.from(rawBody))}`;
}

export function verifyNoticeSignature(input: {
  secret: string | undefined;
  timestamp: string | null;
  signature: string | null;
  rawBody: Buffer;
  nowSeconds?: number;
}): SignatureCheck {
  const { secret, timestamp, signature, rawBody } = input;
  if (!secret || secret.length < MIN_SECRET_LENGTH) return { ok: false, reason: 'no secret' };
  const given = /^sha256=([0-9a-f]{64})$/i.exec(signature?.trim() ?? '')?.[1];
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !given) return { ok: false, reason: 'malformed' };
  const now = input.nowSeconds ?? Math.floor(Date.now() / 1000);
  const sent = Number(timestamp);
  if (now - sent > NOTICE_MAX_AGE_S) return { ok: false, reason: 'too old' };
  if (sent - now > NOTICE_MAX_SKEW_S) return { ok: false, reason: 'from the future' };
  const expected = Buffer.from(hmacHex(secret, timestamp, rawBody), 'hex');
  // Both are 32 bytes (the pattern above), so the comparison takes the same time whatever differs.
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return { ok: false, reason: 'mismatch' };
  return { ok: true, timestamp: sent, digest: given.toLowerCase() };
}
