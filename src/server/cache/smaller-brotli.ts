/**
 * A page is stored with brotli at a quick quality (cached-page.ts: ~5 ms for a 120 KB page), because a shopper waits
 * for the render that stores it. The best quality (11) makes the same page 8-10% smaller, and brings the first
 * screen, everything before `<main>`, from up to 14.6 KB of the compressed stream to at most 13.4 KB on every
 * catalogue page type (within the first 14 KB a phone receives in its first round trips, issue 53), but costs
 * 120-200 ms of CPU.
 *
 * So once a page is stored and answered, its brotli form is made again at the best quality in the background and
 * stored in place; every later hit gets it, and so does an outside cache's next fetch (Varnish's, once the page's
 * s-maxage has passed). One page at a time: node compresses on its thread pool (four threads), where the next shopper's
 * quick compression must not wait behind several of these. A purge between the store and the new form wins: the
 * store refuses a render older than a purge of its tags (store.ts). Past MAX_WAITING (a burst of renders), a page
 * keeps its quick form until its next render.
 *
 * The smaller form has an ETag of its own (smallerFormEtag): an outside cache refetches a page it keeps past its TTL
 * with the ETag it holds (Varnish's `beresp.keep`), and with the same ETag it would be answered 304 and keep the
 * quick form for as long as the page does not change; a browser holding the quick form gets the page again once.
 */
import PQueue from 'p-queue';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzip } from 'node:zlib';
import type { PageEntry } from './cached-page.ts';

/** Pages waiting at most for their smaller form. */
const MAX_WAITING = 200;

const brotli = promisify(brotliCompress);
const gunzipAsync = promisify(gunzip);

/** `body` in brotli at the best quality. */
function smallestBrotli(body: Buffer): Promise<Buffer> {
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** The ETag of a page's smaller form: its quick form's, marked (`W/"…"` → `W/"….b11"`). */
export function smallerFormEtag(etag: string): string {
  return etag.replace(/"$/, '.b11"');
}

/** What the new form is stored into (RouteCache.store). */
export type StorePage = (key: string, entry: PageEntry, renderEpoch: number) => Promise<boolean>;

const SHARED = Symbol.for('matjar.smaller-brotli');

/** The process's one queue (the production server and the Astro bundle each carry a copy of this module). */
function queue(): PQueue {
  const holder = globalThis as { [SHARED]?: PQueue };
  return (holder[SHARED] ??= new PQueue({ concurrency: 1 }));
}

/**
 * Makes the brotli form of `entry`, stored under `key` from a render begun at `renderEpoch`, again at the best
 * quality, and stores the entry with it, in the background, when it is smaller. Entries without a brotli form
 * (already-compressed types) are left as they are. `onError`: a failure, which leaves the quick form in place.
 */
export function storeSmallerBrotli(store: StorePage, key: string, entry: PageEntry, renderEpoch: number, onError: (error: Error) => void): void {
  const { br: quick, gzip } = entry.bodies;
  if (!quick || !gzip || queue().size >= MAX_WAITING) return;
  queue()
    .add(async () => {
      // Unpacked and packed again on the thread pool: the event loop only hands the bytes over.
      const br = await smallestBrotli(await gunzipAsync(gzip));
      // No smaller (a tiny page): the stored copy stays, and so does its ETag.
      if (br.length >= quick.length) return;
      await store(key, { meta: { ...entry.meta, etag: smallerFormEtag(entry.meta.etag) }, bodies: { br, gzip } }, renderEpoch);
    })
    .catch(onError);
}

/** Resolves once every page waiting for its smaller form has it (tests, benchmarks). */
export function smallerBrotliSettled(): Promise<void> {
  return queue().onIdle();
}
