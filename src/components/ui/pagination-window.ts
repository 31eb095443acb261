/** A page number to link, or a gap shown as an ellipsis. */
export type PaginationSlot = number | 'gap';

/**
 * Which page links to show: always the first and last page, plus `radius` pages around the current one, with
 * gaps where pages are skipped. Keeps the bar short on a phone however many pages a listing has.
 */
export function paginationWindow(page: number, totalPages: number, radius = 1): PaginationSlot[] {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(page, 1), totalPages);
  const pages = new Set<number>([1, totalPages]);
  for (let p = current - radius; p <= current + radius; p++) {
    if (p >= 1 && p <= totalPages) pages.add(p);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const slots: PaginationSlot[] = [];
  let previous = 0;
  for (const p of sorted) {
    // A gap of exactly one page is shown as that page: an ellipsis would hide nothing but cost the same space.
    if (p - previous === 2) slots.push(previous + 1);
    else if (p - previous > 2) slots.push('gap');
    slots.push(p);
    previous = p;
  }
  return slots;
}
