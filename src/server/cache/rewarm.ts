/**
 * Right after a purge, re-renders the pages it emptied, so the next shopper gets a hit rather than a cold render
 * (the "on-demand rebuild" editors expect). The list comes from the cache's tag index: exactly the pages that were
 * cached and carried a purged tag. Home pages go first, then product pages, then the rest; at most `limit` per
 * purge, `concurrency` at a time, so a purge of a tag on every page (`catalogue`) does not turn into a burst of
 * renders against the commerce backend.
 *
 * A page is re-rendered by requesting it from this very server, with the Host of its cache key, exactly as a
 * shopper would: it goes through the middleware and is stored like any miss. Since the purge happened first, the
 * render reads fresh data and its write is accepted (store.ts).
 */
// eslint-disable-next-line no-restricted-imports -- it asks this storefront's own server, not the commerce API
import { request } from 'node:http';
import { BACKGROUND_RENDER_HEADER } from './background-render-header.ts';

export type Rewarmer = (keys: readonly string[]) => void;

/** Where this server listens, as seen from itself: `HOST` unless it is a wildcard, and `PORT`. */
export function localOrigin(env: NodeJS.ProcessEnv): string {
  const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' || env.HOST === 'true' ? '127.0.0.1' : env.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT ?? 4321}`;
}

/** 0: a home page, 1: a product page, 2: anything else. */
function priority(key: URL): number {
  if (/^\/[a-z]{2}\/?$/.test(key.pathname)) return 0;
  if (/^\/[a-z]{2}\/products\//.test(key.pathname)) return 1;
  return 2;
}

function fetchPage(origin: string, key: URL, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(`${key.pathname}${key.search}`, origin),
      // The key's scheme is forwarded as a TLS-terminating proxy would, so the page renders as it does for shoppers.
      // Marked as background work: its render waits its turn in the queue and its calls go through the background
      // breaker (background-renders.ts), never the one shoppers' requests go through.
      {
        headers: { host: key.host, 'x-forwarded-proto': key.protocol.slice(0, -1), 'accept-encoding': 'br, gzip', [BACKGROUND_RENDER_HEADER]: 'rewarm' },
        timeout: timeoutMs,
      },
      (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.once('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.once('error', reject);
    req.end();
  });
}

export function createRewarmer(options: {
  origin: string;
  concurrency?: number;
  limit?: number;
  timeoutMs?: number;
  logger?: Pick<Console, 'warn'>;
}): Rewarmer {
  const { origin, concurrency = 2, limit = 100, timeoutMs = 30_000, logger = console } = options;
  const queue = new Set<string>();
  let running = 0;

  const next = () => {
    while (running < concurrency && queue.size > 0) {
      const key = queue.values().next().value as string;
      queue.delete(key);
      running += 1;
      fetchPage(origin, new URL(key), timeoutMs)
        .catch((error: Error) => logger.warn(`[route-cache] could not re-render ${key} after a purge: ${error.message}`))
        .finally(() => {
          running -= 1;
          next();
        });
    }
  };

  return (keys) => {
    const urls = keys.flatMap((key) => (URL.canParse(key) ? [new URL(key)] : []));
    urls.sort((a, b) => priority(a) - priority(b));
    for (const url of urls.slice(0, limit)) queue.add(url.href);
    next();
  };
}
