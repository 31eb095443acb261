import type { Route } from '../../http/router.ts';

export const stockReminderRoutes: Route[] = [];
