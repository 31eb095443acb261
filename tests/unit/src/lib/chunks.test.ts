import { expect, it } from 'vitest';
import { chunks } from '@/lib/chunks.ts';

it('cuts values into runs of at most the size, in order, the last one shorter', () => {
  expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  expect(chunks([1, 2], 2)).toEqual([[1, 2]]);
  expect(chunks([], 100)).toEqual([]);
});
