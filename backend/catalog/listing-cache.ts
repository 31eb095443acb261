/**
 * What every page and every order of one listing share: how many products it finds and its facets (Magento's
 * aggregations). Both are counted over every product the listing finds, not over the page: the "all products"
 * category finds 9,777 of 20,000 SKUs, so each of its 408 pages counted them all again. They are kept here per
 * listing (the store view, keyword, categories, brands and every active filter: the criteria without their page
 * and order), so a listing's next page, or the same page in another order, counts nothing.
 *
 * - An entry lives until the catalogue changes (the catalogue memo, which holds this cache, is cleared after every
 *   admin change and stock change) and never past the next sale start or end: price facets and price filters read
 *   the price of the moment.
 * - At most MAX_LISTINGS are kept, the least recently used dropped first, so shoppers' keywords cannot grow it.
 */
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database.ts';
import { forgetMemo, memo } from '../db/memo.ts';
import type { Aggregation } from './aggregation.ts';
import { pricesValidUntil } from './sale-boundary.ts';

export const MAX_LISTINGS = 1000;
const MEMO_KEY = 'listing-facts';

/** What is known of a listing so far; each part is filled the first time a page asks for it. */
export interface ListingFacts {
  totalCount?: number;
  aggregations?: Aggregation[];
}

interface Entry {
  facts: ListingFacts;
  /** Epoch ms it was made (a clock moved back starts a new one) and until when its prices hold (exclusive). */
  madeAt: number;
  validUntil: number;
}

/**
 * The facts kept for the listing named by `key` at `now` (epoch ms): the same object for every page of it while it
 * holds, else a new empty one. The caller fills what it computes.
 */
export function listingFacts(db: Database, key: string, now: number): ListingFacts {
  const entries = memo(db, MEMO_KEY, () => new LRUCache<string, Entry>({ max: MAX_LISTINGS }));
  const entry = entries.get(key);
  if (entry && entry.madeAt <= now && now < entry.validUntil) return entry.facts;
  const made: Entry = { facts: {}, madeAt: now, validUntil: pricesValidUntil(db, now) };
  entries.set(key, made);
  return made.facts;
}

/** Forgets every listing's facts and kept orders (`npm run bench:search` times each search in full). */
export function forgetListings(db: Database): void {
  forgetMemo(db, MEMO_KEY);
  forgetMemo(db, ORDER_MEMO_KEY);
}

/** How many product ids the kept orders hold at most, over all listings (about 4 MB). */
export const MAX_ORDERED_IDS = 500_000;
const ORDER_MEMO_KEY = 'listing-orders';

interface KeptOrder {
  ids: readonly number[];
  madeAt: number;
  validUntil: number;
}

/**
 * A listing's products in one order, kept under the same rules as its facts (until the catalogue changes, never past
 * the next sale start or end: a price order moves then), read with `read` when not kept. Deep pages of a large
 * listing read their slice of it: an SQL page at offset 9,768 walked every product before it, on every visit.
 */
export function keptOrder(db: Database, key: string, now: number, read: () => number[]): readonly number[] {
  const orders = memo(db, ORDER_MEMO_KEY, () => new LRUCache<string, KeptOrder>({
    maxSize: MAX_ORDERED_IDS,
    sizeCalculation: (order) => order.ids.length + 1,
  }));
  const kept = orders.get(key);
  if (kept && kept.madeAt <= now && now < kept.validUntil) return kept.ids;
  const ids = read();
  orders.set(key, { ids, madeAt: now, validUntil: pricesValidUntil(db, now) });
  return ids;
}
