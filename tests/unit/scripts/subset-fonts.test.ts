/**
 * The core cuts of the store's fonts (scripts/subset-fonts.ts): the committed files are what the script makes from
 * the installed fonts, and every character of the store's own copy and of the seed's catalogue is in a cut, so no
 * first screen needs a whole face (44 KB for Arabic, 24 KB for Inter).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { ARABIC_CORE_CODE_POINTS } from '../../../src/components/layout/arabic-core.ts';
import { LATIN_CORE_CODE_POINTS } from '../../../src/components/layout/latin-core.ts';
import { holds } from '../../../src/components/layout/unicode-ranges.ts';
import { convertFont } from '../../../scripts/lib/font-format.ts';
import { averageCharWidthOf } from '../../../scripts/lib/sfnt-average-char-width.ts';
import { cutPathOf, FONT_CUTS, FONT_WEIGHTS, fontCut } from '../../../scripts/subset-fonts.ts';

const ARABIC_BLOCKS = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;
/** What the Latin faces draw (their @fontsource range, Latin-1 and general punctuation) outside the Arabic blocks. */
const LATIN_FACE = /[\u0020-\u00FF\u2000-\u206F]/gu;

function textOf(folder: string, extension: string): string {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(extension))
    .map((file) => readFileSync(join(folder, file), 'utf8'))
    .join('\n');
}

const hexOf = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase()}`;

it.each(FONT_CUTS.flatMap((cut) => FONT_WEIGHTS.map((weight) => [cut.name(weight), cut, weight] as const)))(
  'the committed %s is the cut the script makes (run `npm run fonts:subset` if not)',
  async (_name, cut, weight) => {
    expect(Buffer.compare(readFileSync(cutPathOf(cut, weight)), await fontCut(cut, weight))).toBe(0);
  },
);

it('the Arabic core holds every Arabic character of the Arabic copy and of the seed catalogue', () => {
  const text = textOf('locales/ar', '.json') + textOf('backend/seed', '.ts');
  const outside = [...new Set(text.match(ARABIC_BLOCKS) ?? [])].filter((character) => !holds(ARABIC_CORE_CODE_POINTS, character));
  expect(outside.map(hexOf)).toEqual([]);
});

it('the Latin core holds every Latin character of both locales\' copy', () => {
  const text = textOf('locales/ar', '.json') + textOf('locales/en', '.json');
  const outside = [...new Set(text.match(LATIN_FACE) ?? [])].filter((character) => !holds(LATIN_CORE_CODE_POINTS, character));
  expect(outside.map(hexOf)).toEqual([]);
});

it('each Kufi core cut carries the average character width of the Latin face it replaces, which text fields are sized by', async () => {
  const kufi = FONT_CUTS.find((cut) => cut.averageCharWidthOf)!;
  for (const weight of FONT_WEIGHTS) {
    const widthOf = async (file: Buffer) => averageCharWidthOf(await convertFont(file, 'sfnt'));
    const latinFace = readFileSync(fileURLToPath(import.meta.resolve(kufi.averageCharWidthOf!(weight))));
    expect(await widthOf(readFileSync(cutPathOf(kufi, weight)))).toBe(await widthOf(latinFace));
  }
});
