/**
 * Responsive copies of the catalogue's raster media (Magento's product and banner photos), shared by the image
 * components that ask for them (src/components/ui/MediaImage.astro on pages, src/islands/ui/MediaThumbnail.tsx in
 * islands) and the media route that makes them (src/pages/media/[...path].ts). A photo is one `<img srcset sizes>`
 * whose copies name their width only, `/media/<path>?w=<width>`: the media route answers each in the best format the
 * browser's `Accept` names (AVIF, else WebP, else the original's own), with `Vary: Accept`, as image CDNs do. Only
 * the widths below are made, so a crawler cannot have the server resize one photo into thousands of sizes.
 *
 * `?w=<width>&f=<avif|webp>` still names a format outright: pages rendered before the format was negotiated (and
 * still in a cache) point at those.
 */

/** Widths made for `srcset`: phone card up to a desktop hero at 2x. */
export const MEDIA_WIDTHS = [160, 320, 480, 640, 960, 1200] as const;
/** The formats a copy's URL may name (`?f=`), best first. */
export const MEDIA_FORMATS = ['avif', 'webp'] as const;

export type MediaWidth = (typeof MEDIA_WIDTHS)[number];
export type MediaFormat = (typeof MEDIA_FORMATS)[number];
/** The format of a photo's original, which a copy is made in for a browser that takes neither AVIF nor WebP. */
export type OriginalFormat = 'jpeg' | 'png' | 'webp';
/** What a copy is encoded as. */
export type MediaCopyFormat = MediaFormat | OriginalFormat;

/** Photos only: SVG artwork is already sharp at every size and small. */
const RASTER = /^\/media\/[^?#]+\.(jpe?g|png|webp)$/i;

export function isResizableMedia(src: string): boolean {
  return RASTER.test(src);
}

/** The format of the photo at `src` (a resizable media path), by its extension. */
export function originalFormat(src: string): OriginalFormat {
  const extension = RASTER.exec(src)?.[1]?.toLowerCase();
  return extension === 'png' ? 'png' : extension === 'webp' ? 'webp' : 'jpeg';
}

/** The copy of `src` at `width`, in the format the browser that asks for it takes best. */
export function mediaCopyUrl(src: string, width: MediaWidth): string {
  return `${src}?w=${width}`;
}

/**
 * The `srcset` of `src`, up to twice the largest size it is shown at (`maxDisplayWidth`, CSS pixels): sharper than
 * that is lost on a phone's screen and costs its network.
 */
export function mediaSrcset(src: string, maxDisplayWidth: number, minDevicePixels = 0): string {
  return srcsetWidths(maxDisplayWidth, minDevicePixels).map((width) => `${mediaCopyUrl(src, width)} ${width}w`).join(', ');
}

/**
 * The widths a `srcset` offers for a photo shown at most `maxDisplayWidth` CSS px wide (see mediaSrcset), none
 * narrower than `minDevicePixels` where the caller knows the photo is never drawn across fewer (a product card's).
 */
export function srcsetWidths(maxDisplayWidth: number, minDevicePixels = 0): MediaWidth[] {
  const limit = maxDisplayWidth * 2;
  const offered = MEDIA_WIDTHS.filter((width, index) => index === 0 || width <= limit || MEDIA_WIDTHS[index - 1]! < limit);
  // A copy narrower than the fewest device pixels the photo is ever drawn across is never the one a browser picks.
  const used = offered.filter((width) => width >= minDevicePixels);
  return used.length > 0 ? used : offered.slice(-1);
}

export type ResponsiveImage = { srcset: string; sizes: string };

/**
 * The `srcset` and `sizes` of an `<img>` showing `src`, or null when `src` is not a photo that has copies (the
 * image is then its plain `src`). The `src` itself stays the original: what a browser without `srcset` shows.
 */
export function responsiveImage(src: string, maxDisplayWidth: number, sizes: string, minDevicePixels = 0): ResponsiveImage | null {
  return isResizableMedia(src) ? { srcset: mediaSrcset(src, maxDisplayWidth, minDevicePixels), sizes: compactSizes(sizes) } : null;
}

/**
 * `sizes` without the spaces around its commas and a media feature's colon (`(min-width: 640px) 80px, 56px` is
 * `(min-width:640px) 80px,56px`): the same to a browser, and a page repeats it for every card.
 */
export function compactSizes(sizes: string): string {
  return sizes.trim().replace(/\s*([,:])\s*/g, '$1');
}

/**
 * The screens a first-screen photo is capped for: a phone's (below the `sm` breakpoint) of 2.5x or more. Chromium takes
 * the narrowest copy that covers the width `sizes` tells it times the screen's density, so a 3x phone took the 1,200 px
 * copy of a product photo 324 px wide, and the 640 px copy of a listing card 173 px wide. Such a screen is told 60% of
 * the width instead: it takes the first copy of at least 1.8 times the width at 3x (the 640 and the 320 px ones).
 * Sharper than twice is not seen at a phone's viewing distance (Twitter capped every image at 2x on that finding,
 * "Capping image fidelity on ultra-high resolution devices", 2019), and the copy has a third to a half of the pixels.
 * A first-screen photo is what a shopper waits for: on a prerendered page its decode is on the path from the tap to
 * the first frame (the product photo's AVIF took 64-191 ms of it in bench:journey's traces at 3x), and on a first load
 * its bytes are the largest paint's. Photos further down keep the screen's full density.
 */
const DENSE_PHONE = '(max-width:639px) and (min-resolution:2.5dppx)';

/** `sizes` (compact or not) with, first, the entry that caps a dense phone's copy at about twice the photo's width. */
export function cappedForDensePhones(sizes: string): string {
  // `auto` (a lazy photo's laid-out width) must come first, and is the width a dense screen is then told anyway.
  if (/^\s*auto\b/.test(sizes)) return sizes;
  // The last entry is the one without a media condition: the width on the narrowest screens, a phone's.
  const phone = sizes.split(/,(?![^(]*\))/).at(-1)!.trim();
  // A calc() in a calc() is a `sizes` Chromium drops: the inner one becomes a bracket.
  const term = /^calc\(.*\)$/.test(phone) ? phone.slice('calc'.length) : phone;
  return `${DENSE_PHONE} calc(${term}*0.6),${sizes}`;
}
