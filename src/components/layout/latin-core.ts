/**
 * The Latin characters the store's first screens are written in: printable ASCII (letters, digits, punctuation,
 * prices), the no-break spaces number and date formats put in, and the typographic marks of the store's copy
 * (© « » · – — ‘ ’ “ ” • … ×, the middle dot between a listing's count and its sort). scripts/subset-fonts.ts cuts
 * the fonts down to them: Inter on English pages (about 11 KB a weight instead of 24 KB), and Noto Kufi Arabic on
 * Arabic pages, for prices and codes, in one cut with the Arabic core (kufi-core.ts). font-faces.ts declares each
 * cut for exactly its characters, so any other Latin character (an accented letter in a product name) still finds
 * the whole face.
 */
import { unicodeRangeOf, type CodePointRanges } from './unicode-ranges.ts';

export const LATIN_CORE_CODE_POINTS: CodePointRanges = [
  [0x0020, 0x007e],
  [0x00a0, 0x00a0],
  [0x00a9, 0x00a9],
  [0x00ab, 0x00ab],
  [0x00b7, 0x00b7],
  [0x00bb, 0x00bb],
  [0x00d7, 0x00d7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x202f, 0x202f],
];

/** The ranges as a CSS `unicode-range`. */
export const LATIN_CORE_UNICODE_RANGE = unicodeRangeOf(LATIN_CORE_CODE_POINTS);
