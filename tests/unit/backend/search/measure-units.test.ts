/**
 * The units a shopper types after a number: each spelling, in Arabic and English, starts its unit; the words that
 * only look like one ("5g", "in", "ساعة") do not; the inch mark becomes the word.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../backend/search/analyzer.ts';
import { unitAt, withInchWords } from '../../../../backend/search/measure-units.ts';

const spelledAs = (text: string) => unitAt(analyze(text), 1);

describe('unitAt', () => {
  it('knows a unit by any of its spellings, with all of them as phrases', () => {
    for (const text of ['65 بوصة', '65 انش', '65 inches', '65 إنش']) expect(spelledAs(text)?.spellings).toContainEqual(['inch']);
    expect(spelledAs('16 جيجا رام')).toMatchObject({ length: 1 });
    expect(spelledAs('16 جيجا')?.spellings).toContainEqual(['gb']);
    expect(spelledAs('65 واط')?.spellings).toContainEqual(['w']);
    expect(spelledAs('65w')?.spellings).toContainEqual(['واط']);
  });

  it('takes the longest spelling of a unit of several words', () => {
    expect(spelledAs('20000 مللي أمبير ساعة')).toMatchObject({ length: 3 });
    expect(spelledAs('20000 مللي أمبير')).toMatchObject({ length: 2 });
    expect(spelledAs('20000 mAh')?.spellings).toContainEqual(analyze('مللي أمبير ساعة'));
  });

  it('leaves alone the words that only look like a unit', () => {
    expect(spelledAs('ipad 5g')).toBeNull();
    expect(spelledAs('5g')).toBeNull();
    expect(spelledAs('15 in blue')).toBeNull();
    expect(spelledAs('9 ساعة')).toBeNull();
    expect(spelledAs('65 tv')).toBeNull();
  });
});

describe('withInchWords', () => {
  it('writes the inch mark after a number as the word', () => {
    expect(analyze(withInchWords('65" tv'))).toEqual(['65', 'inch', 'tv']);
    expect(analyze(withInchWords('شاشة 55″'))).toEqual(['شاش', '55', 'inch']);
    expect(analyze(withInchWords('a "quoted" word'))).toEqual(['a', 'quoted', 'word']);
  });
});
