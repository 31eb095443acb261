/**
 * `POST /api/revalidate`: the commerce backend's signed change notice purges the route cache (see
 * src/server/revalidation/revalidate-request.ts for the contract).
 */
import type { APIRoute } from 'astro';
import { routeCache } from '@/server/cache/route-cache.ts';
import { handleRevalidation } from '@/server/revalidation/revalidate-request.ts';

export const POST: APIRoute = ({ request }) =>
  handleRevalidation(request, {
    secret: process.env.REVALIDATE_SECRET,
    purge: (tags, once) => routeCache().purge(tags, once),
  });
