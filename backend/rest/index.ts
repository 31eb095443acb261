import { Router } from '../http/router.ts';
import { adminRoutes } from './routes/admin.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { configurableRoutes } from './routes/configurable.ts';
import { cartRoutes } from './routes/carts.ts';
import { wishlistRoutes } from './routes/wishlist.ts';
import { newsletterRoutes } from './routes/newsletter.ts';
import { stockReminderRoutes } from './routes/stock-reminder.ts';
import { orderRoutes } from './routes/orders.ts';
import { reviewModerationRoutes } from './routes/review-moderation.ts';

/** Every REST route of the backend, below `/rest/{store}` (paths start with `/V1`). */
export function createRestRouter(): Router {
  return new Router().add(...catalogRoutes, ...cartRoutes, ...wishlistRoutes, ...newsletterRoutes, ...stockReminderRoutes, ...adminRoutes, ...configurableRoutes, ...orderRoutes, ...reviewModerationRoutes);
}
