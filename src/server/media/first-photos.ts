/**
 * Issue 41: the first shopper after a deploy (or the first to open a product nobody opened yet) does not wait for a
 * page's first photos to be encoded. A photo on the first screen (MediaImage `priority` or `eager`: the home's
 * banners, a listing's first row, a product's main photo) has its WebP copies at every width of its `srcset` started
 * as the page is rendered, in the background: by the time the browser has read the page and asks for one (a
 * width-only URL, its format picked from Accept), it is kept or being made, and it answers for WebP and, as the
 * stand-in while the AVIF copy is made, for AVIF (responsive-media-copies.ts); the answer's `X-Media-Copy` says
 * `kept` or `ahead`, never `made`. Copies already kept cost nothing; two renders share one making.
 */
import type { APIContext } from 'astro';
import { isResizableMedia, srcsetWidths } from '@/lib/responsive-media.ts';
import { readMediaOriginal } from './media-original.ts';
import { prepareStandIns } from './responsive-media-copies.ts';

const MEDIA_PREFIX = '/media/';

/** Starts making the copies of the photo at `src` (a `/media/...` URL) shown at most `maxDisplayWidth` px wide. */
export function prepareFirstPhoto(src: string, maxDisplayWidth: number, logger: APIContext['logger'], minDevicePixels = 0): Promise<void> {
  if (!isResizableMedia(src)) return Promise.resolve();
  const path = src.slice(MEDIA_PREFIX.length);
  return prepareStandIns(path, srcsetWidths(maxDisplayWidth, minDevicePixels), () => readMediaOriginal(path), logger);
}
