/**
 * Traces across the storefront and the backend, each in its own process sending OTLP to a collector stand-in in
 * this one: a page request continues the caller's `traceparent`, its commerce calls are client spans under it, and
 * the backend's span for each call continues the trace under that call. Without OTEL_EXPORTER_OTLP_ENDPOINT the
 * storefront sends nothing (the metrics-and-timing file's storefront runs without it).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/ports.ts';
import { startNodeService, waitForHttp } from '../../../scripts/lib/processes.ts';
import { productionBuildEnv } from '../../../scripts/lib/build.ts';
import { runsStorefrontBuild } from '../../helpers/built-storefront.ts';
import { startOtlpCollector, type RecordedSpan } from '../../helpers/otlp-collector.ts';
import { copySeededDatabase } from '../../helpers/seeded-database.ts';

const SERVER = 2;
const CLIENT = 3;

let collector: Awaited<ReturnType<typeof startOtlpCollector>>;
let backend: ChildProcess;
let storefront: ChildProcess;
let storefrontUrl: string;
let folder: string;

beforeAll(async () => {
  collector = await startOtlpCollector();
  folder = mkdtempSync(join(tmpdir(), 'matjar-traces-'));
  await copySeededDatabase(join(folder, 'commerce.sqlite'));
  // Spans are sent every 100 ms instead of every 5 s, so the test waits for them briefly.
  const tracing = { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_BSP_SCHEDULE_DELAY: '100' };
  const port = await freePort();
  backend = startNodeService('backend/server.ts', { BACKEND_PORT: String(port), BACKEND_DB: join(folder, 'commerce.sqlite'), BACKEND_QUIET: '1', ...tracing });
  await waitForHttp(`http://127.0.0.1:${port}/healthz`);
  // The production server (it starts the tracing before it serves) over the run's build.
  const storefrontPort = await freePort();
  storefrontUrl = `http://127.0.0.1:${storefrontPort}`;
  storefront = startNodeService('scripts/serve-storefront.ts', {
    ...productionBuildEnv(),
    STOREFRONT_BUILD_DIR: await runsStorefrontBuild(),
    PORT: String(storefrontPort),
    HOST: '127.0.0.1',
    COMMERCE_URL: `http://127.0.0.1:${port}`,
    SITE_URL: storefrontUrl,
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    ...tracing,
  });
  await waitForHttp(`${storefrontUrl}/healthz`);
}, 300_000);

afterAll(async () => {
  for (const child of [storefront, backend]) {
    if (!child || child.exitCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await collector?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** Polls until `found` holds for the spans recorded (the processes export in batches). */
async function spansUntil(found: (spans: RecordedSpan[]) => boolean, timeoutMs = 20_000): Promise<RecordedSpan[]> {
  const deadline = Date.now() + timeoutMs;
  while (!found(collector.spans)) {
    if (Date.now() > deadline) throw new Error(`spans not recorded in time: ${JSON.stringify(collector.spans.map((span) => [span.service, span.name]))}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return collector.spans;
}

it('continues the caller\'s trace through the storefront\'s commerce calls into the backend', async () => {
  const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
  const callerSpan = '00f067aa0ba902b7';
  const answer = await fetch(`${storefrontUrl}/en/about?trace`, { headers: { traceparent: `00-${traceId}-${callerSpan}-01` } });
  expect(answer.status).toBe(200);
  await answer.arrayBuffer();

  // The page's own span ends last (after its answer is sent): it is the one to wait for, with a backend span.
  const spans = await spansUntil(
    (all) =>
      all.some((span) => span.traceId === traceId && span.service === 'matjar-backend') &&
      all.some((span) => span.traceId === traceId && span.service === 'matjar-storefront' && span.kind === SERVER),
  );
  const inTrace = spans.filter((span) => span.traceId === traceId);
  const page = inTrace.find((span) => span.service === 'matjar-storefront' && span.kind === SERVER);
  expect(page, JSON.stringify(inTrace)).toBeDefined();
  expect(page!.parentSpanId).toBe(callerSpan);

  const calls = inTrace.filter((span) => span.service === 'matjar-storefront' && span.kind === CLIENT);
  expect(calls.length).toBeGreaterThan(0);
  const backendSpans = inTrace.filter((span) => span.service === 'matjar-backend' && span.kind === SERVER);
  expect(backendSpans.length).toBeGreaterThan(0);
  // Every backend span hangs under one of the storefront's commerce calls.
  const callIds = new Set(calls.map((call) => call.spanId));
  for (const span of backendSpans) expect(callIds.has(span.parentSpanId ?? ''), JSON.stringify(span)).toBe(true);
}, 60_000);
