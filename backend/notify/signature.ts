/**
 * The signature of a change notice, the contract `/api/revalidate` verifies: `X-Matjar-Timestamp: <unix seconds>`
 * and `X-Matjar-Signature: sha256=<hex>`, where hex = HMAC-SHA256(key = REVALIDATE_SECRET, message =
 * `${timestamp}.${raw body}`). The timestamp is signed with the body so a receiver can refuse an old notice
 * replayed later; each delivery attempt is signed afresh.
 */
import { createHmac } from 'node:crypto';

export const TIMESTAMP_HEADER = 'X-Matjar-Timestamp';
export const SIGNATURE_HEADER = 'X-Matjar-Signature';
/** The storefront treats a shorter secret as none (it could be guessed) and refuses every notice. */
export const MIN_SECRET_LENGTH = 16;

export function signNotice(secret: string, timestamp: number, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

/** The headers of one delivery of `rawBody`, signed at `nowMs`. */
export function noticeHeaders(secret: string, rawBody: string, nowMs: number = Date.now()): Record<string, string> {
  const timestamp = Math.floor(nowMs / 1000);
  return {
    'Content-Type': 'application/json',
    [TIMESTAMP_HEADER]: String(timestamp),
    [SIGNATURE_HEADER]: signNotice(secret, timestamp, rawBody),
  };
}
