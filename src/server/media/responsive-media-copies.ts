/**
 * The responsive copies of Magento's raster media (src/lib/responsive-media.ts): made from the original by Astro's
 * configured image service (sharp) and kept in memory, least recently used out past 64 MB, so each width and
 * format of a photo is encoded once per server however many shoppers and caches ask. Two requests for the same copy
 * while it is being made share the work, and the copies being made of one photo share one read of its original.
 *
 * AVIF is usually the smallest, but sharp takes long to make a large one: 0.1–0.3 s for a 960–1200 px photo on this
 * project's 2-core machines at the effort astro.config.mjs sets (0.4–3 s at sharp's default), against 30–360 ms for
 * WebP. The first shopper to ask for an AVIF copy, after a deploy
 * or for a product nobody opened yet, would wait that long for the page's largest image. So while the AVIF copy is
 * being made, the WebP copy of the same width stands in for it (`standIn`): every browser that asks for AVIF reads
 * WebP, and the media route lets caches keep a stand-in for a minute only. And a page's first photos do not wait for
 * WebP either: their WebP copies are made as the page is rendered (`prepareStandIns`, first-photos.ts), before the
 * browser has the page to ask for them.
 */
import type { APIContext } from 'astro';
import { getConfiguredImageService, imageConfig } from 'astro:assets';
import { LRUCache } from 'lru-cache';
import type { MediaFormat, MediaWidth } from '@/lib/responsive-media.ts';

export type MediaCopy = { body: Uint8Array; contentType: string };
/** A copy to answer with; `standIn` when it is the WebP copy answering for an AVIF copy still being made. */
export type ServedMediaCopy = MediaCopy & { standIn: boolean };

const MAX_CACHED_BYTES = 64 * 1024 * 1024;
/** AVIF at 60 and WebP at 75 look like the JPEG original at product-photo sizes, at a fraction of its bytes. */
const QUALITY: Record<MediaFormat, number> = { avif: 60, webp: 75 };

const copies = new LRUCache<string, MediaCopy>({ maxSize: MAX_CACHED_BYTES, sizeCalculation: (copy) => Math.max(1, copy.body.byteLength) });
const copiesBeingMade = new Map<string, Promise<MediaCopy>>();
const originalsBeingRead = new Map<string, Promise<Uint8Array | null>>();

type Logger = APIContext['logger'];
type ReadOriginal = () => Promise<Uint8Array | null>;

async function encode(original: Uint8Array, src: string, width: MediaWidth, format: MediaFormat, logger: Logger): Promise<MediaCopy> {
  const service = await getConfiguredImageService();
  if (!('transform' in service)) throw new Error('The configured image service cannot transform images');
  const { data } = await service.transform(original, { src, width, format, quality: QUALITY[format] }, imageConfig, logger);
  // sharp names an AVIF file by its container (heif): the type is the format asked for.
  return { body: data, contentType: `image/${format}` };
}

function readOriginalOnce(path: string, readOriginal: ReadOriginal): Promise<Uint8Array | null> {
  let reading = originalsBeingRead.get(path);
  if (!reading) {
    reading = readOriginal().finally(() => originalsBeingRead.delete(path));
    originalsBeingRead.set(path, reading);
  }
  return reading;
}

/** The copy, kept or made now (one making for everyone who asks meanwhile); rejects with MediaOriginalMissing. */
function keptOrMadeCopy(path: string, width: MediaWidth, format: MediaFormat, readOriginal: ReadOriginal, logger: Logger): Promise<MediaCopy> {
  const key = `${path}|${width}|${format}`;
  const kept = copies.get(key);
  if (kept) return Promise.resolve(kept);
  let making = copiesBeingMade.get(key);
  if (!making) {
    making = (async () => {
      const original = await readOriginalOnce(path, readOriginal);
      if (!original) throw new MediaOriginalMissing();
      const copy = await encode(original, `/media/${path}`, width, format, logger);
      copies.set(key, copy);
      return copy;
    })().finally(() => copiesBeingMade.delete(key));
    copiesBeingMade.set(key, making);
  }
  return making;
}

/**
 * The copy of the media at `path` to answer with (its original read by `readOriginal` only when a copy has to be
 * made), or null when there is no such original. An AVIF copy not made yet is started and, meanwhile, answered by
 * the WebP copy of the same width.
 */
export async function responsiveMediaCopy(
  path: string,
  width: MediaWidth,
  format: MediaFormat,
  readOriginal: ReadOriginal,
  logger: Logger,
): Promise<ServedMediaCopy | null> {
  try {
    if (format === 'avif' && !copies.has(`${path}|${width}|avif`)) {
      keptOrMadeCopy(path, width, 'avif', readOriginal, logger).catch((error: unknown) => {
        // The next request starts it again; until then (or for good, if this server cannot make AVIF) WebP answers.
        if (!(error instanceof MediaOriginalMissing)) logger.warn(`AVIF copy of /media/${path} at ${width} px not made: ${String(error)}`);
      });
      return { ...(await keptOrMadeCopy(path, width, 'webp', readOriginal, logger)), standIn: true };
    }
    return { ...(await keptOrMadeCopy(path, width, format, readOriginal, logger)), standIn: false };
  } catch (error) {
    if (error instanceof MediaOriginalMissing) return null;
    throw error;
  }
}

/**
 * Makes the WebP copies of the media at `path` at these widths, unless kept or being made: the copies that answer at
 * once for it, in either format, once made. Settles when they are made; a failure is logged, never thrown (the
 * request for the copy tries again).
 */
export async function prepareStandIns(path: string, widths: readonly MediaWidth[], readOriginal: ReadOriginal, logger: Logger): Promise<void> {
  await Promise.all(
    widths.map((width) =>
      keptOrMadeCopy(path, width, 'webp', readOriginal, logger).catch((error: unknown) => {
        if (!(error instanceof MediaOriginalMissing)) logger.warn(`WebP copy of /media/${path} at ${width} px not made ahead: ${String(error)}`);
      }),
    ),
  );
}

class MediaOriginalMissing extends Error {}
