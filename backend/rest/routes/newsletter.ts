import type { Route } from '../../http/router.ts';
import { subscribeToNewsletter } from '../../newsletter/subscribe.ts';

/** Reached as `/rest/{store}/V1/newsletter/subscribe` and the storefront's `en/rest/{locale}/V1/newsletter/subscribe`. */
export const newsletterRoutes: Route[] = [
  {
    method: 'POST',
    path: '/V1/newsletter/subscribe',
    handler: (request) => subscribeToNewsletter(request.db, request.store, request.body),
  },
];
