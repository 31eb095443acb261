/**
 * The next instant a price changes by itself: the nearest sale start or end from now on. Whatever is computed from
 * prices (a GraphQL answer, a listing's price facet) is kept at most until then. Read once per catalogue change (the
 * catalogue memo is cleared after every admin change and stock change) and again once the boundary has passed.
 */
import { magentoDateTime, magentoTimeMs } from '../dates.ts';
import { cachedStatement, type Database } from '../db/database.ts';
import { memo } from '../db/memo.ts';

const NEXT_SALE_BOUNDARY = `SELECT MIN(d) AS next FROM (
  SELECT special_from_date AS d FROM products WHERE special_from_date >= :now
  UNION ALL SELECT special_to_date FROM products WHERE special_to_date >= :now)`;

/** The sale rule compares whole seconds and is strict: a boundary's price shows from the second after it on. */
const RULE_RESOLUTION_MS = 1000;

interface KnownBoundary {
  /** When it was read (epoch ms): a clock moved back reads it again. */
  readAt: number;
  /** Epoch ms of the next sale start or end, null when none is ahead. */
  next: number | null;
}

/** Epoch ms of the nearest sale start or end at or after `now` (a boundary this second counts), null when none. */
export function nextSaleBoundary(db: Database, now: number): number | null {
  const known = memo(db, 'sale-boundary', () => ({ value: null as KnownBoundary | null }));
  const value = known.value;
  if (value === null || now < value.readAt || (value.next !== null && value.next + RULE_RESOLUTION_MS <= now)) {
    const row = cachedStatement(db, NEXT_SALE_BOUNDARY).get({ now: magentoDateTime(new Date(now)) }) as { next: string | null };
    known.value = { readAt: now, next: magentoTimeMs(row.next) };
  }
  return known.value!.next;
}

/** Until when (epoch ms, exclusive) prices computed at `now` stay right; Infinity when no sale starts or ends ahead. */
export function pricesValidUntil(db: Database, now: number): number {
  const next = nextSaleBoundary(db, now);
  return next === null ? Infinity : next + RULE_RESOLUTION_MS;
}
