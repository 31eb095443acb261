/**
 * The backend's traces, off unless `OTEL_EXPORTER_OTLP_ENDPOINT` names an OpenTelemetry collector (OTLP over
 * HTTP): each request is a span, continuing the `traceparent` the storefront sends with its commerce call, so one
 * trace shows a page, its commerce calls and what the backend did for each. The usual `OTEL_*` variables apply.
 * Without the variable nothing of OpenTelemetry is loaded. (The storefront's own is
 * src/server/observability/tracing.ts: the two share no code.)
 */
import { createRequire, syncBuiltinESMExports } from 'node:module';

export async function startTracing(env: NodeJS.ProcessEnv = process.env): Promise<(() => Promise<void>) | null> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return null;
  env.OTEL_METRICS_EXPORTER ??= 'none';
  env.OTEL_LOGS_EXPORTER ??= 'none';
  const [{ NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
  ]);
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME || 'matjar-backend',
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [new HttpInstrumentation()],
  });
  sdk.start();
  // node:http was loaded before the SDK: requiring it now lets the instrumentation patch the server's request
  // handling (Server.prototype), and the ES module bindings follow.
  createRequire(import.meta.url)('node:http');
  syncBuiltinESMExports();
  return () => sdk.shutdown();
}
