/**
 * What a seeded product's generated pictures draw (backend/catalog/artwork.ts renders them): the motif of what the
 * product is, read from its English name where its category holds several kinds (a keyboard among the mice of
 * "Computer Accessories"), else its category's; and its finish, the colour it is sold in: its colour option's
 * swatch for a variant of any configurable product, else a colour its name says ("… Graphite", "… White").
 */
import type { ProductSeed } from './product-seed.ts';
import { OPTIONS, optionOf } from './product-options.ts';

/** Kinds a category mixes, by the words of the English name that say them (the first that matches wins). */
const NAMED_MOTIFS: ReadonlyArray<[RegExp, string]> = [
  [/\bkeyboard|\bkeys\b/i, 'keyboard'],
  [/\bmouse\b/i, 'mouse'],
  [/\bwebcam\b/i, 'webcam'],
  [/\bmonitor\b/i, 'monitor'],
  [/\bpen\b|\bpencil\b/i, 'pen'],
  [/\bstand\b/i, 'stand'],
  [/\bscreen protector\b/i, 'screen-protector'],
  [/\bcable\b/i, 'cable'],
];

/** Colour words of names that are not option values, with the swatch they are drawn in. */
const NAMED_FINISHES: ReadonlyArray<[RegExp, string]> = [
  [/\bgraphite\b/i, '#3b3f45'],
  [/\bpale grey\b/i, '#c9ccd1'],
  ...OPTIONS.filter((option) => option.attribute === 'color' && option.swatch !== null)
    .map((option): [RegExp, string] => [new RegExp(`\\b${option.en}\\b`, 'i'), option.swatch ?? '']),
];

export interface ProductArtwork {
  motif: string;
  /** The body's colour (hex), or null for the motif's own. */
  finish: string | null;
}

export function productArtwork(product: Pick<ProductSeed, 'en' | 'category' | 'options'>): ProductArtwork {
  const motif = NAMED_MOTIFS.find(([words]) => words.test(product.en))?.[1] ?? product.category.motif;
  const colour = product.options?.color;
  const finish = colour !== undefined ? optionOf('color', colour).swatch : (NAMED_FINISHES.find(([words]) => words.test(product.en))?.[1] ?? null);
  return { motif, finish };
}
