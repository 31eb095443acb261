/**
 * `GET /healthz`: the process is up and serving (liveness). Asks nothing of the backend or Redis, so a backend
 * outage never makes an orchestrator restart healthy storefronts. Readiness is `GET /readyz`.
 */
import type { APIRoute } from 'astro';

export const GET: APIRoute = () =>
  new Response(JSON.stringify({ status: 'ok' }), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
