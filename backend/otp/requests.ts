import { z } from 'zod';
import type { BackendConfig } from '../config.ts';
import { cachedStatement, transaction, type Database } from '../db/database.ts';
import { MagentoError } from '../errors.ts';
import type { RequestContext } from '../request-context.ts';
import type { StoreCode } from '../stores.ts';
import { digestSecret, randomSecret } from '../secrets.ts';
import { generateOtpCode, hashOtpCode, newSalt, otpCodeMatches } from './codes.ts';
import { assertRecipientMayGetCode, countClientOtpRequest } from './limits.ts';
import { otpMessageBody } from './messages.ts';
import { deliverToOutbox, type OutboxChannel } from './outbox.ts';
import { OTP_LIFETIME_MINUTES, OTP_MAX_WRONG_ATTEMPTS } from './policy.ts';

/** What a code is for; a code only works for the purpose it was sent for. */
export type OtpPurpose = 'login' | 'register' | 'email_change' | 'phone_change' | 'guest_phone';

export const LINK_INVALID = 'Link is expired or invalid';
export const WRONG_OTP = 'Wrong OTP';

/** The handle (`hash`) a code was sent under; a malformed one can only be a broken link. */
export const otpHandleSchema = z.string({ error: LINK_INVALID }).min(1, { error: LINK_INVALID }).max(128, { error: LINK_INVALID });

export interface OtpDestination {
  channel: OutboxChannel;
  /** Normalised: lower-cased e-mail, or '974' + 8 digits. */
  recipient: string;
}

/** What the code flows need from a request. */
export interface OtpDeps {
  db: Database;
  config: Pick<BackendConfig, 'quiet' | 'otpResendSeconds' | 'otpRecipientHourlyLimit' | 'otpClientHourlyLimit'>;
  store: StoreCode;
  clientIp: string;
  now: number;
}

export const otpDeps = (ctx: RequestContext): OtpDeps => ({
  db: ctx.db,
  config: ctx.config,
  store: ctx.store.code,
  clientIp: ctx.clientIp,
  now: ctx.now,
});

/** Every code request starts here, once its input is valid: the per-client limit counts it. */
export function admitOtpRequest({ db, config, clientIp, now }: OtpDeps): void {
  countClientOtpRequest(db, config, clientIp, now);
}

/**
 * Creates a code for the destination, sends it to the outbox and returns the opaque handle (`hash`). The
 * destination's limits apply (resend wait, hourly cap); the new code replaces any earlier live code for the same
 * destination and purpose. `customerId` ties a code to the signed-in customer who asked for it.
 */
export function createOtpRequest(deps: OtpDeps, purpose: OtpPurpose, destination: OtpDestination, customerId: number | null = null): string {
  const { db, config, store, now } = deps;
  const code = generateOtpCode();
  // The opaque handle the client gets back as `hash`.
  const handle = randomSecret(24);
  const salt = newSalt();
  transaction(db, () => {
    assertRecipientMayGetCode(db, config, destination.recipient, now);
    cachedStatement(
      db,
      'UPDATE otp_requests SET expires_at = ? WHERE recipient = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?',
    ).run(now, destination.recipient, purpose, now);
    cachedStatement(
      db,
      `INSERT INTO otp_requests (handle_hash, purpose, channel, recipient, code_hash, salt, created_at, expires_at, customer_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      digestSecret(handle),
      purpose,
      destination.channel,
      destination.recipient,
      hashOtpCode(code, salt),
      salt,
      now,
      now + OTP_LIFETIME_MINUTES * 60_000,
      customerId,
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
  customer_id: number | null;
}

export interface OtpCheck {
  purpose: OtpPurpose;
  handle: string;
  code: string;
  /** The code must have been sent to one of these (normalised) addresses. */
  recipients: readonly string[];
  /** For codes tied to a customer: who must be asking. */
  customerId?: number | null;
}

/**
 * Checks a code against a handle without consuming it; returns the request id to pass to consumeOtpRequest.
 * An unknown, expired, replaced, used or locked handle, one issued to another address or customer, is "Link is
 * expired or invalid"; a wrong code counts as an attempt (committed at once, so it survives the caller's
 * rollback) and is "Wrong OTP".
 */
export function checkOtp(db: Database, check: OtpCheck, now: number): number {
  const row = cachedStatement(
    db,
    'SELECT id, recipient, code_hash, salt, failed_attempts, expires_at, used_at, customer_id FROM otp_requests WHERE handle_hash = ? AND purpose = ?',
  ).get(digestSecret(check.handle), check.purpose) as OtpRequestRow | undefined;
  const usable =
    row !== undefined &&
    row.used_at === null &&
    row.expires_at > now &&
    row.failed_attempts < OTP_MAX_WRONG_ATTEMPTS &&
    check.recipients.includes(row.recipient) &&
    row.customer_id === (check.customerId ?? null);
  if (!usable) throw new MagentoError(400, LINK_INVALID);
  if (!otpCodeMatches(check.code, row.salt, row.code_hash)) {
    cachedStatement(db, 'UPDATE otp_requests SET failed_attempts = failed_attempts + 1 WHERE id = ?').run(row.id);
    throw new MagentoError(400, WRONG_OTP);
  }
  return row.id;
}

/** Marks the request used; a second use of the same handle (e.g. a replayed request) is refused. */
export function consumeOtpRequest(db: Database, requestId: number, now: number): void {
  const result = cachedStatement(db, 'UPDATE otp_requests SET used_at = ? WHERE id = ? AND used_at IS NULL').run(now, requestId);
  if (Number(result.changes) !== 1) throw new MagentoError(400, LINK_INVALID);
}
