const DAY_MS = 24 * 60 * 60 * 1000;

/** Magento's datetime text ('YYYY-MM-DD HH:MM:SS', UTC). */
export function magentoDate(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** now shifted by a (possibly fractional, possibly negative) number of days, as Magento text. */
export function daysFrom(now: Date, days: number): string {
  return magentoDate(new Date(now.getTime() + days * DAY_MS));
}
