/**
 * A page is stored with brotli at a quick quality (cached-page.ts: ~2 ms for a 120 KB page), because a shopper waits
 * for the render that stores it. Quality 10 makes the same page 6-8% smaller, and brings the first screen, everything
 * before `<main>`, from up to 14.6 KB of the compressed stream to at most 13.7 KB on every catalogue page type (within
 * the first 14 KB a phone receives in its first round trips, issue 53), for about 40 ms of CPU. (Quality 11 saves
 * another 1-2% for three times that: 105-135 ms a page, measured 2026-11-30.)
 *
 * So a page that has stayed unchanged in the cache for SMALLER_BROTLI_AFTER_S (10 s) gets its brotli form made again
 * at that quality, in the background, and stored in place; every later hit gets it, and so does an outside cache's
 * next fetch (Varnish's, once the page's s-maxage has passed). A page purged or rendered again before then (a price
 * that changes every few seconds) costs nothing: under bench:churn's price edits, making every stored page smaller at
 * once cost a third of the storefront's throughput. The page is read back from the cache first and left as it is
 * unless it is still the one stored then (its ETag, not purged), and the smaller form is stored only over that same
 * render (the store checks the ETag in the same step as the write, store.ts), so a render stored during the
 * compression is never replaced by an older one's smaller form.
 *
 * One page at a time: node compresses on its thread pool (four threads), where the next shopper's quick compression
 * must not wait behind several of these. Past MAX_WAITING (a burst of renders), a page keeps its quick form until
 * its next render.
 *
 * The smaller form has an ETag of its own (smallerFormEtag): an outside cache refetches a page it keeps past its TTL
 * with the ETag it holds (Varnish's `beresp.keep`), and with the same ETag it would be answered 304 and keep the
 * quick form for as long as the page does not change; a browser holding the quick form gets the page again once.
 */
import PQueue from 'p-queue';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzip } from 'node:zlib';
import type { PageEntry } from './cached-page.ts';
import type { RouteCache } from './route-cache.ts';

/** Pages waiting at most for their smaller form. */
const MAX_WAITING = 200;
/** The brotli quality of the smaller form (see above for why not 11). */
const SMALLER_QUALITY = 10;
/** Seconds a stored page stays unchanged before it gets its smaller form, unless `SMALLER_BROTLI_AFTER_S` says. */
export const DEFAULT_SMALLER_BROTLI_AFTER_S = 10;

const brotli = promisify(brotliCompress);
const gunzipAsync = promisify(gunzip);

/** `body` in brotli at SMALLER_QUALITY. */
function smallerBrotli(body: Buffer): Promise<Buffer> {
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: SMALLER_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** The ETag of a page's smaller form: its quick form's, marked (`W/"…"` → `W/"….b10"`). */
export function smallerFormEtag(etag: string): string {
  return etag.replace(/"$/, '.b10"');
}

/** What the smaller form is read from and stored into. */
export type SmallerBrotliCache = Pick<RouteCache, 'lookup' | 'store'>;

/** The wait before a stored page gets its smaller form: `SMALLER_BROTLI_AFTER_S` (0-3600), else the default. */
export function smallerBrotliAfterMs(env: NodeJS.ProcessEnv = process.env): number {
  const configured = env.SMALLER_BROTLI_AFTER_S?.trim() ? Number(env.SMALLER_BROTLI_AFTER_S) : NaN;
  const seconds = Number.isFinite(configured) && configured >= 0 && configured <= 3600 ? configured : DEFAULT_SMALLER_BROTLI_AFTER_S;
  return seconds * 1000;
}

type Shared = { queue: PQueue; waiting: Set<Promise<void>> };

const SHARED = Symbol.for('matjar.smaller-brotli');

/**
 * The process's one queue, and the pages still waiting for their turn or their time (the production server and the
 * Astro bundle each carry a copy of this module).
 */
function shared(): Shared {
  const holder = globalThis as { [SHARED]?: Shared };
  return (holder[SHARED] ??= { queue: new PQueue({ concurrency: 1 }), waiting: new Set() });
}

/**
 * Once the page stored under `key` as `entry` (from a render begun at `renderEpoch`) has stayed so for
 * smallerBrotliAfterMs(), makes its brotli form again at SMALLER_QUALITY and stores it in place when it is smaller,
 * in the background. Entries without a brotli form (already-compressed types) are left as they are. `onError`: a
 * failure, which leaves the quick form in place.
 */
export function storeSmallerBrotli(cache: SmallerBrotliCache, key: string, entry: PageEntry, renderEpoch: number, onError: (error: Error) => void): void {
  const { meta } = entry;
  const quickBytes = entry.bodies.br?.length;
  const { queue, waiting } = shared();
  if (quickBytes === undefined || !entry.bodies.gzip || waiting.size >= MAX_WAITING) return;
  const make = async () => {
    // Read back, as another storefront sharing the cache may have stored the page again meanwhile.
    const stored = await cache.lookup(key, 'gzip');
    if (!stored || stored.purged || stored.encoding !== 'gzip' || stored.meta.etag !== meta.etag) return;
    // Unpacked and packed again on the thread pool: the event loop only hands the bytes over.
    const br = await smallerBrotli(await gunzipAsync(stored.body));
    // No smaller (a tiny page): the stored copy stays, and so does its ETag.
    if (br.length >= quickBytes) return;
    // With the meta as stored now (a render of the same bytes stored since has the later time), and only over that
    // render: another may have been stored during the compression (a page whose time ran out).
    await cache.store(key, { meta: { ...stored.meta, etag: smallerFormEtag(meta.etag) }, bodies: { br, gzip: stored.body } }, renderEpoch, meta.etag);
  };
  const done: Promise<void> = new Promise<void>((resolve) => setTimeout(resolve, smallerBrotliAfterMs()).unref())
    .then(() => queue.add(make))
    .catch(onError)
    .finally(() => waiting.delete(done));
  waiting.add(done);
}

/** Resolves once every page waiting for its smaller form has it (tests, benchmarks). */
export async function smallerBrotliSettled(): Promise<void> {
  const { waiting } = shared();
  while (waiting.size > 0) await Promise.all(waiting);
}
