import { describe, expect, it } from 'vitest';
import { isPageInRange, parsePageParam } from '../../../src/lib/listing-params.ts';

describe('parsePageParam', () => {
  it('defaults to page 1 when absent', () => {
    expect(parsePageParam(null)).toBe(1);
  });

  it('accepts plain page numbers', () => {
    expect(parsePageParam('1')).toBe(1);
    expect(parsePageParam('42')).toBe(42);
    expect(parsePageParam('10000')).toBe(10_000);
  });

  it.each(['', 'abc', '0', '-1', '1.5', '01', ' 2', '2abc', '1e3', '10001', '99999999999999999999'])(
    'rejects %j',
    (raw) => {
      expect(parsePageParam(raw)).toBeNull();
    },
  );
});

describe('isPageInRange', () => {
  it('always has a page 1, even for an empty listing', () => {
    expect(isPageInRange(1, 0)).toBe(true);
  });

  it('rejects pages past the last one', () => {
    expect(isPageInRange(3, 3)).toBe(true);
    expect(isPageInRange(4, 3)).toBe(false);
  });
});
