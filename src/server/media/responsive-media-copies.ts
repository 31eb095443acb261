/**
 * The responsive copies of Magento's raster media (src/lib/responsive-media.ts): made from the original by Astro's
 * configured image service (sharp) and kept in memory, least recently used out past 64 MB, so each width and
 * format of a photo is encoded once per server however many shoppers and caches ask. Two requests for the same copy
 * while it is being made share the work.
 */
import type { APIContext } from 'astro';
import { getConfiguredImageService, imageConfig } from 'astro:assets';
import { LRUCache } from 'lru-cache';
import type { MediaFormat, MediaWidth } from '@/lib/responsive-media.ts';

export type MediaCopy = { body: Uint8Array; contentType: string };

const MAX_CACHED_BYTES = 64 * 1024 * 1024;
/** AVIF at 60 and WebP at 75 look like the JPEG original at product-photo sizes, at a fraction of its bytes. */
const QUALITY: Record<MediaFormat, number> = { avif: 60, webp: 75 };

const copies = new LRUCache<string, MediaCopy>({ maxSize: MAX_CACHED_BYTES, sizeCalculation: (copy) => Math.max(1, copy.body.byteLength) });
const inFlight = new Map<string, Promise<MediaCopy>>();

type Logger = APIContext['logger'];

async function encode(original: Uint8Array, src: string, width: MediaWidth, format: MediaFormat, logger: Logger): Promise<MediaCopy> {
  const service = await getConfiguredImageService();
  if (!('transform' in service)) throw new Error('The configured image service cannot transform images');
  const { data } = await service.transform(original, { src, width, format, quality: QUALITY[format] }, imageConfig, logger);
  // sharp names an AVIF file by its container (heif): the type is the format asked for.
  return { body: data, contentType: `image/${format}` };
}

/** The copy of the media at `path` (its original read by `readOriginal` only when the copy is not kept yet). */
export async function responsiveMediaCopy(
  path: string,
  width: MediaWidth,
  format: MediaFormat,
  readOriginal: () => Promise<Uint8Array | null>,
  logger: Logger,
): Promise<MediaCopy | null> {
  const key = `${path}|${width}|${format}`;
  const kept = copies.get(key);
  if (kept) return kept;
  let making = inFlight.get(key);
  if (!making) {
    making = (async () => {
      const original = await readOriginal();
      if (!original) throw new MediaOriginalMissing();
      const copy = await encode(original, `/media/${path}`, width, format, logger);
      copies.set(key, copy);
      return copy;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, making);
  }
  try {
    return await making;
  } catch (error) {
    if (error instanceof MediaOriginalMissing) return null;
    throw error;
  }
}

class MediaOriginalMissing extends Error {}
