/**
 * The `sizes` of a product card's image, for the two layouts cards are shown in (src/lib/layout-image-sizes.ts).
 * Each follows its layout's classes: change one with the other.
 */
import { layoutImageSizes } from '@/lib/layout-image-sizes.ts';

/** The card's 1px border a side and the image's `px-3`. */
const CARD_IMAGE_INSET = 0.125 + 1.5;

/** ProductGrid: `grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5`. */
export const GRID_CARD_IMAGE_SIZES = layoutImageSizes(
  { base: { columns: 2, gap: 0.75 }, sm: { columns: 3, gap: 1 }, lg: { columns: 4, gap: 1 }, xl: { columns: 5, gap: 1 } },
  CARD_IMAGE_INSET,
);

/** A product Carousel (src/components/ui/Carousel.astro): items `w-40 sm:w-48 lg:w-[calc((100%-4*1rem)/5)]`. */
export const CAROUSEL_CARD_IMAGE_SIZES = layoutImageSizes(
  { base: { width: 10 }, sm: { width: 12 }, lg: { columns: 5, gap: 1 } },
  CARD_IMAGE_INSET,
);

/**
 * The fewest device pixels a card's photo is drawn across: about 130 CSS px in a phone's two columns (a 360 px
 * screen), on a screen of at least 1.5x (phones sold now), and over 200 px from the tablet layout up. The 160 px copy
 * is never the one picked, so cards leave it out of their `srcset`.
 */
export const CARD_IMAGE_MIN_DEVICE_PIXELS = 195;

/**
 * The `sizes` of a grid card's photo that loads lazily (all but a phone's first row): the width the browser has laid
 * it out at (`auto`, which lazy images may use: Chrome 126+, Firefox 150+), and where the browser lacks that
 * (Safari), 39vw: within a pixel below or 7% above a phone's two columns from 360 to 430 px, the copy the exact width
 * picks; a tablet or desktop there may take the next copy up. It is 10 bytes where the grid's own `sizes` is 150, on
 * each of a listing's twenty-odd lazy cards.
 */
export const GRID_CARD_LAZY_IMAGE_SIZES = 'auto, 39vw';
