/**
 * The storefront's one route cache: rendered pages stored compressed, found by URL, purged by tag. Everything that
 * caches or purges pages goes through it: the Astro cache provider (astro-provider.ts) stores and serves pages,
 * the production server answers hits from it before Astro runs (scripts/serve-storefront.ts), and
 * `/api/revalidate` purges it. Its store is Redis when `REDIS_URL` is set, else this process's memory. Every purge
 * is passed on to the HTTP caches in front of the storefront listed in `EDGE_PURGE_URLS` (edge-purge.ts).
 *
 * A store that fails (Redis down, or slower than its command timeout) never fails a request: lookups answer
 * "not cached", writes are skipped, and pages render uncached. The first failure of an outage is logged once, and
 * for a second afterwards the store is not asked at all, so an outage costs no time per request; the first
 * success after it is logged too. Purges are the exception: they throw, so the caller can answer "try again".
 *
 * One instance per process, shared through a global: the server script and the Astro bundle each carry a copy of
 * this module, and both must reach the same cache.
 */
import type { Encoding } from './content-encoding.ts';
import type { PageEntry, StoredPage } from './cached-page.ts';
import { MemoryStore } from './memory-store.ts';
import { RedisStore } from './redis-store.ts';
import { createRewarmer, localOrigin, type Rewarmer } from './rewarm.ts';
import { createEdgePurger, edgePurgeUrls, type EdgePurger } from './edge-purge.ts';
import { pageTag } from './edge-tags.ts';
import type { RouteCacheStore } from './store.ts';
import { routeCachePurges } from './cache-metrics.ts';

/**
 * `fresh`: within maxAge; `stale`: within its stale-while-revalidate period; `stale-if-error`: past both, kept only
 * to be answered when a re-render fails (looked up only when asked for).
 */
export type CachedPageHit = StoredPage & { state: 'fresh' | 'stale' | 'stale-if-error' };

/** Longer URLs are served but not cached: no shopper's page has one, and they would only fill the cache. */
const MAX_KEY_LENGTH = 2048;
/** After a failure, the store is left alone this long: pages render uncached without waiting for it. */
const OUTAGE_PAUSE_MS = 1000;

type Logger = Pick<Console, 'warn' | 'info'>;

export class RouteCache {
  readonly #store: RouteCacheStore;
  readonly #origin: string | null;
  readonly #rewarm: Rewarmer | undefined;
  readonly #edgePurge: EdgePurger | undefined;
  readonly #logger: Logger;
  readonly #now: () => number;
  #pausedUntil = 0;
  #down = false;

  constructor(
    store: RouteCacheStore,
    options: { siteUrl?: string; rewarm?: Rewarmer; edgePurge?: EdgePurger; logger?: Logger; now?: () => number } = {},
  ) {
    this.#store = store;
    this.#origin = parseOrigin(options.siteUrl);
    this.#rewarm = options.rewarm;
    this.#edgePurge = options.edgePurge;
    this.#logger = options.logger ?? console;
    this.#now = options.now ?? Date.now;
  }

  /** The time pages are stamped and aged with (epoch ms). */
  now(): number {
    return this.#now();
  }

  /** `memory` or `redis`. */
  get kind(): RouteCacheStore['kind'] {
    return this.#store.kind;
  }

  /**
   * The cache key of a URL: origin, path and the query with its parameters sorted. The origin is `SITE_URL`'s when
   * set (every instance behind one public name shares the keys), else the request's own (pages render their
   * canonical links from it, so one host's page is never served for another). Null: not cacheable.
   */
  keyFor(url: URL): string | null {
    const params = new URLSearchParams(url.search);
    params.sort();
    const query = params.toString();
    const key = `${this.#origin ?? url.origin}${url.pathname}${query ? `?${query}` : ''}`;
    return key.length <= MAX_KEY_LENGTH ? key : null;
  }

  /**
   * The stored page and whether it is still fresh or only within its stale-while-revalidate time; with
   * `staleIfError`, also a page kept past both for a failed re-render. Null: a miss.
   */
  async lookup(key: string, encoding: Encoding, options: { staleIfError?: boolean } = {}): Promise<CachedPageHit | null> {
    const page = await this.#guard(() => this.#store.read(key, encoding), null);
    if (!page) return null;
    const { maxAge, swr, staleIfError = 0 } = page.meta;
    const age = this.#now() - page.meta.storedAt;
    // A purged page is answered as stale while one re-render replaces it, within its own lifetime only: a page
    // whose lifetime ends at a sale boundary is never answered past it.
    if (page.purged && age < (maxAge + swr) * 1000) return { ...page, state: 'stale' };
    if (age < maxAge * 1000) return { ...page, state: 'fresh' };
    if (age < (maxAge + swr) * 1000) return { ...page, state: 'stale' };
    if (options.staleIfError && age < (maxAge + swr + staleIfError) * 1000) return { ...page, state: 'stale-if-error' };
    return null;
  }

  /** Call before rendering; hand the answer to store(). Null: the store is unavailable, do not store. */
  beginRender(): Promise<number | null> {
    return this.#guard(() => this.#store.epoch(), null);
  }

  /**
   * Stores a rendered page, unless one of its tags was purged since beginRender(). With `ifMatch`, only over the page
   * stored now with that ETag (store.ts). Answers whether it was stored.
   */
  async store(key: string, entry: PageEntry, renderEpoch: number, ifMatch?: string): Promise<boolean> {
    return this.#guard(() => this.#store.write(key, entry, renderEpoch, ifMatch), false);
  }

  /**
   * Purges every page carrying one of tags, on every instance sharing the store, then, in the background, purges
   * the outside caches by the same tags and the pages purged (edge-purge.ts) and re-renders those pages. A purged
   * page is not deleted at once: it is answered as stale until its re-render replaces it (or PURGE_GRACE_S passes),
   * a soft purge like the one Varnish gets. With `once`, a repeat of the same notice does nothing and answers false.
   * Throws when the store is unavailable.
   */
  async purge(tags: readonly string[], once?: { id: string; ttlSeconds: number }): Promise<boolean> {
    const purged = await this.#store.purge(tags, once);
    if (purged) routeCachePurges.inc();
    this.#recovered();
    if (purged === null) return false;
    if (this.#edgePurge) {
      const pages = purged.flatMap((key) => (URL.canParse(key) ? [pageTag(new URL(key).pathname)] : []));
      // The purger logs its own failures; a bug in it must still not turn into an unhandled rejection.
      this.#edgePurge([...tags, ...pages]).catch((error: Error) => this.#logger.warn(`[edge-purge] ${error.message}`));
    }
    this.#rewarm?.(purged);
    return true;
  }

  /** Resolves when the store answers now, throws when it does not (readiness: not guarded, not paused). */
  async check(): Promise<void> {
    await this.#store.epoch();
  }

  close(): Promise<void> {
    return this.#store.close();
  }

  async #guard<T>(operation: () => Promise<T>, fallback: T): Promise<T> {
    if (this.#now() < this.#pausedUntil) return fallback;
    try {
      const result = await operation();
      this.#recovered();
      return result;
    } catch (error) {
      this.#pausedUntil = this.#now() + OUTAGE_PAUSE_MS;
      if (!this.#down) {
        this.#down = true;
        this.#logger.warn(
          `[route-cache] the ${this.#store.kind} cache is unavailable (${(error as Error).message}): pages render uncached until it answers again`,
        );
      }
      return fallback;
    }
  }

  #recovered(): void {
    if (!this.#down) return;
    this.#down = false;
    this.#logger.info(`[route-cache] the ${this.#store.kind} cache answers again: pages are cached again`);
  }
}

function parseOrigin(siteUrl: string | undefined): string | null {
  if (!siteUrl) return null;
  try {
    return new URL(siteUrl).origin;
  } catch {
    return null;
  }
}

/** The cache this environment asks for: Redis at `REDIS_URL`, else memory. Throws on a malformed REDIS_URL. */
export function createRouteCache(env: NodeJS.ProcessEnv = process.env): RouteCache {
  const store = env.REDIS_URL ? new RedisStore({ url: env.REDIS_URL }) : new MemoryStore();
  const edgeUrls = edgePurgeUrls(env.EDGE_PURGE_URLS);
  return new RouteCache(store, {
    siteUrl: env.SITE_URL,
    rewarm: createRewarmer({ origin: localOrigin(env) }),
    ...(edgeUrls.length > 0 ? { edgePurge: createEdgePurger({ urls: edgeUrls }) } : {}),
  });
}

const SHARED = Symbol.for('matjar.route-cache');

/** This process's route cache, created on first use from the environment. */
export function routeCache(): RouteCache {
  const holder = globalThis as { [SHARED]?: RouteCache };
  return (holder[SHARED] ??= createRouteCache());
}
