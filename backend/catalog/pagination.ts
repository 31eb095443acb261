import { z } from 'zod';
import { MagentoError } from '../errors.ts';

export const pageSizeSchema = z
  .number()
  .int()
  .min(1, 'pageSize value must be greater than 0.')
  .max(100, 'pageSize value must be less than or equal to 100.');

export const currentPageSchema = z
  .number()
  .int()
  .min(1, 'currentPage value must be greater than 0.')
  .max(100000, 'currentPage value is too large.');

/** Magento's `pageSize` argument: absent or null means 20. */
export const pageSizeArg = pageSizeSchema.nullish().transform((value) => value ?? 20);
/** Magento's `currentPage` argument: absent or null means the first page. */
export const currentPageArg = currentPageSchema.nullish().transform((value) => value ?? 1);

/** Magento's SearchResultPageInfo for a result of totalCount items. */
export function pageInfo(totalCount: number, pageSize: number, currentPage: number) {
  return { page_size: pageSize, current_page: currentPage, total_pages: Math.ceil(totalCount / pageSize) };
}

/** Magento refuses a page past the last one (when there is at least one result). */
export function assertPageExists(totalCount: number, pageSize: number, currentPage: number): void {
  const totalPages = Math.ceil(totalCount / pageSize);
  if (totalCount > 0 && currentPage > totalPages) {
    throw new MagentoError(400, `currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`);
  }
}
