/**
 * The responsive copies of Magento's raster media (src/lib/responsive-media.ts): made from the original by Astro's
 * configured image service (sharp) and kept in memory, least recently used out past 64 MB, so each width and
 * format of a photo is encoded once per server however many shoppers and caches ask. Two requests for the same copy
 * while it is being made share the work, and the copies being made of one photo share one read of its original.
 * Copies are kept by the format they are in, so the answer to a width-only URL (its format picked from `Accept`)
 * is kept once per format, like one that names its format.
 *
 * AVIF is usually the smallest, but sharp takes long to make a large one: 0.1–0.3 s for a 960–1200 px photo on this
 * project's 2-core machines at the effort astro.config.mjs sets (0.4–3 s at sharp's default), against 30–360 ms for
 * WebP. The first shopper to ask for an AVIF copy, after a deploy
 * or for a product nobody opened yet, would wait that long for the page's largest image. So while the AVIF copy is
 * being made, the WebP copy of the same width stands in for it (`standIn`): every browser that asks for AVIF reads
 * WebP, and the media route lets caches keep a stand-in for a minute only. And a page's first photos do not wait for
 * WebP either: their WebP copies are made as the page is rendered (`prepareStandIns`, first-photos.ts), before the
 * browser has the page to ask for them.
 *
 * A request that comes while its copy is still being made is answered at once by a copy of the same photo that is
 * ready and as sharp, if there is one: in a format the request takes, at its width or wider (at most twice: a few
 * more bytes for a minute, never a banner for a thumbnail), as a stand-in. Only with none does it wait, and then for
 * the encode already running, not for a new one. Neither the original (a real catalogue's can be megabytes, where
 * the copy is tens of KB) nor a narrower copy (blurred) stands in.
 */
import type { APIContext } from 'astro';
import { getConfiguredImageService, imageConfig } from 'astro:assets';
import { LRUCache } from 'lru-cache';
import { MEDIA_WIDTHS, type MediaCopyFormat, type MediaWidth } from '@/lib/responsive-media.ts';

export type MediaCopy = { body: Uint8Array; contentType: string };
/**
 * When the copy answering was made, from the request's side: `kept` ready before it came, `ahead` finished while it
 * waited but started before it came (a page's first photos, as the page rendered), `made` made while it waited.
 */
export type CopyReadiness = 'kept' | 'ahead' | 'made';
/** A copy to answer with; `standIn` when it answers for a better one still being made. */
export type ServedMediaCopy = MediaCopy & { standIn: boolean; readiness: CopyReadiness };

const MAX_CACHED_BYTES = 64 * 1024 * 1024;
/**
 * AVIF at 60 and WebP at 75 look like the JPEG original at product-photo sizes, at a fraction of its bytes; a JPEG
 * copy (for a browser that takes neither) at 80. PNG is lossless: no quality.
 */
const QUALITY: Record<MediaCopyFormat, number | undefined> = { avif: 60, webp: 75, jpeg: 80, png: undefined };
/** A wider copy stands in for one being made up to this many times its width. */
const STAND_IN_MAX_SCALE = 2;

const copies = new LRUCache<string, MediaCopy>({ maxSize: MAX_CACHED_BYTES, sizeCalculation: (copy) => Math.max(1, copy.body.byteLength) });
const copiesBeingMade = new Map<string, { making: Promise<MediaCopy>; ahead: boolean }>();
const originalsBeingRead = new Map<string, Promise<Uint8Array | null>>();

type Logger = APIContext['logger'];
type ReadOriginal = () => Promise<Uint8Array | null>;

const copyKey = (path: string, width: MediaWidth, format: MediaCopyFormat) => `${path}|${width}|${format}`;

async function encode(original: Uint8Array, src: string, width: MediaWidth, format: MediaCopyFormat, logger: Logger): Promise<MediaCopy> {
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

/**
 * The copy, kept or made now (one making for everyone who asks meanwhile; `ahead` when no request asked for it
 * yet); rejects with MediaOriginalMissing.
 */
function keptOrMadeCopy(path: string, width: MediaWidth, format: MediaCopyFormat, readOriginal: ReadOriginal, logger: Logger, ahead = false): Promise<MediaCopy> {
  const key = copyKey(path, width, format);
  const kept = copies.get(key);
  if (kept) return Promise.resolve(kept);
  let being = copiesBeingMade.get(key);
  if (!being) {
    const making = (async () => {
      const original = await readOriginalOnce(path, readOriginal);
      if (!original) throw new MediaOriginalMissing();
      const copy = await encode(original, `/media/${path}`, width, format, logger);
      copies.set(key, copy);
      return copy;
    })().finally(() => copiesBeingMade.delete(key));
    being = { making, ahead };
    copiesBeingMade.set(key, being);
  }
  return being.making;
}

/**
 * Makes a copy off the request's path (`ahead` of any request, as for a page's first photos); settles when it is
 * made. A failure is logged, never thrown: until it is made (or for good, if this server cannot make this format) a
 * stand-in answers, and the next request starts it again.
 */
function makeCopyAside(path: string, width: MediaWidth, format: MediaCopyFormat, readOriginal: ReadOriginal, logger: Logger, ahead = false): Promise<void> {
  return keptOrMadeCopy(path, width, format, readOriginal, logger, ahead).then(
    () => undefined,
    (error: unknown) => {
      if (!(error instanceof MediaOriginalMissing)) logger.warn(`${format} copy of /media/${path} at ${width} px not made${ahead ? ' ahead' : ''}: ${String(error)}`);
    },
  );
}

/** A kept copy as sharp as the one asked for: at its width (in the next format), else the narrowest wider one. */
function readyStandIn(path: string, width: MediaWidth, formats: readonly MediaCopyFormat[]): MediaCopy | undefined {
  for (const wider of MEDIA_WIDTHS.filter((candidate) => candidate >= width && candidate <= width * STAND_IN_MAX_SCALE)) {
    for (const format of formats) {
      const kept = copies.get(copyKey(path, wider, format));
      if (kept) return kept;
    }
  }
  return undefined;
}

/**
 * The copy of the media at `path` at `width` to answer with, in the first of `formats` (the format asked for, then
 * those that may stand in for it, best first), or null when there is no such original; its original is read by
 * `readOriginal` only when a copy has to be made. A copy not made yet is started and, meanwhile, answered by a ready
 * copy as sharp in another of `formats` or wider (see above); with none ready, the request waits for its copy, or
 * for an AVIF copy the next format's (AVIF takes long to make).
 */
export async function responsiveMediaCopy(
  path: string,
  width: MediaWidth,
  formats: readonly [MediaCopyFormat, ...MediaCopyFormat[]],
  readOriginal: ReadOriginal,
  logger: Logger,
): Promise<ServedMediaCopy | null> {
  const [wanted] = formats;
  const kept = copies.get(copyKey(path, width, wanted));
  if (kept) return { ...kept, standIn: false, readiness: 'kept' };
  const standIn = readyStandIn(path, width, formats);
  if (standIn) {
    void makeCopyAside(path, width, wanted, readOriginal, logger);
    return { ...standIn, standIn: true, readiness: 'kept' };
  }
  const awaited = wanted === 'avif' ? (formats.find((format) => format !== 'avif') ?? wanted) : wanted;
  if (awaited !== wanted) void makeCopyAside(path, width, wanted, readOriginal, logger);
  const readiness = copiesBeingMade.get(copyKey(path, width, awaited))?.ahead ? 'ahead' : 'made';
  try {
    return { ...(await keptOrMadeCopy(path, width, awaited, readOriginal, logger)), standIn: awaited !== wanted, readiness };
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
  await Promise.all(widths.map((width) => makeCopyAside(path, width, 'webp', readOriginal, logger, true)));
}

class MediaOriginalMissing extends Error {}
