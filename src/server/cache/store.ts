/**
 * Where the route cache keeps its pages: one interface, two stores. `memory-store.ts` is the embedded default (one
 * process); `redis-store.ts` is shared by every storefront instance that points at the same Redis.
 *
 * Besides the pages, a store holds the tag index (tag -> keys of the pages carrying it) and, per tag, the purge
 * epoch at which it was last purged. A render records the current epoch before it starts; when it is done, it is
 * stored only if none of its tags was purged since. So a render that began before an editor's change (and may
 * have read the old data) never lands over the purge, and the first render after the purge is the first one kept.
 */
import type { Encoding } from './content-encoding.ts';
import type { PageEntry, StoredPage } from './cached-page.ts';

/**
 * How long a purge marker is kept: far longer than any render can take (the commerce deadline is seconds), so a
 * render that started before a purge always finds the marker when it tries to store.
 */
export const PURGE_MARKER_TTL_S = 3600;

/**
 * How long a purged page is kept, answered as stale while one re-render replaces it (the rewarm after the purge,
 * or the first shopper's background revalidation): the route cache's grace, as Varnish's soft purge gives its own.
 * Shoppers keep getting an instant answer during an editor's change instead of queueing on cold renders; the new
 * page replaces it as soon as one render is done. Never past the page's own stale-while-revalidate time.
 *
 * Long enough for the background queue (background-renders.ts, two renders at a time) to get through a purge of
 * every page: 120 pages took about a minute on a busy two-core machine. With 30 s, the pages still waiting fell out
 * of the cache and every shopper's request for one rendered it at once: the stampede the queue is there to prevent.
 */
export const PURGE_GRACE_S = 300;

export interface RouteCacheStore {
  readonly kind: 'memory' | 'redis';
  /** The purge epoch now: a render records it before it starts, and hands it to write(). */
  epoch(): Promise<number>;
  /** The page stored under key in `encoding`, or in its plain form when that is the only one; null when absent. */
  read(key: string, encoding: Encoding): Promise<StoredPage | null>;
  /**
   * Stores the page and indexes it under its tags, unless one of them was purged after `renderEpoch`.
   * Answers whether it was stored. The page lives maxAge + swr + staleIfError seconds at most.
   * With `ifMatch` (an ETag), only over the page stored under key now, if it has that ETag and is not purged: a new
   * form of one render (smaller-brotli.ts) never replaces a newer render stored meanwhile, by any instance.
   */
  write(key: string, entry: PageEntry, renderEpoch: number, ifMatch?: string): Promise<boolean>;
  /**
   * Marks every page carrying one of tags as purged (read with `purged: true`, kept at most PURGE_GRACE_S more)
   * and answers their keys; a page already marked is not answered again. With `once`, the purge is applied at most once
   * per id within ttlSeconds (a notice delivered twice, or to several instances sharing the store): a repeat
   * answers null and changes nothing.
   */
  purge(tags: readonly string[], once?: { id: string; ttlSeconds: number }): Promise<string[] | null>;
  close(): Promise<void>;
}

/** Seconds a page may stay stored: its fresh period, its stale-while-revalidate period and its stale-if-error one. */
export function storedLifetimeSeconds(entry: PageEntry): number {
  return Math.max(1, entry.meta.maxAge + entry.meta.swr + (entry.meta.staleIfError ?? 0));
}
