/**
 * The `sizes` of an image laid out in the page's content box: the width it is shown at, at every screen width, so
 * that the browser picks the copy the screen needs and not one a size up. (With `100vw` a 412 px phone at 1.75x took
 * the 960 px copy of a product photo, 18 KB, where its 346 px box needs the 640 px one, 7 KB, as sharp.)
 *
 * The content box is the page's (`max-w-page px-4 lg:px-6`): the screen less 1rem a side, 1.5rem a side from the
 * `lg` breakpoint, and 77rem at most, from 80rem (1280 px, also `xl`) up. A layout says, for Tailwind's breakpoints,
 * how many columns share that box and the gap between them, or a fixed item width; `inset` is what the item's box
 * takes from the image (border and padding). tests/e2e/responsive-images.spec.ts checks the result against the real
 * layout.
 */

/** Columns sharing the content box, with gaps between them (rem), or items of a fixed width (rem). */
export type LayoutBand = { columns: number; gap: number } | { width: number };

export interface ImageLayout {
  /** Below 640 px. */
  base: LayoutBand;
  /** From 640 px. */
  sm?: LayoutBand;
  /** From 1024 px. */
  lg?: LayoutBand;
  /** From 1280 px. */
  xl?: LayoutBand;
}

const PAGE_MAX = 77;

/** The content box's width at each breakpoint band: the screen less this many rem, or (xl) this many rem. */
const CONTENT = { base: { screenLess: 2 }, sm: { screenLess: 2 }, lg: { screenLess: 3 }, xl: PAGE_MAX } as const;
const MIN_WIDTH = { sm: 640, lg: 1024, xl: 1280 } as const;

/** A number rounded to a thousandth: enough for a pixel at any size, and short in the markup. */
const short = (value: number) => String(Math.round(value * 1000) / 1000);

/**
 * The item's width as the shortest CSS length that says it: in rem, or `calc(<share of the screen> - <rem>)` (the
 * content box's and gaps' rem folded into one: `(100vw - 2rem - 0.75rem) / 2 - 1.625rem` is `50vw - 3rem`). A share
 * with no short decimal (a third) stays a division, so the browser computes it exactly.
 */
function widthIn(band: LayoutBand, content: { screenLess: number } | number, inset: number): string {
  if ('width' in band) return `${short(band.width - inset)}rem`;
  const { columns, gap } = band;
  const gaps = (columns - 1) * gap;
  if (typeof content === 'number') return `${short((content - gaps) / columns - inset)}rem`;
  const share = Number.isInteger((100 / columns) * 1000) ? `${short(100 / columns)}vw` : `100vw/${columns}`;
  return `calc(${share} - ${short((content.screenLess + gaps) / columns + inset)}rem)`;
}

/** `sizes` for an image in `layout`, whose box takes `inset` rem from it (border and padding, both sides). */
export function layoutImageSizes(layout: ImageLayout, inset: number): string {
  const sm = layout.sm ?? layout.base;
  const lg = layout.lg ?? sm;
  const xl = layout.xl ?? lg;
  const entries: [string, string][] = [
    [`(min-width:${MIN_WIDTH.xl}px) `, widthIn(xl, CONTENT.xl, inset)],
    [`(min-width:${MIN_WIDTH.lg}px) `, widthIn(lg, CONTENT.lg, inset)],
    [`(min-width:${MIN_WIDTH.sm}px) `, widthIn(sm, CONTENT.sm, inset)],
    ['', widthIn(layout.base, CONTENT.base, inset)],
  ];
  // A band that says what the next narrower one says is left out.
  return entries
    .filter(([, width], index) => width !== entries[index + 1]?.[1])
    .map(([condition, width]) => condition + width)
    .join(',');
}
