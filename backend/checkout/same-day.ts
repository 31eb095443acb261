/** The store's clock is Qatar's: the same-day cutoff is a time of day there, whatever zone the server runs in. */
export const STORE_TIME_ZONE = 'Asia/Qatar';

const clockTime = new Intl.DateTimeFormat('en-GB', { timeZone: STORE_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** Minutes since midnight in Asia/Qatar at the instant `now` (epoch ms). */
export function qatarMinutesOfDay(now: number): number {
  const parts = clockTime.formatToParts(new Date(now));
  const hour = Number(parts.find((part) => part.type === 'hour')?.value);
  const minute = Number(parts.find((part) => part.type === 'minute')?.value);
  return hour * 60 + minute;
}

/** 'HH:MM' (the carriers/sameday/cutoff setting) as minutes since midnight; null when malformed. */
export function parseCutoff(value: string | null): number | null {
  const match = value === null ? null : /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Spec §1/§9: same-day delivery is offered only while Qatar's clock is before the cutoff (7:30 PM). */
export function isBeforeSameDayCutoff(now: number, cutoffMinutes: number): boolean {
  return qatarMinutesOfDay(now) < cutoffMinutes;
}
