/**
 * `npm run fonts:subset`: makes the core cuts of the store's fonts in src/assets/fonts/, each a face from
 * @fontsource cut down by HarfBuzz's subsetter (which keeps every glyph the kept characters' shaping reaches) to the
 * characters the store's first screens are written in:
 * - `noto-kufi-arabic-core-{400,700}.woff2`: Noto Kufi Arabic's Arabic face, to src/components/layout/arabic-core.ts;
 * - `noto-kufi-arabic-latin-core-{400,700}.woff2`: its Latin face (Arabic pages' prices and codes), and
 *   `inter-core-{400,700}.woff2`: Inter (English pages), to src/components/layout/latin-core.ts.
 * Run it after updating a font package or a character list; tests/unit/scripts/subset-fonts.test.ts fails while the
 * files are stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
// @ts-expect-error untyped CommonJS module
import subsetFontModule from 'subset-font';
import { ARABIC_CORE_CODE_POINTS } from '../src/components/layout/arabic-core.ts';
import { LATIN_CORE_CODE_POINTS } from '../src/components/layout/latin-core.ts';
import { charactersOf, type CodePointRanges } from '../src/components/layout/unicode-ranges.ts';

const subsetFont = subsetFontModule as (font: Buffer, text: string, options: { targetFormat: 'woff2' }) => Promise<Buffer>;

export const FONT_WEIGHTS = [400, 700] as const;

export type FontCut = {
  /** The committed file, under src/assets/fonts/, for a weight. */
  name: (weight: number) => string;
  /** The @fontsource file it is cut from, for a weight. */
  source: (weight: number) => string;
  characters: CodePointRanges;
};

export const FONT_CUTS: readonly FontCut[] = [
  {
    name: (weight) => `noto-kufi-arabic-core-${weight}.woff2`,
    source: (weight) => `@fontsource/noto-kufi-arabic/files/noto-kufi-arabic-arabic-${weight}-normal.woff2`,
    characters: ARABIC_CORE_CODE_POINTS,
  },
  {
    name: (weight) => `noto-kufi-arabic-latin-core-${weight}.woff2`,
    source: (weight) => `@fontsource/noto-kufi-arabic/files/noto-kufi-arabic-latin-${weight}-normal.woff2`,
    characters: LATIN_CORE_CODE_POINTS,
  },
  {
    name: (weight) => `inter-core-${weight}.woff2`,
    source: (weight) => `@fontsource/inter/files/inter-latin-${weight}-normal.woff2`,
    characters: LATIN_CORE_CODE_POINTS,
  },
];

export const cutPathOf = (cut: FontCut, weight: number) => fileURLToPath(new URL(`../src/assets/fonts/${cut.name(weight)}`, import.meta.url));

/** One weight of a cut, as the committed file should hold it. */
export async function fontCut(cut: FontCut, weight: number): Promise<Buffer> {
  return subsetFont(readFileSync(fileURLToPath(import.meta.resolve(cut.source(weight)))), charactersOf(cut.characters), { targetFormat: 'woff2' });
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
