/**
 * Loads one page of a product listing for a route. Magento answers a `currentPage` past the last page with a
 * `graphql-input` error ("currentPage value N specified is greater than the M page(s) available"), which the
 * commerce client raises as CommerceInputError; for a listing route that simply means "this page does not
 * exist", i.e. a 404, not a server error. On page 1 an input error is a real problem and is re-thrown.
 */
import { CommerceInputError, type CommerceClient, type ProductPage, type ProductQuery } from '@/lib/commerce/index.ts';
import { isPageInRange } from '@/domain/listing-params.ts';

/** The requested page, or null when the listing has no such page. */
export async function loadListingPage(
  commerce: CommerceClient,
  query: ProductQuery & { page: number },
): Promise<ProductPage | null> {
  try {
    const result = await commerce.listProducts(query);
    return isPageInRange(query.page, result.totalPages) ? result : null;
  } catch (error) {
    if (error instanceof CommerceInputError && query.page > 1) return null;
    throw error;
  }
}
