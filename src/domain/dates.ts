/**
 * Time as the store lives it: Qatar (UTC+3, no daylight saving), never the server's zone.
 */

export const QATAR_TIME_ZONE = 'Asia/Qatar';

/** Orders placed before 7:30 PM Qatar time are delivered the same day (spec §1, §9). */
export const SAME_DAY_CUTOFF = { hour: 19, minute: 30 } as const;

const qatarClock = new Intl.DateTimeFormat('en-US', {
  timeZone: QATAR_TIME_ZONE,
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

/** Hour (0-23) and minute of `now` on a clock in Qatar. */
export function qatarTimeOfDay(now: Date): { hour: number; minute: number } {
  const parts = qatarClock.formatToParts(now);
  const value = (type: 'hour' | 'minute') => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return { hour: value('hour'), minute: value('minute') };
}

/** True until 19:29:59 Qatar time; from 7:30 PM on, same-day delivery is over for the day. */
export function isBeforeSameDayCutoff(now: Date = new Date()): boolean {
  const { hour, minute } = qatarTimeOfDay(now);
  return hour * 60 + minute < SAME_DAY_CUTOFF.hour * 60 + SAME_DAY_CUTOFF.minute;
}
