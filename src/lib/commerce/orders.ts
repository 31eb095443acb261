/**
 * The signed-in customer's orders (spec §2 account "orders", order success, payment status; §4 order status labels).
 * Every call needs a context with the customer's token and sees only that customer's orders: another customer's number matches nothing.
 */
import { CommerceAuthError, CommerceResponseError } from './errors.ts';
import { graphqlRequest } from './graphql.ts';
import { toOrderDetail, toOrderSummary, withOrderedProducts } from './mappers/orders.ts';
import { CANCEL_ORDER_MUTATION, CUSTOMER_ORDER_QUERY, CUSTOMER_ORDERS_QUERY, ORDERED_PRODUCTS_QUERY } from './operations/orders.ts';
import { orderedProductsResponseSchema } from './schemas/orders.ts';
import type { OrderCancellation, OrderDetail, OrderPage } from '@/domain/order-types.ts';
import type { CommerceContext } from './context.ts';

/** Orders per page of the account's list (Magento's default page size). */
export const ORDERS_PAGE_SIZE = 20;

/** One page (1-based) of the customer's orders, newest first. */
export async function listCustomerOrders(context: CommerceContext, page: number): Promise<OrderPage> {
  const variables = { pageSize: ORDERS_PAGE_SIZE, currentPage: page };
  const { customer } = await graphqlRequest(context, CUSTOMER_ORDERS_QUERY, variables, null);
  if (!customer) throw new CommerceAuthError('No customer for this token');
  const orders = customer.orders;
  return {
    items: (orders?.items ?? []).filter((order) => order !== null).map(toOrderSummary),
    total: orders?.total_count ?? 0,
    page: orders?.page_info?.current_page ?? page,
    totalPages: orders?.page_info?.total_pages ?? 0,
  };
}

/** The customer's own order with this number, its lines with their products' images, or null when they have none by that number. */
export async function getCustomerOrder(context: CommerceContext, number: string): Promise<OrderDetail | null> {
  const { customer } = await graphqlRequest(context, CUSTOMER_ORDER_QUERY, { number }, null);
  if (!customer) throw new CommerceAuthError('No customer for this token');
  // `eq` is exact on Magento; the check keeps a looser backend from answering a neighbour.
  const order = (customer.orders?.items ?? []).find((item) => item?.number === number);
  if (!order) return null;
  const detail = toOrderDetail(order);
  // Magento's order lines name their product's url key and a variant's SKU, not its image or its values: the
  // catalogue gives them, in one query for the whole order.
  const urlKeys = [...new Set(detail.items.flatMap((line) => (line.urlKey ? [line.urlKey] : [])))];
  if (urlKeys.length === 0) return detail;
  const { products } = await graphqlRequest(context, ORDERED_PRODUCTS_QUERY, { urlKeys, pageSize: urlKeys.length }, orderedProductsResponseSchema);
  return withOrderedProducts(detail, products?.items ?? []);
}

/**
 * Cancels the customer's own order (`orderId` = `OrderDetail.id`). A refusal (not cash on delivery, no longer
 * pending, e-cards) comes back as `refusal`; an order that is not theirs is `CommerceNotFoundError`.
 */
export async function cancelCustomerOrder(context: CommerceContext, orderId: string, reason: string): Promise<OrderCancellation> {
  const { cancelOrder } = await graphqlRequest(context, CANCEL_ORDER_MUTATION, { input: { order_id: orderId, reason } }, null);
  if (!cancelOrder) throw new CommerceResponseError('cancelOrder answered nothing');
  if (cancelOrder.error) return { cancelled: false, refusal: cancelOrder.error };
  if (cancelOrder.order?.status_code !== 'canceled') throw new CommerceResponseError('cancelOrder left the order open without a reason');
  return { cancelled: true };
}
