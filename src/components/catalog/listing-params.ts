/**
 * Reading the `?page=` of a listing. Anything that is not a plain page number (garbage, 0, negatives,
 * absurdly large numbers) is not a page of this listing: callers answer 404 instead of asking the backend for
 * it, so a crafted URL can neither cause a 500 nor fill the page cache with copies of page 1.
 */

/** Products per listing page: divides evenly into the 2-, 3- and 4-column grids. */
export const LISTING_PAGE_SIZE = 24;

/** No listing of this store reaches this many pages; bigger numbers are rejected before any backend call. */
const MAX_PAGE = 10_000;

/** The requested page (1 when absent), or null when the parameter is not a valid page number. */
export function parsePageParam(raw: string | null): number | null {
  if (raw === null) return 1;
  if (!/^[1-9][0-9]{0,4}$/.test(raw)) return null;
  const page = Number(raw);
  return page <= MAX_PAGE ? page : null;
}

/** A page past the end exists only as page 1 of an empty listing. */
export function isPageInRange(page: number, totalPages: number): boolean {
  return page === 1 || page <= totalPages;
}
