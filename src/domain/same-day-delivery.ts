/**
 * The product page's same-day delivery note (spec §1, §9: orders placed before 7:30 PM Asia/Qatar arrive the
 * same day). The page is cached and shared, so besides what to say now this also answers when the note next
 * changes: the cutoff (it turns into "tomorrow") and Qatar midnight (it turns back into a countdown). A cached
 * copy must never outlive that moment.
 */
import { QATAR_TIME_ZONE, SAME_DAY_CUTOFF, isBeforeSameDayCutoff } from './dates.ts';

export type SameDayDelivery =
  | {
      kind: 'today';
      /** Whole hours and the remaining minutes until the cutoff, minutes rounded up (never "0 min" left). */
      hours: number;
      minutes: number;
      /** Epoch ms of today's cutoff, so a client clock can keep the countdown current on a cached page. */
      cutoffAt: number;
      /** Seconds until the note changes (= until the cutoff). */
      secondsUntilChange: number;
    }
  | {
      kind: 'tomorrow';
      /** Seconds until the note changes (= until Qatar midnight, when a new same-day window opens). */
      secondsUntilChange: number;
    };

const SECONDS_PER_DAY = 24 * 60 * 60;
const CUTOFF_SECOND_OF_DAY = SAME_DAY_CUTOFF.hour * 3600 + SAME_DAY_CUTOFF.minute * 60;

const qatarClock = new Intl.DateTimeFormat('en-US', {
  timeZone: QATAR_TIME_ZONE,
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** Seconds elapsed since midnight on a clock in Qatar, with the millisecond fraction of `now`. */
function qatarSecondOfDay(now: Date): number {
  const parts = qatarClock.formatToParts(now);
  const value = (type: 'hour' | 'minute' | 'second') => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const milliseconds = ((now.getTime() % 1000) + 1000) % 1000;
  return value('hour') * 3600 + value('minute') * 60 + value('second') + milliseconds / 1000;
}

export function sameDayDelivery(now: Date): SameDayDelivery {
  const secondOfDay = qatarSecondOfDay(now);
  // dates.ts owns the rule; the seconds here only measure the distance to the next change.
  if (isBeforeSameDayCutoff(now)) {
    const secondsLeft = CUTOFF_SECOND_OF_DAY - secondOfDay;
    const minutesLeft = Math.ceil(secondsLeft / 60);
    return {
      kind: 'today',
      hours: Math.floor(minutesLeft / 60),
      minutes: minutesLeft % 60,
      cutoffAt: now.getTime() + Math.round(secondsLeft * 1000),
      secondsUntilChange: Math.ceil(secondsLeft),
    };
  }
  return { kind: 'tomorrow', secondsUntilChange: Math.ceil(SECONDS_PER_DAY - secondOfDay) };
}
