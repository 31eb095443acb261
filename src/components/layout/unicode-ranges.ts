/**
 * Lists of characters as inclusive code point ranges, the shape the core font cuts are written in
 * (arabic-core.ts, latin-core.ts, kufi-core.ts): as a CSS `unicode-range`, as the text a font subsetter keeps, and as a test
 * of one character.
 */

export type CodePointRanges = readonly (readonly [number, number])[];

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');

export function unicodeRangeOf(ranges: CodePointRanges): string {
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
}

export function charactersOf(ranges: CodePointRanges): string {
  return ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index))).join('');
}

export function holds(ranges: CodePointRanges, character: string): boolean {
  const codePoint = character.codePointAt(0) ?? -1;
  return ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
}
