/**
 * Magento's order admin API (Magento_Sales's webapi.xml, resource Magento_Sales::actions_view): one order by its
 * entity id, and orders by searchCriteria. An admin's only: a customer's token, even for their own order, gets the
 * same 401 as no token (a customer reads their orders through GraphQL's `customer.orders`).
 */
import { z } from 'zod';
import { ADMIN_RESOURCES, requireAdmin } from '../../admin/authorization.ts';
import { parseSearchCriteria } from '../../catalog/search-criteria.ts';
import { parseInput } from '../../input.ts';
import type { Route } from '../../http/router.ts';
import { findOrderById, noSuchOrder } from '../../orders/orders.ts';
import { searchRestOrders } from '../../orders/rest-search.ts';
import { toRestOrders } from '../../orders/rest-shapes.ts';

const orderParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, { error: (issue) => `The "${String(issue.input).slice(0, 64)}" value's type is invalid. The "int" type was expected. Verify and try again.` })
    .transform(Number),
});

export const orderRoutes: Route[] = [
  {
    method: 'GET',
    path: '/V1/orders',
    handler: (request) => {
      requireAdmin(request, ADMIN_RESOURCES.orders);
      return searchRestOrders(request.db, parseSearchCriteria(request.query));
    },
  },
  {
    method: 'GET',
    path: '/V1/orders/:id',
    handler: (request) => {
      requireAdmin(request, ADMIN_RESOURCES.orders);
      const order = findOrderById(request.db, parseInput(orderParams, request.params).id);
      if (!order) throw noSuchOrder();
      return toRestOrders(request.db, [order])[0];
    },
  },
];
