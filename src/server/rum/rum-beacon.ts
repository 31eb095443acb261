/**
 * `POST /api/rum`, a browser's field measurement report (web-vitals-reporter.client.ts): checked, recorded in the
 * metrics, answered 204 with `Cache-Control: no-store`. It reads and sets no cookie, and takes nothing of the
 * shopper's but the report.
 * - A known bot's or crawler's user agent (isbot: search engines, link previews, Lighthouse, headless browsers):
 *   dropped unrecorded, still 204. Lab runs are not shoppers, and the objectives are about shoppers.
 * - Over the per-address limit (src/server/rate-limit/limits.ts): 429 with `Retry-After`.
 * - A body over 2 KB: 413; one that is not JSON, or not a report: 400 saying why. Never a 5xx for what was sent.
 *
 * sendBeacon posts text/plain from the page's own origin, which the middleware's cross-site check lets through
 * (src/server/security/origin-check.ts); the same body from another site is refused there.
 */
import { isbot } from 'isbot';
import { PERSONAL_CACHE_CONTROL } from '@/server/cache/cache-control.ts';
import { rumReports } from '@/server/observability/web-vitals-metrics.ts';
import type { LimitOutcome } from '@/server/rate-limit/rate-limiter.ts';
import { readBoundedBody } from '@/server/request-body.ts';
import { recordWebVitals } from './record-web-vitals.ts';
import { MAX_REPORT_BYTES, webVitalsReportSchema } from './web-vitals-report-schema.ts';

export type RumBeaconDeps = {
  /** Counts the request against the client's field measurement limit. */
  limit: () => Promise<LimitOutcome>;
};

function answer(status: number, message?: string, headers: Record<string, string> = {}): Response {
  const contentType: Record<string, string> = message === undefined ? {} : { 'content-type': 'text/plain; charset=utf-8' };
  return new Response(message ?? null, { status, headers: { 'cache-control': PERSONAL_CACHE_CONTROL, ...contentType, ...headers } });
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

export async function handleRumBeacon(request: Request, deps: RumBeaconDeps): Promise<Response> {
  if (isbot(request.headers.get('user-agent'))) {
    rumReports.inc({ outcome: 'bot' });
    return answer(204);
  }
  const limited = await deps.limit();
  if (!limited.allowed) {
    rumReports.inc({ outcome: 'limited' });
    return answer(429, `Too many reports: try again in ${limited.retryAfterSeconds} seconds.`, { 'retry-after': String(limited.retryAfterSeconds) });
  }
  const body = await readBoundedBody(request, MAX_REPORT_BYTES);
  if (!body) {
    rumReports.inc({ outcome: 'refused' });
    return answer(413, `A report is at most ${MAX_REPORT_BYTES} bytes.`);
  }
  const json = parseJson(body.toString('utf8'));
  const report = json.ok ? webVitalsReportSchema.safeParse(json.value) : null;
  if (!report?.success) {
    rumReports.inc({ outcome: 'refused' });
    const why = report ? `${report.error.issues[0]?.path.join('.') || 'report'}: ${report.error.issues[0]?.message ?? 'unexpected shape'}` : 'the body is not JSON';
    return answer(400, `Not a field measurement report (${why}).`);
  }
  recordWebVitals(report.data);
  rumReports.inc({ outcome: 'recorded' });
  return answer(204);
}
