const DAY_MS = 24 * 60 * 60 * 1000;

/** Magento's datetime text: 'YYYY-MM-DD HH:MM:SS' in UTC. */
export function magentoDateTime(date: Date = new Date()): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** now shifted by a (possibly fractional, possibly negative) number of days, as Magento text. */
export function daysFrom(now: Date, days: number): string {
  return magentoDateTime(new Date(now.getTime() + days * DAY_MS));
}

/** Magento datetime text (UTC) or ISO text to epoch ms; null when absent or unparsable. */
export function magentoTimeMs(value: string | null): number | null {
  if (!value) return null;
  const ms = Date.parse(value.includes('T') ? value : `${value.replace(' ', 'T')}Z`);
  return Number.isNaN(ms) ? null : ms;
}
