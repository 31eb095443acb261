/**
 * The order list's page: Magento answers a page past the last one with an input error, which for the shopper
 * is simply a page that does not exist (404), not a failure.
 */
import type { AstroGlobal } from 'astro';
import { CommerceInputError, toCommerceError, type CommerceClient, type OrderPage } from '@/lib/commerce/index.ts';
import { isPageInRange, parsePageParam } from '@/domain/listing-params.ts';
import { openAccountPage } from '@/server/account/account-page.ts';

/**
 * The account's order list at the page `?page=` asks for: null (a 404) for a page that is not a page number or past
 * the last; the answer that replaces it (sign-in) as a Response.
 */
export async function loadOrderListPage(page: AstroGlobal): Promise<OrderPage | Response | null> {
  const account = await openAccountPage(page);
  if (account instanceof Response) return account;
  const requested = parsePageParam(page.url.searchParams.get('page'));
  return requested === null ? null : loadOrderPage(page.locals.commerce, requested);
}

export async function loadOrderPage(commerce: CommerceClient, page: number): Promise<OrderPage | null> {
  try {
    const orders = await commerce.listCustomerOrders(page);
    return isPageInRange(page, orders.totalPages) ? orders : null;
  } catch (error) {
    if (page > 1 && toCommerceError(error) instanceof CommerceInputError) return null;
    throw error;
  }
}
