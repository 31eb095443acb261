import { describe, expect, it } from 'vitest';
import { roundToInteger } from '@/lib/round.ts';

describe('rounding', () => {
  it('rounds to the nearest integer', () => {
    expect(roundToInteger(10.4)).toBe(10);
    expect(roundToInteger(10.5)).toBe(11);
    expect(roundToInteger(-0.4)).toBe(0);
    expect(Object.is(roundToInteger(-0.4), -0)).toBe(false);
  });
});
