/**
 * `GET /readyz`: 200 when the commerce API (and Redis, when the route cache is on it) answers, else 503; the body
 * says which check failed: `{ "ready": false, "checks": { "commerce": "unavailable", "redis": "ok" } }`
 * (src/server/health/readiness.ts).
 */
import type { APIRoute } from 'astro';
import { readiness } from '@/server/health/readiness.ts';

export const GET: APIRoute = async ({ locals }) => {
  const result = await readiness(locals.commerce);
  return new Response(JSON.stringify(result), {
    status: result.ready ? 200 : 503,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
};
