import { z } from 'zod';
import { requireCustomerForGraphql } from '../../customers/authorization.ts';
import { MagentoError } from '../../errors.ts';
import type { RequestContext } from '../../http/context.ts';
import { absentIfNull, parseInput, shortText } from '../../input.ts';
import { cancelOwnOrder } from '../../orders/customer-cancel.ts';
import { toGraphqlOrders } from '../../orders/graphql-shapes.ts';
import { findOrderById, listOwnOrders } from '../../orders/orders.ts';
import { redirectForOwnOrder } from '../../payment/redirect-request.ts';
import type { Resolvers } from '../resolver-map.ts';

const MAX_PAGE_SIZE = 100;
/** customerOrders has no paging: its one page holds at most this many orders (far beyond any shopper's history). */
const MAX_LEGACY_ORDERS = 1000;

const orderNumber = shortText('number', 32);
const ordersArgs = z.object({
  currentPage: z.number().int().min(1, { error: 'currentPage value must be greater than 0.' }),
  pageSize: z
    .number()
    .int()
    .min(1, { error: 'pageSize value must be greater than 0.' })
    .max(MAX_PAGE_SIZE, { error: `pageSize value must not be greater than ${MAX_PAGE_SIZE}.` }),
  filter: absentIfNull(
    z.object({
      number: absentIfNull(
        z.object({
          eq: absentIfNull(orderNumber),
          in: absentIfNull(z.array(orderNumber).max(MAX_PAGE_SIZE)),
          match: absentIfNull(orderNumber),
        }),
      ),
    }),
  ),
});

/** Customer.orders, the custom cancelOrder and the card payment's hosted-checkout form. */
export const orderResolvers: Resolvers = {
  OrderItemInterface: { __resolveType: () => 'OrderItem' },
  InvoiceItemInterface: { __resolveType: () => 'InvoiceItem' },
  Customer: {
    /** The signed-in customer's own orders, newest first; filter by number for one order's page. */
    orders: (_: unknown, args: unknown, ctx: RequestContext) => {
      const customerId = requireCustomerForGraphql(ctx);
      const { currentPage, pageSize, filter } = parseInput(ordersArgs, args);
      const { orders, total } = listOwnOrders(ctx.db, customerId, filter?.number ?? {}, { size: pageSize, current: currentPage });
      return {
        items: toGraphqlOrders(ctx.db, orders, ctx.store),
        page_info: { page_size: pageSize, current_page: currentPage, total_pages: Math.ceil(total / pageSize) },
        total_count: total,
      };
    },
  },
  Query: {
    /** Deprecated in 2.4.4 (Customer.orders replaces it), still answered: every order of the customer, newest first. */
    customerOrders: (_: unknown, __: unknown, ctx: RequestContext) => {
      const customerId = requireCustomerForGraphql(ctx);
      const { orders, total } = listOwnOrders(ctx.db, customerId, {}, { size: MAX_LEGACY_ORDERS, current: 1 });
      return { items: toGraphqlOrders(ctx.db, orders, ctx.store), page_info: { page_size: MAX_LEGACY_ORDERS, current_page: 1, total_pages: 1 }, total_count: total };
    },
    payfortRedirectData: (_: unknown, args: unknown, ctx: RequestContext) => {
      const customerId = requireCustomerForGraphql(ctx);
      const redirect = redirectForOwnOrder({ db: ctx.db, config: ctx.config, store: ctx.store.code, baseUrl: ctx.baseUrl, now: ctx.now, changes: ctx.changes }, customerId, args);
      return { ...redirect, fields: Object.entries(redirect.fields).map(([name, value]) => ({ name, value })) };
    },
  },
  Mutation: {
    cancelOrder: (_: unknown, args: { input?: unknown }, ctx: RequestContext) => {
      const customerId = requireCustomerForGraphql(ctx);
      const { error, order } = cancelOwnOrder({ db: ctx.db, config: ctx.config, now: ctx.now, changes: ctx.changes }, customerId, args.input);
      const current = findOrderById(ctx.db, order.id);
      if (!current) throw new MagentoError(404, "The entity that was requested doesn't exist. Verify the entity and try again.");
      return { error, order: toGraphqlOrders(ctx.db, [current], ctx.store)[0] };
    },
  },
};
