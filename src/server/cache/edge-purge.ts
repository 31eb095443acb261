/**
 * Purges the caches in front of the storefront (Varnish with vmod-xkey, deploy/varnish/default.vcl) whenever the
 * route cache is purged: the same tags, plus the page tag of every page the route cache emptied (edge-tags.ts), by
 * a `PURGE` request with an `xkey-softpurge` header to every URL of `EDGE_PURGE_URLS` (comma-separated). A soft purge
 * marks the pages stale rather than dropping them: the next shopper still gets an answer at once while Varnish
 * fetches the new page.
 *
 * A header line stays under Varnish's 8 KB default: more tags go in several requests. A cache that does not
 * answer 2xx is asked again (three attempts, 0.2 s then 0.8 s apart); one that still fails gets a log line, and
 * its pages stay until their lifetime ends.
 */
// eslint-disable-next-line no-restricted-imports -- it asks the HTTP caches in front of this storefront, not the commerce API
import { request as httpRequest } from 'node:http';
// eslint-disable-next-line no-restricted-imports -- the same, for a cache reached over https
import { request as httpsRequest } from 'node:https';
import { edgePurgeFailures } from './cache-metrics.ts';
import { EDGE_TAG_HEADER_BYTES } from './edge-tags.ts';

export type EdgePurger = (tags: readonly string[]) => Promise<void>;

export const EDGE_PURGE_HEADER = 'xkey-softpurge';

/** The URLs of `EDGE_PURGE_URLS`: http(s) URLs separated by commas; anything else is reported and left out. */
export function edgePurgeUrls(value: string | undefined, logger: Pick<Console, 'warn'> = console): string[] {
  const urls = (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  return urls.filter((url) => {
    const usable = URL.canParse(url) && ['http:', 'https:'].includes(new URL(url).protocol);
    if (!usable) logger.warn(`[edge-purge] EDGE_PURGE_URLS holds "${url}", which is not an http(s) URL: it is left out`);
    return usable;
  });
}

/** Tags in groups whose space-joined length fits one header line. */
export function purgeBatches(tags: readonly string[], maxBytes: number = EDGE_TAG_HEADER_BYTES): string[][] {
  const batches: string[][] = [];
  let size = 0;
  for (const tag of new Set(tags)) {
    const bytes = Buffer.byteLength(tag) + 1;
    const last = batches.at(-1);
    if (last && size + bytes <= maxBytes + 1) {
      last.push(tag);
      size += bytes;
    } else {
      batches.push([tag]);
      size = bytes;
    }
  }
  return batches;
}

function sendPurge(url: URL, tags: readonly string[], timeoutMs: number): Promise<void> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, { method: 'PURGE', headers: { [EDGE_PURGE_HEADER]: tags.join(' ') }, timeout: timeoutMs }, (res) => {
      res.resume();
      res.once('end', () => {
        const status = res.statusCode ?? 0;
        if (status >= 200 && status < 300) resolve();
        else reject(new Error(`HTTP ${status}`));
      });
    });
    req.once('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.once('error', reject);
    req.end();
  });
}

export function createEdgePurger(options: {
  urls: readonly string[];
  attempts?: number;
  firstRetryMs?: number;
  timeoutMs?: number;
  logger?: Pick<Console, 'warn'>;
}): EdgePurger {
  const { urls, attempts = 3, firstRetryMs = 200, timeoutMs = 5000, logger = console } = options;

  const purgeOne = async (url: string, tags: readonly string[]) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await sendPurge(new URL(url), tags, timeoutMs);
        return;
      } catch (error) {
        if (attempt >= attempts) {
          edgePurgeFailures.inc();
          logger.warn(
            `[edge-purge] could not purge ${tags.length} tag(s) from ${url} after ${attempts} attempts (${(error as Error).message}): its pages stay until their lifetime ends`,
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, firstRetryMs * 4 ** (attempt - 1)));
      }
    }
  };

  return async (tags) => {
    if (tags.length === 0) return;
    const batches = purgeBatches(tags);
    await Promise.all(urls.flatMap((url) => batches.map((batch) => purgeOne(url, batch))));
  };
}
