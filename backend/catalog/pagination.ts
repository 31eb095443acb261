import { MagentoError } from '../errors.ts';

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
