/**
 * A few real photos (JPEG, PNG) among the seed's generated images, so that the storefront's responsive image output
 * (resized AVIF/WebP) meets what a real Magento catalogue holds: the same drawings as the generated images they
 * replace, photographed (grain and all). The files live in backend/seed/media/; a `media_assets` row of kind
 * `raster` names the file (in `motif`) for its media path, and media.ts serves it as it is.
 */
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';

export const RASTER_KIND = 'raster';

/**
 * Product id → the file that is its first image: the iPhone 15's black variants (128 and 256 GB), as the photos
 * show a black phone; its silver and blue variants are drawn in their colours (product-artwork.ts).
 */
export const RASTER_PRODUCT_IMAGES: ReadonlyMap<number, string> = new Map([
  [1, 'product-phone.jpg'],
  [2, 'product-phone.png'],
]);

/** Home banner key → the file that is its image, in both languages. */
export const RASTER_BANNERS: ReadonlyMap<string, string> = new Map([['new-iphone', 'banner-phone.jpg']]);

const FILES = new Set([...RASTER_PRODUCT_IMAGES.values(), ...RASTER_BANNERS.values()]);
const CONTENT_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.png': 'image/png' };

/** The media path of the raster fixture that stands in for the generated image at `generatedPath`. */
export function rasterMediaPath(generatedPath: string, file: string): string {
  return generatedPath.replace(/\.\w+$/, extname(file));
}

/** The bytes and type of a raster fixture, or null for a name that is not one. */
export function readRasterFixture(file: string): { body: Buffer; contentType: string } | null {
  const contentType = CONTENT_TYPES[extname(file)];
  if (!FILES.has(file) || !contentType) return null;
  return { body: readFileSync(new URL(`./media/${file}`, import.meta.url)), contentType };
}
