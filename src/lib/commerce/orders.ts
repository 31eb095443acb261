/**
 * The signed-in customer's order list (spec §2 account "orders"; §4 order status labels). Needs
 * `options.token`. A backend that keeps no orders for the customer answers none: an empty page.
 */
import type { Locale } from '../i18n/locales.ts';
import { CommerceAuthError } from './errors.ts';
import { graphqlRequest, type RequestOptions } from './graphql.ts';
import { toOrderSummary } from './mappers/orders.ts';
import { CUSTOMER_ORDERS_QUERY } from './operations/orders.ts';
import { customerOrdersSchema } from './schemas/orders.ts';
import type { OrderPage } from './types.ts';

/** Orders per page of the account's list (Magento's default page size). */
export const ORDERS_PAGE_SIZE = 20;

/** One page (1-based) of the customer's orders, newest first. */
export async function listCustomerOrders(locale: Locale, page: number, options: RequestOptions & { token: string }): Promise<OrderPage> {
  const variables = { pageSize: ORDERS_PAGE_SIZE, currentPage: page };
  const { customer } = await graphqlRequest(locale, CUSTOMER_ORDERS_QUERY, variables, customerOrdersSchema, options);
  if (!customer) throw new CommerceAuthError('No customer for this token');
  const orders = customer.orders;
  return {
    items: (orders?.items ?? []).filter((order) => order !== null).map(toOrderSummary),
    total: orders?.total_count ?? 0,
    page: orders?.page_info?.current_page ?? page,
    totalPages: orders?.page_info?.total_pages ?? 0,
  };
}
