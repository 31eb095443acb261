/**
 * The Arabic core cut of the store's font (scripts/subset-fonts.ts): the committed files are what the script makes
 * from the installed font, and every Arabic character of the store's own copy and of the seed's catalogue is in the
 * cut, so no first screen needs the whole 44 KB face.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ARABIC_CORE_CODE_POINTS } from '../../../src/components/layout/arabic-core.ts';
import { arabicCoreSubset, FONT_WEIGHTS, subsetPathOf } from '../../../scripts/subset-fonts.ts';

const ARABIC_BLOCKS = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;
const inCore = (character: string) => ARABIC_CORE_CODE_POINTS.some(([from, to]) => character.codePointAt(0)! >= from && character.codePointAt(0)! <= to);

function textOf(folder: string, extension: string): string {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(extension))
    .map((file) => readFileSync(join(folder, file), 'utf8'))
    .join('\n');
}

it.each(FONT_WEIGHTS)('the committed %i weight is the cut the script makes (run `npm run fonts:subset` if not)', async (weight) => {
  expect(Buffer.compare(readFileSync(subsetPathOf(weight)), await arabicCoreSubset(weight))).toBe(0);
});

it('holds every Arabic character of the Arabic copy and of the seed catalogue', () => {
  const text = textOf('locales/ar', '.json') + textOf('backend/seed', '.ts');
  const outside = [...new Set(text.match(ARABIC_BLOCKS) ?? [])].filter((character) => !inCore(character));
  expect(outside.map((character) => `U+${character.codePointAt(0)!.toString(16).toUpperCase()}`)).toEqual([]);
});
