/**
 * The `sizes` of an image laid out in the page's content box: the width it is shown at, at every screen width, so
 * that the browser picks the copy the screen needs and not one a size up. (With `100vw` a 412 px phone at 1.75x took
 * the 960 px copy of a product photo, 18 KB, where its 346 px box needs the 640 px one, 7 KB, as sharp.)
 *
 * The content box is the page's (`max-w-page px-4 lg:px-6`): the screen less 1rem a side, 1.5rem a side from the
 * `lg` breakpoint, and 77rem at most, from 80rem (1280 px, also `xl`) up. A layout says, for Tailwind's breakpoints,
 * how many columns share that box and the gap between them, or a fixed item width; `inset` is what the item's box
 * takes from the image (border and padding). tests/e2e/page-sweep.spec.ts checks the result against the real layout.
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

/** The content box's width at each breakpoint band, as a CSS length (a number: rem). */
const CONTENT = { base: '100vw - 2rem', sm: '100vw - 2rem', lg: '100vw - 3rem', xl: PAGE_MAX } as const;
const MIN_WIDTH = { sm: 640, lg: 1024, xl: 1280 } as const;

/** rem, rounded to a thousandth: enough for a pixel at any size and short in the markup. */
const rem = (value: number) => `${Math.round(value * 1000) / 1000}rem`;

function widthIn(band: LayoutBand, content: string | number, inset: number): string {
  if ('width' in band) return rem(band.width - inset);
  const { columns, gap } = band;
  if (typeof content === 'number') return rem((content - (columns - 1) * gap) / columns - inset);
  const shared = gap > 0 && columns > 1 ? `${content} - ${rem((columns - 1) * gap)}` : content;
  return columns === 1 ? `calc(${shared} - ${rem(inset)})` : `calc((${shared}) / ${columns} - ${rem(inset)})`;
}

/** `sizes` for an image in `layout`, whose box takes `inset` rem from it (border and padding, both sides). */
export function layoutImageSizes(layout: ImageLayout, inset: number): string {
  const sm = layout.sm ?? layout.base;
  const lg = layout.lg ?? sm;
  const xl = layout.xl ?? lg;
  const entries: [string, string][] = [
    [`(min-width: ${MIN_WIDTH.xl}px) `, widthIn(xl, CONTENT.xl, inset)],
    [`(min-width: ${MIN_WIDTH.lg}px) `, widthIn(lg, CONTENT.lg, inset)],
    [`(min-width: ${MIN_WIDTH.sm}px) `, widthIn(sm, CONTENT.sm, inset)],
    ['', widthIn(layout.base, CONTENT.base, inset)],
  ];
  // A band that says what the next narrower one says is left out.
  return entries
    .filter(([, width], index) => width !== entries[index + 1]?.[1])
    .map(([condition, width]) => condition + width)
    .join(', ');
}
