/**
 * Traces, off unless `OTEL_EXPORTER_OTLP_ENDPOINT` names an OpenTelemetry collector (OTLP over HTTP, e.g.
 * `http://127.0.0.1:4318`): then every request the server answers is a span (continuing the caller's `traceparent`),
 * and so is every commerce call it makes (undici, which sends `traceparent` on to the backend, whose own spans
 * continue the trace). The usual `OTEL_*` variables apply (`OTEL_SERVICE_NAME`, `OTEL_TRACES_SAMPLER`,
 * `OTEL_BSP_SCHEDULE_DELAY`…). Without the variable nothing of OpenTelemetry is loaded.
 *
 * Started by the production server before it serves (scripts/serve-storefront.ts). It imports nothing through the
 * `@/` alias, as that server imports it outside the bundle.
 */
import { createRequire, syncBuiltinESMExports } from 'node:module';

export async function startTracing(serviceName: string, env: NodeJS.ProcessEnv = process.env): Promise<(() => Promise<void>) | null> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return null;
  // Traces only: the metrics are Prometheus's (/metrics), the logs pino's.
  env.OTEL_METRICS_EXPORTER ??= 'none';
  env.OTEL_LOGS_EXPORTER ??= 'none';
  const [{ NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }, { UndiciInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-undici'),
  ]);
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME || serviceName,
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [new HttpInstrumentation(), new UndiciInstrumentation()],
  });
  sdk.start();
  // node:http was loaded before the SDK (this process imported it first): requiring it now lets the instrumentation
  // patch it (the server's request handling, on Server.prototype), and the ES module bindings follow.
  createRequire(import.meta.url)('node:http');
  syncBuiltinESMExports();
  return () => sdk.shutdown();
}
