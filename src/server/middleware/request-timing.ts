/**
 * The middleware's first step: every request through the app is timed. Its answer gets the render's Server-Timing
 * (the route cache adds how it answered, src/server/cache/astro-provider.ts), is counted in the metrics by route
 * pattern and status, and carries the standard reason phrase of its status (src/server/status-text.ts).
 */
import { recordRequest } from '@/server/observability/metrics.ts';
import { renderTiming } from '@/server/observability/server-timing.ts';
import { requestContextOf } from '@/server/shopper/request-scope.ts';
import { withStandardStatusText } from '@/server/status-text.ts';

type TimedRequest = { routePattern: string; request: Request };

export async function timeRequest(context: TimedRequest, answer: () => Promise<Response>): Promise<Response> {
  const started = performance.now();
  const response = withStandardStatusText(await answer());
  const elapsed = performance.now() - started;
  recordRequest(context.routePattern, context.request.method, response.status, elapsed);
  return withHeader(response, 'Server-Timing', renderTiming(elapsed, requestContextOf(context.request)));
}

function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    return copy;
  }
}
