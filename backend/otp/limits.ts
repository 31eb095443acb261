import type { BackendConfig } from '../config.ts';
import { cachedStatement, type Database } from '../db/database.ts';
import { MagentoError } from '../errors.ts';

const HOUR_MS = 3_600_000;

/** Which limit refused a code request; sent to the client in `extensions.limit`. */
export type OtpLimit = 'resend_wait' | 'recipient_hourly' | 'client_hourly';

type LimitConfig = Pick<BackendConfig, 'otpResendSeconds' | 'otpRecipientHourlyLimit' | 'otpClientHourlyLimit'>;

/**
 * "Try again in N seconds", with N also in `extensions.retry_after_seconds` (GraphQL) and `parameters.seconds`
 * (REST), so a storefront can word it in the shopper's language. HTTP-wise it is a 429.
 */
function otpRetryLater(seconds: number, limit: OtpLimit): MagentoError {
  const message =
    limit === 'resend_wait'
      ? 'Please wait %seconds seconds before requesting a new code.'
      : 'Too many code requests. Try again in %seconds seconds.';
  return new MagentoError(429, message, { seconds }, { retry_after_seconds: seconds, limit });
}

/** Whole seconds (at least 1) until the instant `until` (epoch ms). */
const secondsUntil = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 1000));

/**
 * Seconds until a sliding hour holding `times` (ascending epoch ms) has room for one more, or 0 when it has
 * room now. A limit of 0 means no limit.
 */
function hourlyWait(times: number[], limit: number, now: number): number {
  if (limit === 0 || times.length < limit) return 0;
  const mustLeave = times[times.length - limit] as number;
  return secondsUntil(mustLeave + HOUR_MS, now);
}

/**
 * The per-client limit, checked and counted before anything else a code request does (so refused requests,
 * e.g. for an unknown account, count too and cannot be used to probe addresses at speed). Only the client's
 * `limit`-th latest request in the hour is read: it is the one that must leave the hour before another fits. Reading
 * the whole hour grew with the client's traffic, and a shared address (a carrier's NAT, the soak's crowd) sends
 * thousands an hour, read on every request while the backend's one thread waited.
 */
export function countClientOtpRequest(db: Database, config: LimitConfig, clientIp: string, now: number): void {
  const limit = config.otpClientHourlyLimit;
  if (limit > 0) {
    const mustLeave = cachedStatement(
      db,
      'SELECT created_at FROM otp_client_requests WHERE client_ip = ? AND created_at > ? ORDER BY created_at DESC LIMIT 1 OFFSET ?',
    ).get(clientIp, now - HOUR_MS, limit - 1) as { created_at: number } | undefined;
    if (mustLeave) throw otpRetryLater(secondsUntil(mustLeave.created_at + HOUR_MS, now), 'client_hourly');
  }
  cachedStatement(db, 'DELETE FROM otp_client_requests WHERE created_at <= ?').run(now - HOUR_MS);
  cachedStatement(db, 'INSERT INTO otp_client_requests (client_ip, created_at) VALUES (?, ?)').run(clientIp, now);
}

/** The per-address limits, over every code sent to the address whatever it was for: the resend wait and the hourly cap. */
export function assertRecipientMayGetCode(db: Database, config: LimitConfig, recipient: string, now: number): void {
  const resendMs = config.otpResendSeconds * 1000;
  const times = (
    cachedStatement(db, 'SELECT created_at FROM otp_requests WHERE recipient = ? AND created_at > ? ORDER BY created_at').all(
      recipient,
      now - Math.max(HOUR_MS, resendMs),
    ) as { created_at: number }[]
  ).map((row) => row.created_at);
  const last = times.at(-1);
  const resendWait = last !== undefined && now - last < resendMs ? secondsUntil(last + resendMs, now) : 0;
  const hourly = hourlyWait(times.filter((time) => time > now - HOUR_MS), config.otpRecipientHourlyLimit, now);
  if (hourly > 0 && hourly >= resendWait) throw otpRetryLater(hourly, 'recipient_hourly');
  if (resendWait > 0) throw otpRetryLater(resendWait, 'resend_wait');
}
