import { describe, expect, it } from 'vitest';
import { paginationWindow } from '@/components/ui/pagination-window.ts';

describe('paginationWindow', () => {
  it('lists every page of a short listing', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps first, last and the neighbours of the current page, with gaps between', () => {
    expect(paginationWindow(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(paginationWindow(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(paginationWindow(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('shows a single skipped page as a number instead of an ellipsis', () => {
    expect(paginationWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });

  it('clamps a current page outside the range and returns nothing without pages', () => {
    expect(paginationWindow(99, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(1, 0)).toEqual([]);
  });
});
