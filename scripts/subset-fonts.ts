/**
 * `npm run fonts:subset`: makes the core cuts of the store's fonts in src/assets/fonts/, each a font cut down by
 * HarfBuzz's subsetter (which keeps every glyph the kept characters' shaping reaches) to the characters the store's
 * first screens are written in:
 * - `noto-kufi-arabic-core-{400,700}.woff2`: Noto Kufi Arabic (Arabic pages), to src/components/layout/kufi-core.ts
 *   (the Arabic characters of arabic-core.ts and the Latin ones of latin-core.ts). It is cut from Google Fonts' whole
 *   font, which holds both scripts (@fontsource splits the family into an Arabic and a Latin file).
 * - `inter-core-{400,700}.woff2`: Inter (English pages), from @fontsource's Latin file, to latin-core.ts.
 * Each cut keeps only the OpenType features a browser applies by itself (SHAPING_FEATURES): the ones a page would have
 * to ask for (fractions, tabular or proportional figures, ordinals, alternates), which no page of the store asks for,
 * pulled a hundred more glyphs into Inter's cut.
 * Run it after updating a font package or a character list; tests/unit/scripts/subset-fonts.test.ts fails while the
 * files are stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
// @ts-expect-error untyped CommonJS module
import subsetFontModule from 'subset-font';
import { KUFI_CORE_CODE_POINTS } from '../src/components/layout/kufi-core.ts';
import { LATIN_CORE_CODE_POINTS } from '../src/components/layout/latin-core.ts';
import { charactersOf, type CodePointRanges } from '../src/components/layout/unicode-ranges.ts';
import { convertFont } from './lib/font-format.ts';
import { averageCharWidthOf, withAverageCharWidth } from './lib/sfnt-average-char-width.ts';

const subsetFont = subsetFontModule as (font: Buffer, text: string, options: { targetFormat: 'sfnt'; keepFeatures?: readonly string[] }) => Promise<Buffer>;

/**
 * The OpenType features text is shaped with when the page asks for none (HarfBuzz's defaults, as browsers shape): for
 * every script, horizontal text, the variation and direction ones, and Arabic's joining forms and mark placement.
 */
export const SHAPING_FEATURES = [
  'abvm', 'blwm', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig',
  'calt', 'clig', 'curs', 'dist', 'kern', 'liga', 'rclt',
  'rvrn', 'ltra', 'ltrm', 'rtla', 'rtlm',
  'isol', 'fina', 'fin2', 'fin3', 'medi', 'med2', 'init', 'mset', 'stch',
] as const;

export const FONT_WEIGHTS = [400, 700] as const;
export type FontWeight = (typeof FONT_WEIGHTS)[number];

const KUFI_STYLE_FOLDERS: Record<FontWeight, string> = { 400: '400Regular', 700: '700Bold' };

export type FontCut = {
  /** The committed file, under src/assets/fonts/, for a weight. */
  name: (weight: FontWeight) => string;
  /** The installed font file it is cut from, for a weight. */
  source: (weight: FontWeight) => string;
  characters: CodePointRanges;
  /**
   * The installed font whose average character width (sfnt-average-char-width.ts) the cut carries, for a weight:
   * the font the cut replaces on the first screen, so that text fields keep their width.
   */
  averageCharWidthOf?: (weight: FontWeight) => string;
};

export const FONT_CUTS: readonly FontCut[] = [
  {
    name: (weight) => `noto-kufi-arabic-core-${weight}.woff2`,
    source: (weight) => `@expo-google-fonts/noto-kufi-arabic/${KUFI_STYLE_FOLDERS[weight]}/NotoKufiArabic_${KUFI_STYLE_FOLDERS[weight]}.ttf`,
    characters: KUFI_CORE_CODE_POINTS,
    // Arabic pages' text fields were sized by the Latin face (it draws the space); the whole font's figure, averaged
    // over its Arabic glyphs too, is two thirds larger.
    averageCharWidthOf: (weight) => `@fontsource/noto-kufi-arabic/files/noto-kufi-arabic-latin-${weight}-normal.woff2`,
  },
  {
    name: (weight) => `inter-core-${weight}.woff2`,
    source: (weight) => `@fontsource/inter/files/inter-latin-${weight}-normal.woff2`,
    characters: LATIN_CORE_CODE_POINTS,
  },
];

export const cutPathOf = (cut: FontCut, weight: FontWeight) => fileURLToPath(new URL(`../src/assets/fonts/${cut.name(weight)}`, import.meta.url));

const installedFont = (specifier: string) => readFileSync(fileURLToPath(import.meta.resolve(specifier)));

/** One weight of a cut, as the committed file should hold it. */
export async function fontCut(cut: FontCut, weight: FontWeight): Promise<Buffer> {
  const subset = await subsetFont(installedFont(cut.source(weight)), charactersOf(cut.characters), { targetFormat: 'sfnt', keepFeatures: SHAPING_FEATURES });
  const widthSource = cut.averageCharWidthOf?.(weight);
  const font = widthSource ? withAverageCharWidth(subset, averageCharWidthOf(await convertFont(installedFont(widthSource), 'sfnt'))) : subset;
  return convertFont(font, 'woff2');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const cut of FONT_CUTS) {
    for (const weight of FONT_WEIGHTS) {
      const bytes = await fontCut(cut, weight);
      writeFileSync(cutPathOf(cut, weight), bytes);
      console.log(`${cutPathOf(cut, weight)}: ${bytes.length} bytes`);
    }
  }
}
