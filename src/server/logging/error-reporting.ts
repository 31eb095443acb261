/**
 * Error reporting through Sentry's Node SDK, on only when `SENTRY_DSN` is set: without it the SDK is never even
 * loaded. The production server starts it before the app (scripts/serve-storefront.ts) so crashes are caught
 * too; elsewhere (astro dev, the adapter's own server) the first reported error starts it. One SDK per process,
 * shared through a global: the server script and the Astro bundle each carry a copy of this module.
 *
 * Only errors are sent (no tracing, no performance data), with the request id as a tag so a report leads to the
 * request's log lines. `SENTRY_ENVIRONMENT` and `SENTRY_RELEASE` label them when set.
 */
import type * as SentrySdkModule from '@sentry/node';

type SentrySdk = typeof SentrySdkModule;

const SHARED = Symbol.for('matjar.error-reporting');
type Holder = { [SHARED]?: Promise<SentrySdk | null> };

async function loadSdk(env: NodeJS.ProcessEnv): Promise<SentrySdk | null> {
  try {
    const Sentry = await import('@sentry/node');
    Sentry.init({
      dsn: env.SENTRY_DSN,
      environment: env.SENTRY_ENVIRONMENT || 'production',
      ...(env.SENTRY_RELEASE ? { release: env.SENTRY_RELEASE } : {}),
      // Errors only: no spans, no loader hooks rewriting modules, no OpenTelemetry set-up in this process.
      tracesSampleRate: 0,
      registerEsmLoaderHooks: false,
      skipOpenTelemetrySetup: true,
      sendDefaultPii: false,
    });
    return Sentry;
  } catch (error) {
    console.error(`[error-reporting] SENTRY_DSN is set but Sentry could not start: ${(error as Error).message}`);
    return null;
  }
}

/** Starts error reporting when `SENTRY_DSN` is set (once per process); resolves whether it is on. */
export async function startErrorReporting(env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  if (!env.SENTRY_DSN) return false;
  const holder = globalThis as Holder;
  return (await (holder[SHARED] ??= loadSdk(env))) !== null;
}

/** Sends `error` to Sentry when reporting is on; does nothing (and loads nothing) otherwise. */
export function reportError(error: unknown, context: { requestId?: string | null; where: string }): void {
  if (!process.env.SENTRY_DSN) return;
  void startErrorReporting().then(() =>
    (globalThis as Holder)[SHARED]?.then((Sentry) =>
      Sentry?.captureException(error, { tags: { where: context.where, ...(context.requestId ? { request_id: context.requestId } : {}) } }),
    ),
  );
}

/** Waits (at most `timeoutMs`) for reports still being sent: before the process exits. */
export async function flushErrorReports(timeoutMs = 2000): Promise<void> {
  const sdk = await (globalThis as Holder)[SHARED];
  await sdk?.flush(timeoutMs);
}
