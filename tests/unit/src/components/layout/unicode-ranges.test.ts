import { describe, expect, it } from 'vitest';
import { fontFaceCss } from '../../../../../src/components/layout/font-faces.ts';
import { rangesOf, rangesWithout, unicodeRangeOf, type CodePointRanges } from '../../../../../src/components/layout/unicode-ranges.ts';

describe('rangesOf', () => {
  it('reads a CSS unicode-range', () => {
    expect(rangesOf('U+0600-06FF, U+200C,u+fb50-fdff')).toEqual([
      [0x600, 0x6ff],
      [0x200c, 0x200c],
      [0xfb50, 0xfdff],
    ]);
  });
});

describe('rangesWithout', () => {
  it('cuts the removed code points out of the ranges, whatever their order', () => {
    expect(rangesWithout([[0x600, 0x6ff], [0x20, 0x7e]], [[0x620, 0x63a], [0x30, 0x39], [0x641, 0x64a], [0x6ff, 0x700]])).toEqual([
      [0x20, 0x2f],
      [0x3a, 0x7e],
      [0x600, 0x61f],
      [0x63b, 0x640],
      [0x64b, 0x6fe],
    ]);
    expect(rangesWithout([[0x41, 0x5a]], [[0x00, 0xff]])).toEqual([]);
    expect(rangesWithout([[0x41, 0x5a]], [])).toEqual([[0x41, 0x5a]]);
  });
});

describe('fontFaceCss', () => {
  /** Each face's weight and ranges, from the CSS the page inlines. */
  const facesIn = (css: string) =>
    [...css.matchAll(/font-weight:(\d+);src:url\(([^)]+)\)[^;]*;unicode-range:([^;}]+)/g)].map(([, weight, url, range]) => ({ weight, url, ranges: rangesOf(range!) }));
  const overlap = (a: CodePointRanges, b: CodePointRanges) => a.some(([from, to]) => b.some(([otherFrom, otherTo]) => from <= otherTo && otherFrom <= to));

  it.each(['ar', 'en'] as const)('gives every %s character one face a weight, shown only if it is there in time', (locale) => {
    const css = fontFaceCss(locale);
    expect(css).not.toContain('font-display:swap');
    const faces = facesIn(css);
    expect(faces.length).toBeGreaterThanOrEqual(4);
    for (const face of faces) {
      for (const other of faces) {
        if (other !== face && other.weight === face.weight) expect(overlap(face.ranges, other.ranges), `${face.url} and ${other.url}`).toBe(false);
      }
    }
    expect(unicodeRangeOf(faces[0]!.ranges)).not.toBe('');
  });
});
