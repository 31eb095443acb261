/**
 * The next instant a price changes by itself: the nearest sale start or end from now on. Whatever is computed from
 * prices (a GraphQL answer, a listing's price facet, the catalogue snapshot) is kept at most until then. Read once per
 * catalogue change (the catalogue memo is cleared after every admin change and stock change) and again once that
 * instant has come.
 */
import { magentoDateTime, magentoTimeMs } from '../dates.ts';
import { cachedStatement, type Database } from '../db/database.ts';
import { memo } from '../db/memo.ts';

/**
 * The sale rule (sql.ts, price.ts) compares whole seconds and is strict on both sides: a sale starting at `from` shows
 * from the second after it on, and one ending at `to` is over from `to` itself. So a start is ahead while its second
 * has not passed (`>=`), an end while it has not come (`>`).
 */
const NEXT_SALE_BOUNDARIES = `SELECT
  (SELECT MIN(special_from_date) FROM products WHERE special_from_date >= :now) AS start,
  (SELECT MIN(special_to_date) FROM products WHERE special_to_date > :now) AS end`;

const RULE_RESOLUTION_MS = 1000;

interface KnownChange {
  /** When it was read (epoch ms): a clock moved back reads it again. */
  readAt: number;
  /** Epoch ms of the next price change, null when none is ahead. */
  next: number | null;
}

/**
 * Epoch ms of the first instant after `now` at which a price may differ from its price at `now`: a second after the
 * next sale start, or the next sale end itself, whichever comes first; null when no sale starts or ends ahead.
 */
export function nextPriceChange(db: Database, now: number): number | null {
  const known = memo(db, 'sale-boundary', () => ({ value: null as KnownChange | null }));
  const value = known.value;
  if (value === null || now < value.readAt || (value.next !== null && value.next <= now)) {
    const row = cachedStatement(db, NEXT_SALE_BOUNDARIES).get({ now: magentoDateTime(new Date(now)) }) as { start: string | null; end: string | null };
    const start = magentoTimeMs(row.start);
    const end = magentoTimeMs(row.end);
    const changes = [start === null ? null : start + RULE_RESOLUTION_MS, end].filter((at): at is number => at !== null);
    known.value = { readAt: now, next: changes.length > 0 ? Math.min(...changes) : null };
  }
  return known.value!.next;
}

/** Until when (epoch ms, exclusive) prices computed at `now` stay right; Infinity when no sale starts or ends ahead. */
export function pricesValidUntil(db: Database, now: number): number {
  return nextPriceChange(db, now) ?? Infinity;
}
