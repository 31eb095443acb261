/**
 * The characters of Noto Kufi Arabic's core cut (scripts/subset-fonts.ts), the face Arabic pages are drawn in: their
 * Arabic characters (arabic-core.ts) and the Latin ones they show too (latin-core.ts: prices, codes, "EN"). One cut
 * for both scripts is one font file a weight for an Arabic page to ask for, where a cut a script would be two.
 */
import { ARABIC_CORE_CODE_POINTS } from './arabic-core.ts';
import { LATIN_CORE_CODE_POINTS } from './latin-core.ts';
import { unicodeRangeOf, type CodePointRanges } from './unicode-ranges.ts';

export const KUFI_CORE_CODE_POINTS: CodePointRanges = [...ARABIC_CORE_CODE_POINTS, ...LATIN_CORE_CODE_POINTS];

export const KUFI_CORE_UNICODE_RANGE = unicodeRangeOf(KUFI_CORE_CODE_POINTS);
