import type { Route } from '../../http/router.ts';

export const wishlistRoutes: Route[] = [];
