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

/** The ranges of a CSS `unicode-range` (`U+0600-06FF,U+200C`; no wildcards). */
export function rangesOf(unicodeRange: string): CodePointRanges {
  return unicodeRange.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-') as [string, string?];
    return [parseInt(from, 16), parseInt(to, 16)] as const;
  });
}

/** The code points of `ranges` that are not in `removed`, as sorted ranges. */
export function rangesWithout(ranges: CodePointRanges, removed: CodePointRanges): CodePointRanges {
  const cuts = [...removed].sort((a, b) => a[0] - b[0]);
  const kept: (readonly [number, number])[] = [];
  for (const [from, to] of [...ranges].sort((a, b) => a[0] - b[0])) {
    let start = from;
    for (const [cutFrom, cutTo] of cuts) {
      if (cutTo < start || cutFrom > to) continue;
      if (cutFrom > start) kept.push([start, cutFrom - 1]);
      start = Math.max(start, cutTo + 1);
    }
    if (start <= to) kept.push([start, to]);
  }
  return kept;
}
