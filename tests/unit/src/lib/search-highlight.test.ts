import { describe, expect, it } from 'vitest';
import { highlightParts } from '@/lib/search-highlight.ts';

/** The marked words of a highlighted text. */
const marked = (text: string, keyword: string) => highlightParts(text, keyword).filter((part) => part.match).map((part) => part.text);

describe('highlightParts', () => {
  it('marks name words the keyword matched, spelled as shoppers type them', () => {
    expect(marked('هاتف أبل آيفون 15 128 جيجابايت', 'ايفون ١٥')).toEqual(['آيفون 15']);
    expect(marked('سماعة أبل إيربودز 3', 'السماعات')).toEqual(['سماعة']);
    expect(marked('جراب سيليكون لآيفون 15', 'أيفون')).toEqual(['لآيفون']);
  });

  it('marks Latin words case-blind, a word being typed, and a one-letter typo', () => {
    expect(marked('Samsung Galaxy S24 Ultra', 'galaxy s24')).toEqual(['Galaxy S24']);
    expect(marked('Apple iPhone 15 Pro', 'iph')).toEqual(['iPhone']);
    expect(marked('Samsung Galaxy Buds2 Pro', 'glaxy')).toEqual(['Galaxy']);
  });

  it('keeps the text whole, in order', () => {
    const parts = highlightParts('Apple iPhone 15 (128GB)', 'iphone');
    expect(parts.map((part) => part.text).join('')).toBe('Apple iPhone 15 (128GB)');
    expect(parts).toEqual([
      { text: 'Apple ', match: false },
      { text: 'iPhone', match: true },
      { text: ' 15 (128GB)', match: false },
    ]);
  });

  it('marks nothing for an empty keyword or one that matches no word', () => {
    expect(marked('Apple iPhone 15', '')).toEqual([]);
    expect(marked('Apple iPhone 15', 'laptop')).toEqual([]);
  });
});
