import type { Route } from '../../http/router.ts';
import { requestStockReminder } from '../../stock-reminder/reminders.ts';

/** Back-in-stock reminder module: guests and customers alike leave an e-mail address. */
export const stockReminderRoutes: Route[] = [
  {
    method: 'POST',
    path: '/V1/stock-reminder',
    handler: (request) => requestStockReminder(request.db, request.store, request.body),
  },
];
