/**
 * A TrueType font's average character width (OS/2 `xAvgCharWidth`), read and set. Browsers size a text field that
 * has no width of its own by it (Chrome: 20 average characters of the field's first font), so a cut made from a
 * bigger font than the one it replaces carries the replaced font's figure, and the fields it draws keep their width
 * (scripts/subset-fonts.ts). The font is an uncompressed sfnt (font-format.ts converts from and to WOFF2); setting the
 * width updates the two checksums it is part of, the OS/2 table's and the whole font's (`head.checkSumAdjustment`).
 */

type TableRecord = { record: number; offset: number; length: number };

function tableOf(font: Buffer, tag: string): TableRecord {
  const tableCount = font.readUInt16BE(4);
  for (let index = 0; index < tableCount; index++) {
    const record = 12 + 16 * index;
    if (font.toString('latin1', record, record + 4) === tag) {
      return { record, offset: font.readUInt32BE(record + 8), length: font.readUInt32BE(record + 12) };
    }
  }
  throw new Error(`The font has no ${tag} table`);
}

/** The OpenType checksum: the sum of the big-endian 32-bit words, the last one padded with zeros. */
function checksumOf(font: Buffer, offset: number, length: number): number {
  let sum = 0;
  for (let at = offset; at < offset + length; at += 4) {
    let word = 0;
    for (let byte = 0; byte < 4; byte++) word = word * 256 + (at + byte < offset + length ? font[at + byte]! : 0);
    sum = (sum + word) >>> 0;
  }
  return sum;
}

const X_AVG_CHAR_WIDTH = 2;
const CHECKSUM_ADJUSTMENT = 8;
const CHECKSUM_MAGIC = 0xb1b0afba;

export function averageCharWidthOf(font: Buffer): number {
  return font.readInt16BE(tableOf(font, 'OS/2').offset + X_AVG_CHAR_WIDTH);
}

export function withAverageCharWidth(font: Buffer, width: number): Buffer {
  const copy = Buffer.from(font);
  const os2 = tableOf(copy, 'OS/2');
  const head = tableOf(copy, 'head');
  copy.writeInt16BE(width, os2.offset + X_AVG_CHAR_WIDTH);
  copy.writeUInt32BE(checksumOf(copy, os2.offset, os2.length), os2.record + 4);
  copy.writeUInt32BE(0, head.offset + CHECKSUM_ADJUSTMENT);
  copy.writeUInt32BE((CHECKSUM_MAGIC - checksumOf(copy, 0, copy.length)) >>> 0, head.offset + CHECKSUM_ADJUSTMENT);
  return copy;
}
