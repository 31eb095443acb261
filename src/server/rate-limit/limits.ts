/**
 * The storefront's per-IP abuse limits (issue 13), one per kind of request a bot would hammer. The backend keeps
 * its own (per contact and per client for one-time codes); these stop a flood at the storefront, before it costs
 * a backend call, an e-mail or a text message.
 *
 * `RATE_LIMIT_SCALE` multiplies every allowance (a test suite whose browsers all come from 127.0.0.1 sets it high);
 * it cannot switch the limits off.
 */
export type LimitName = 'otpCode' | 'newsletter' | 'contact' | 'stockReminder' | 'searchSuggestions' | 'fieldMeasurements' | 'review';

export type Limit = { points: number; durationSeconds: number };

export const LIMITS: Record<LimitName, Limit> = {
  /** Sign-in, sign-up, e-mail/mobile change and guest phone codes: each costs a message sent. */
  otpCode: { points: 10, durationSeconds: 10 * 60 },
  newsletter: { points: 5, durationSeconds: 10 * 60 },
  contact: { points: 5, durationSeconds: 10 * 60 },
  stockReminder: { points: 10, durationSeconds: 10 * 60 },
  /** One request per typed pause; a fast typist stays far below this. Route-cache hits never reach it. */
  searchSuggestions: { points: 120, durationSeconds: 60 },
  /** One report per page view (POST /api/rum); shoppers behind one mobile carrier's address share it. */
  fieldMeasurements: { points: 120, durationSeconds: 60 },
  /** A product review; the backend also limits each customer (5 a day) and address (20 an hour). */
  review: { points: 10, durationSeconds: 10 * 60 },
};

export function limitScale(env: NodeJS.ProcessEnv = process.env): number {
  const scale = Number(env.RATE_LIMIT_SCALE);
  return Number.isFinite(scale) && scale >= 1 ? Math.floor(scale) : 1;
}
