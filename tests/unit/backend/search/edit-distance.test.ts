import { describe, expect, it } from 'vitest';
import { editDistance, typoAllowance } from '../../../../backend/search/edit-distance.ts';

describe('editDistance', () => {
  it('counts insertions, deletions, replacements and swapped neighbours as one edit each', () => {
    expect(editDistance('glaxy', 'galaxy', 2)).toBe(1);
    expect(editDistance('galxay', 'galaxy', 2)).toBe(1);
    expect(editDistance('samsunk', 'samsung', 2)).toBe(1);
    expect(editDistance('سامسونغ', 'سامسونج', 2)).toBe(1);
    expect(editDistance('glxy', 'galaxy', 2)).toBe(2);
  });

  it('stops at the limit', () => {
    expect(editDistance('iphone', 'laptop', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('typoAllowance', () => {
  it('allows no edit below 4 letters, one from 4 and two from 8', () => {
    expect([3, 4, 7, 8, 12].map(typoAllowance)).toEqual([0, 1, 1, 2, 2]);
  });
});
