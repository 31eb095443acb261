/**
 * Serves the production build (`dist/`, or the folder `STOREFRONT_BUILD_DIR` names: the integration tests serve their
 * run's own build): route-cache hits first, then Astro's request handler behind brotli/gzip compression.
 *
 * - Fingerprinted `/_astro/*` assets are sent from the copies compressed at build time (precompressed-assets.ts).
 * - Cached pages are answered here, before Astro runs, from the one route cache (memory, or Redis when REDIS_URL is
 *   set): stored compressed, sent with Content-Length and ETag (cached-pages.ts). The Astro cache provider in the
 *   build stores and purges the same cache: this process creates it first, the provider finds it.
 * - Everything else goes to Astro's node handler (it does not compress, so this wraps it instead of letting it
 *   start its own server). Responses the route cache did not store are compressed per response at a fast brotli
 *   level (5): the maximum (11) costs a 150 KB page about 400 ms of CPU for 15% fewer bytes. Stored pages already
 *   carry Content-Encoding, which the compression middleware leaves alone.
 * - Every request gets a request id (`X-Request-Id`: a sane incoming one, else a new one), which the app passes on
 *   to the backend, and one JSON log line when it is done, cache hits included (src/server/logging/access-log.ts).
 * - Error reporting (Sentry) starts before the app when `SENTRY_DSN` is set, and traces (OpenTelemetry) when
 *   `OTEL_EXPORTER_OTLP_ENDPOINT` is (src/server/observability/tracing.ts); without them nothing of either is loaded.
 * - In production (`NODE_ENV=production`) it refuses to start without `SITE_URL`, the store's public origin
 *   (src/server/security/public-origin.ts).
 * - With `WARM_UP_PATHS` (e.g. `/ar,/en`), it visits those pages itself once it listens, so their first photos' copies
 *   are made before the first shopper asks for them (scripts/lib/warm-up.ts).
 * - Health checks are the app's own routes (`/healthz`, `/readyz`, src/pages): they answer the same under
 *   `astro dev` and the adapter's own server, and a cache hit here never stands in for them (they are not cached).
 *   Here `/healthz` is answered before the app, with the release served, and 503 while the process drains on SIGTERM
 *   (src/server/release/drain.ts: Varnish's probe takes it out, requests that still come are answered 503 for
 *   Varnish to send to the other storefront, then open requests finish before it exits).
 * - `STOREFRONT_BUILD_DIR` may name a release through a link (`var/releases/current/dist`, npm run deploy): it is
 *   resolved once at start, and the build's `release.json` names the release (src/server/release/release-id.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync, realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { constants } from 'node:zlib';
import compression from 'compression';
import { routeCache } from '../src/server/cache/route-cache.ts';
import { trackRequest } from '../src/server/logging/access-log.ts';
import { flushErrorReports, startErrorReporting } from '../src/server/logging/error-reporting.ts';
import { logger } from '../src/server/logging/logger.ts';
import { startTracing } from '../src/server/observability/tracing.ts';
import { siteUrlProblem } from '../src/server/security/public-origin.ts';
import { createDrain } from '../src/server/release/drain.ts';
import { readBuildRelease } from '../src/server/release/release-id.ts';
import { serveCachedPage } from './lib/cached-pages.ts';
import { loadPrecompressedAssets, servePrecompressed } from './lib/precompressed-assets.ts';
import { warmUp, warmUpPaths } from './lib/warm-up.ts';

const namedBuildDir = resolve(process.env.STOREFRONT_BUILD_DIR || 'dist');
const entry = resolve(namedBuildDir, 'server/entry.mjs');
if (!existsSync(entry)) {
  console.error('[storefront] No production build found: run `npm run build` first (npm start does it for you).');
  process.exit(1);
}
// A release's folder is named through the `current` link (npm run deploy): this process keeps the release it started
// on, whatever the link names later, and says which one it serves (its /healthz, its pages' release tag).
const buildDir = realpathSync(namedBuildDir);
process.env.RELEASE_ID = readBuildRelease(buildDir) ?? process.env.RELEASE_ID ?? '';

// Production builds every absolute URL from SITE_URL and accepts form posts from it only: never from a Host header.
const siteUrlRefusal = siteUrlProblem();
if (siteUrlRefusal) {
  console.error(`[storefront] ${siteUrlRefusal}`);
  process.exit(1);
}

let cache: ReturnType<typeof routeCache>;
try {
  cache = routeCache();
} catch (error) {
  console.error(`[storefront] REDIS_URL is not a usable Redis URL: ${(error as Error).message}`);
  process.exit(1);
}

await startErrorReporting();
const stopTracing = await startTracing('matjar-storefront');
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const { handler } = (await import(pathToFileURL(resolve(buildDir, 'server/entry.mjs')).href)) as {
  handler: (req: IncomingMessage, res: ServerResponse) => void;
};

// HTML, CSS, JS, SVG, JSON, XML and text; images and fonts are already compressed formats.
const compress = compression({ threshold: 512, brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } } });
const precompressed = loadPrecompressedAssets(resolve(buildDir, 'client'));
const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '0.0.0.0';

const render = (req: IncomingMessage, res: ServerResponse) => compress(req as never, res as never, () => handler(req, res));

const server = createServer((req, res) => {
  trackRequest(req, res);
  if (drain.answerHealth(req, res)) return;
  // Draining: a request not started yet is answered 503 for the edge to send elsewhere (src/server/release/drain.ts).
  if (drain.refuseWhileDraining(req, res)) return;
  if (servePrecompressed(precompressed, req, res)) return;
  serveCachedPage(cache, req, res).then(
    (served) => served || render(req, res),
    (error: Error) => {
      logger().error({ requestId: req.headers['x-request-id'], err: error }, 'serving from the route cache failed');
      if (!res.headersSent) render(req, res);
    },
  );
});
server.listen(port, host, () => {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  logger().info({ url: `http://${shown}:${port}/`, routeCache: cache.kind }, `Matjar is running at http://${shown}:${port}/ (route cache: ${cache.kind})`);
  const paths = warmUpPaths(process.env.WARM_UP_PATHS);
  const local = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const warmedUp =
    paths.length > 0
      ? warmUp(`http://${local}:${port}`, paths).then((warmed) => {
          logger().info(warmed, `warmed up ${warmed.paths.length} of ${paths.length} pages and ${warmed.photos} first photos`);
          process.send?.({ warmedUp: warmed });
        })
      : Promise.resolve();
  // Ready for shoppers (/healthz 200) once the route cache answers and the warm-up is done, 15 s at most.
  void Promise.race([Promise.all([routeCacheReachable(cache), warmedUp]), new Promise((done) => setTimeout(done, 15_000))]).then(() => drain.markReady());
});

/** Resolves once the route cache's store answers (Redis connected), trying every 250 ms. */
async function routeCacheReachable(routeCache: typeof cache): Promise<void> {
  for (;;) {
    try {
      return await routeCache.check();
    } catch {
      await new Promise((done) => setTimeout(done, 250));
    }
  }
}

const drain = createDrain(server, { log: (message) => logger().info(`[storefront] ${message}`) });
const exit = () => Promise.all([cache.close(), flushErrorReports(), stopTracing?.()]).finally(() => process.exit(0));
const stop = () => server.close(exit);
process.on('SIGINT', stop);
// SIGTERM (a deploy's restart, systemctl stop, the supervisor's stop): out of Varnish first, then the open requests
// finish (src/server/release/drain.ts).
process.on('SIGTERM', () => void drain.start().then(exit));
// When started by scripts/start.ts over IPC, exit with the parent so no orphan is left behind.
process.on('disconnect', stop);
