/**
 * `GET /metrics`: the storefront's metrics in Prometheus's text format (src/server/observability/metrics.ts), for
 * a scraper on this machine or one with `Authorization: Bearer $METRICS_TOKEN` (metrics-access.ts); 403 otherwise.
 */
import type { APIRoute } from 'astro';
import { mayReadMetrics } from '@/server/observability/metrics-access.ts';
import { metricsExposition } from '@/server/observability/metrics.ts';
import { clientAddressOf } from '@/server/request.ts';

export const GET: APIRoute = async (context) => {
  if (!mayReadMetrics(context.request, clientAddressOf(context))) {
    return new Response('Forbidden\n', { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  }
  const { body, contentType } = await metricsExposition();
  return new Response(body, { headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } });
};
