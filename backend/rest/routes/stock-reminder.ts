import type { Route } from '../../http/router.ts';
import { requestStockReminder } from '../../stock-reminder/reminders.ts';

/** Back-in-stock reminder module: a signed-in customer (Bearer) or a guest with a verified phone (body proof). */
export const stockReminderRoutes: Route[] = [
  {
    method: 'POST',
    path: '/V1/stock-reminder',
    handler: (request) =>
      requestStockReminder(request.db, request.store, request.body, { customerId: request.customerId, now: request.now }),
  },
];
