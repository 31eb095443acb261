/**
 * The Arabic characters the store's first screens are written in: the Arabic letters with their vowel marks, the
 * Arabic and Persian digits, Arabic punctuation, the few Persian letters product names borrow (پ چ ژ ڤ ک گ ی), and
 * the joiners and direction marks. scripts/subset-fonts.ts cuts Noto Kufi Arabic down to them (with every glyph
 * their shaping reaches: initial, medial and final forms, ligatures), with the Latin core in the same cut
 * (kufi-core.ts), and font-faces.ts declares that cut for exactly those characters, so any other Arabic character
 * still finds the whole face (44 KB a weight).
 */
import type { CodePointRanges } from './unicode-ranges.ts';

export const ARABIC_CORE_CODE_POINTS: CodePointRanges = [
  [0x060c, 0x060c],
  [0x061b, 0x061b],
  [0x061f, 0x061f],
  [0x0621, 0x0652],
  [0x0660, 0x066d],
  [0x0670, 0x0671],
  [0x067e, 0x067e],
  [0x0686, 0x0686],
  [0x0698, 0x0698],
  [0x06a4, 0x06a4],
  [0x06a9, 0x06a9],
  [0x06af, 0x06af],
  [0x06cc, 0x06cc],
  [0x06f0, 0x06f9],
  [0x200c, 0x200f],
];
