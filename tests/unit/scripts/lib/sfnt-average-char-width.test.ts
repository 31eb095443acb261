/**
 * Reading and setting a font's average character width (scripts/lib/sfnt-average-char-width.ts): the figure changes
 * and nothing else does, and both checksums it is part of stay valid.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { convertFont } from '../../../../scripts/lib/font-format.ts';
import { averageCharWidthOf, withAverageCharWidth } from '../../../../scripts/lib/sfnt-average-char-width.ts';

const kufiLatin400 = async () =>
  convertFont(readFileSync(fileURLToPath(import.meta.resolve('@fontsource/noto-kufi-arabic/files/noto-kufi-arabic-latin-400-normal.woff2'))), 'sfnt');

function sum(bytes: Buffer): number {
  let total = 0;
  for (let at = 0; at < bytes.length; at += 4) total = (total + Buffer.concat([bytes.subarray(at, at + 4), Buffer.alloc(4)]).readUInt32BE(0)) >>> 0;
  return total;
}

/** Each table's recorded checksum, and the whole font's sum (0xB1B0AFBA when head.checkSumAdjustment is right). */
function checksums(font: Buffer): { tables: boolean[]; whole: number } {
  const tables = Array.from({ length: font.readUInt16BE(4) }, (_, index) => {
    const record = 12 + 16 * index;
    const [offset, length] = [font.readUInt32BE(record + 8), font.readUInt32BE(record + 12)];
    const tag = font.toString('latin1', record, record + 4);
    const data = Buffer.from(font.subarray(offset, offset + length));
    if (tag === 'head') data.writeUInt32BE(0, 8);
    return sum(data) === font.readUInt32BE(record + 4);
  });
  return { tables, whole: sum(font) };
}

it('reads the OS/2 average character width', async () => {
  expect(averageCharWidthOf(await kufiLatin400())).toBe(538);
});

it('sets it, changing those two bytes and the checksums only, which stay valid', async () => {
  const font = await kufiLatin400();
  const changed = withAverageCharWidth(font, 895);
  expect(averageCharWidthOf(changed)).toBe(895);
  expect(averageCharWidthOf(font)).toBe(538);
  expect(changed.length).toBe(font.length);
  const differing = [...changed.keys()].filter((at) => changed[at] !== font[at]).length;
  expect(differing).toBeGreaterThan(0);
  expect(differing).toBeLessThanOrEqual(2 + 4 + 4);
  const { tables, whole } = checksums(changed);
  expect(tables.every(Boolean)).toBe(true);
  expect(whole).toBe(0xb1b0afba);
});
