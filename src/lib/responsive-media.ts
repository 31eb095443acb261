/**
 * Responsive copies of the catalogue's raster media (Magento's product and banner photos), shared by the image
 * components that ask for them (src/components/ui/MediaImage.astro on pages, src/islands/ui/MediaThumbnail.tsx in
 * islands) and the media route that makes them (src/pages/media/[...path].ts): `/media/<path>?w=<width>&f=<avif|webp>`. Only the widths below are made, so a
 * crawler cannot have the server resize one photo into thousands of sizes.
 */

/** Widths made for `srcset`: phone card up to a desktop hero at 2x. */
export const MEDIA_WIDTHS = [160, 320, 480, 640, 960, 1200] as const;
export const MEDIA_FORMATS = ['avif', 'webp'] as const;

export type MediaWidth = (typeof MEDIA_WIDTHS)[number];
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** Photos only: SVG artwork is already sharp at every size and small. */
const RASTER = /^\/media\/[^?#]+\.(jpe?g|png|webp)$/i;

export function isResizableMedia(src: string): boolean {
  return RASTER.test(src);
}

export function mediaVariantUrl(src: string, width: MediaWidth, format: MediaFormat): string {
  return `${src}?w=${width}&f=${format}`;
}

/**
 * The `srcset` of `src` in `format`, up to twice the largest size it is shown at (`maxDisplayWidth`, CSS pixels):
 * sharper than that is lost on a phone's screen and costs its network.
 */
export function mediaSrcset(src: string, format: MediaFormat, maxDisplayWidth: number): string {
  return srcsetWidths(maxDisplayWidth).map((width) => `${mediaVariantUrl(src, width, format)} ${width}w`).join(', ');
}

/** The widths a `srcset` offers for a photo shown at most `maxDisplayWidth` CSS px wide (see mediaSrcset). */
export function srcsetWidths(maxDisplayWidth: number): MediaWidth[] {
  const limit = maxDisplayWidth * 2;
  return MEDIA_WIDTHS.filter((width, index) => index === 0 || width <= limit || MEDIA_WIDTHS[index - 1]! < limit);
}

export type MediaSource = { type: `image/${MediaFormat}`; srcset: string; sizes: string };

/**
 * The `<source>`s of a `<picture>` showing `src`, one per format (best first), each with the widths of
 * `mediaSrcset`; none when `src` is not a photo that has copies (the caller then draws a plain `<img>`).
 */
export function mediaSources(src: string, maxDisplayWidth: number, sizes: string): MediaSource[] {
  if (!isResizableMedia(src)) return [];
  return MEDIA_FORMATS.map((format) => ({ type: `image/${format}`, srcset: mediaSrcset(src, format, maxDisplayWidth), sizes }));
}
