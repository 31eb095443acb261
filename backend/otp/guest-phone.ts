import { z } from 'zod';
import { cachedStatement, transaction, type Database } from '../db/database.ts';
import { parseInput } from '../input.ts';
import { mobileNumberSchema, otpCodeSchema, phoneRecipient } from '../customers/contact-schemas.ts';
import { digestSecret, randomSecret } from '../secrets.ts';
import { admitOtpRequest, checkOtp, consumeOtpRequest, createOtpRequest, otpHandleSchema, type OtpDeps } from './requests.ts';

/** How long a guest's phone verification may be used (e.g. for several stock reminders in one visit). */
const PHONE_VERIFICATION_LIFETIME_SECONDS = 24 * 60 * 60;

export interface PhoneVerification {
  /** Proof of the verified number, sent back with what needs it (a guest's stock reminder). */
  verification_token: string;
  /** '+974' and the 8-digit number. */
  telephone: string;
  /** Seconds the proof stays valid. */
  expires_in: number;
}

/** requestGuestPhoneOtp: a code by text message to the number a guest wants to verify; returns its handle. */
export function requestGuestPhoneOtp(deps: OtpDeps, raw: unknown): string {
  const { telephone } = parseInput(mobileNumberSchema, raw);
  admitOtpRequest(deps);
  return createOtpRequest(deps, 'guest_phone', { channel: 'sms', recipient: phoneRecipient(telephone) });
}

const verifyInput = z.object({ hash: otpHandleSchema, otp: otpCodeSchema }).and(mobileNumberSchema);

/** verifyGuestPhone: the right code for the number yields a proof of it (kept only as a digest). */
export function verifyGuestPhone({ db, now }: OtpDeps, raw: unknown): PhoneVerification {
  const input = parseInput(verifyInput, raw);
  const recipient = phoneRecipient(input.telephone);
  const requestId = checkOtp(db, { purpose: 'guest_phone', handle: input.hash, code: input.otp, recipients: [recipient] }, now);
  const token = randomSecret(32);
  transaction(db, () => {
    consumeOtpRequest(db, requestId, now);
    cachedStatement(db, 'INSERT INTO phone_verifications (token_hash, telephone, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
      digestSecret(token),
      recipient,
      now,
      now + PHONE_VERIFICATION_LIFETIME_SECONDS * 1000,
    );
  });
  return { verification_token: token, telephone: `+${recipient}`, expires_in: PHONE_VERIFICATION_LIFETIME_SECONDS };
}

/** The verified number ('974' + 8 digits) a live proof stands for, or null. */
export function verifiedPhone(db: Database, token: string, now: number): string | null {
  const row = cachedStatement(db, 'SELECT telephone FROM phone_verifications WHERE token_hash = ? AND expires_at > ?').get(
    digestSecret(token),
    now,
  ) as { telephone: string } | undefined;
  return row?.telephone ?? null;
}
