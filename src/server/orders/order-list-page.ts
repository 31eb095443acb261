/**
 * The order list's page: Magento answers a page past the last one with an input error, which for the shopper
 * is simply a page that does not exist (404), not a failure.
 */
import { CommerceInputError, toCommerceError, type CommerceClient, type OrderPage } from '@/lib/commerce/index.ts';
import { isPageInRange } from '@/domain/listing-params.ts';

export async function loadOrderPage(commerce: CommerceClient, page: number): Promise<OrderPage | null> {
  try {
    const orders = await commerce.listCustomerOrders(page);
    return isPageInRange(page, orders.totalPages) ? orders : null;
  } catch (error) {
    if (page > 1 && toCommerceError(error) instanceof CommerceInputError) return null;
    throw error;
  }
}
