/**
 * `npm run fonts:subset`: makes src/assets/fonts/noto-kufi-arabic-core-{400,700}.woff2, Noto Kufi Arabic (from
 * @fontsource/noto-kufi-arabic) cut down to the store's core Arabic characters (src/components/layout/arabic-core.ts)
 * by HarfBuzz's subsetter, which keeps every glyph the kept characters' shaping reaches. Run it after updating the
 * font package or the character list; tests/unit/scripts/subset-fonts.test.ts fails while the files are stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
// @ts-expect-error untyped CommonJS module
import subsetFontModule from 'subset-font';
import { arabicCoreText } from '../src/components/layout/arabic-core.ts';

const subsetFont = subsetFontModule as (font: Buffer, text: string, options: { targetFormat: 'woff2' }) => Promise<Buffer>;

export const FONT_WEIGHTS = [400, 700] as const;

const sourceOf = (weight: number) =>
  fileURLToPath(import.meta.resolve(`@fontsource/noto-kufi-arabic/files/noto-kufi-arabic-arabic-${weight}-normal.woff2`));
export const subsetPathOf = (weight: number) => fileURLToPath(new URL(`../src/assets/fonts/noto-kufi-arabic-core-${weight}.woff2`, import.meta.url));

/** The core subset of one weight, as the committed file should hold it. */
export async function arabicCoreSubset(weight: number): Promise<Buffer> {
  return subsetFont(readFileSync(sourceOf(weight)), arabicCoreText(), { targetFormat: 'woff2' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const weight of FONT_WEIGHTS) {
    const subset = await arabicCoreSubset(weight);
    writeFileSync(subsetPathOf(weight), subset);
    console.log(`${subsetPathOf(weight)}: ${subset.length} bytes`);
  }
}
