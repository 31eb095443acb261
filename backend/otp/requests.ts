import type { BackendConfig } from '../config.ts';
import { cachedStatement, transaction, type Database } from '../db/database.ts';
import { MagentoError } from '../errors.ts';
import type { StoreCode } from '../stores.ts';
import { digestHandle, generateOtpCode, generateOtpHandle, hashOtpCode, newSalt, otpCodeMatches } from './codes.ts';
import { otpMessageBody } from './messages.ts';
import { deliverToOutbox, type OutboxChannel } from './outbox.ts';
import { OTP_LIFETIME_MINUTES, OTP_MAX_WRONG_ATTEMPTS } from './policy.ts';


export type OtpPurpose = 'login' | 'register';

export const LINK_INVALID = 'Link is expired or invalid';
export const WRONG_OTP = 'Wrong OTP';

export interface OtpDestination {
  channel: OutboxChannel;
  /** Normalised: lower-cased e-mail, or '974' + 8 digits. */
  recipient: string;
}

/** Creates a code for the destination, sends it to the outbox and returns the opaque handle (`hash`). */
export function createOtpRequest(
  db: Database,
  config: Pick<BackendConfig, 'quiet'>,
  purpose: OtpPurpose,
  destination: OtpDestination,
  store: StoreCode,
  now: number = Date.now(),
): string {
  const code = generateOtpCode();
  const handle = generateOtpHandle();
  const salt = newSalt();
  transaction(db, () => {
    cachedStatement(db, 
      `INSERT INTO otp_requests (handle_hash, purpose, channel, recipient, code_hash, salt, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      digestHandle(handle),
      purpose,
      destination.channel,
      destination.recipient,
      hashOtpCode(code, salt),
      salt,
      now,
      now + OTP_LIFETIME_MINUTES * 60_000,
    );
    deliverToOutbox(db, config, { ...destination, code, body: otpMessageBody(code, store) });
  });
  return handle;
}

interface OtpRequestRow {
  id: number;
  recipient: string;
  code_hash: string;
  salt: string;
  failed_attempts: number;
  expires_at: number;
  used_at: number | null;
}

/**
 * Checks a code against a handle without consuming it; returns the request id to pass to consumeOtpRequest.
 * An unknown, expired, used or locked handle, or one issued to another address, is "Link is expired or invalid";
 * a wrong code counts as an attempt (committed at once, so it survives the caller's rollback) and is "Wrong OTP".
 */
export function checkOtp(
  db: Database,
  purpose: OtpPurpose,
  handle: string,
  code: string,
  acceptedRecipients: readonly string[],
  now: number = Date.now(),
): number {
  const row = db
    .prepare(
      'SELECT id, recipient, code_hash, salt, failed_attempts, expires_at, used_at FROM otp_requests WHERE handle_hash = ? AND purpose = ?',
    )
    .get(digestHandle(handle), purpose) as OtpRequestRow | undefined;
  const usable =
    row !== undefined &&
    row.used_at === null &&
    row.expires_at > now &&
    row.failed_attempts < OTP_MAX_WRONG_ATTEMPTS &&
    acceptedRecipients.includes(row.recipient);
  if (!usable) throw new MagentoError(400, LINK_INVALID);
  if (!otpCodeMatches(code, row.salt, row.code_hash)) {
    cachedStatement(db, 'UPDATE otp_requests SET failed_attempts = failed_attempts + 1 WHERE id = ?').run(row.id);
    throw new MagentoError(400, WRONG_OTP);
  }
  return row.id;
}

/** Marks the request used; a second use of the same handle (e.g. a replayed request) is refused. */
export function consumeOtpRequest(db: Database, requestId: number, now: number = Date.now()): void {
  const result = cachedStatement(db, 'UPDATE otp_requests SET used_at = ? WHERE id = ? AND used_at IS NULL').run(now, requestId);
  if (Number(result.changes) !== 1) throw new MagentoError(400, LINK_INVALID);
}
