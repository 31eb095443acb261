/** The benches' one percentile (scripts/lib/percentile.ts). */
import { describe, expect, it } from 'vitest';
import { percentile } from '../../../../scripts/lib/percentile.ts';

describe('percentile', () => {
  it('reads the nearest rank from below, whatever order the values come in', () => {
    const values = [10, 1, 9, 2, 8, 3, 7, 4, 6, 5];
    expect(percentile(values, 50)).toBe(6);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile(values, 99)).toBe(10);
    expect(percentile(values, 0)).toBe(1);
  });

  it('leaves the values in their order', () => {
    const values = [3, 1, 2];
    percentile(values, 50);
    expect(values).toEqual([3, 1, 2]);
  });

  it('is 0 for no values', () => {
    expect(percentile([], 99)).toBe(0);
  });
});
