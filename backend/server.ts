import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readConfig, type BackendConfig } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { MagentoError } from './errors.ts';
import { sendJson } from './http/respond.ts';
import { parseJsonText, readBodyText } from './http/body.ts';
import { bearerToken, clientAddressOf, requestBaseUrl, type RequestContext } from './http/context.ts';
import { recordRequest, serveMetrics } from './http/metrics.ts';
import { startTracing } from './http/tracing.ts';
import { createRestRouter } from './rest/index.ts';
import { clearCatalogCache } from './db/memo.ts';
import { createGraphqlHandler } from './graphql/handler.ts';
import { GraphqlResponseCache } from './graphql/response-cache.ts';
import { createChangeNotifier, type ChangeNotifier } from './notify/notifier.ts';
import { serveMedia } from './media.ts';
import { serveDevOutbox } from './http/dev-outbox.ts';
import { createPaymentHandler } from './http/payment-handler.ts';
import { startPaymentReconciler } from './payment/reconcile.ts';
import { SIMULATOR_PAYMENT_API_PATH } from './payment/simulator/check-status.ts';
import { createNotificationRetries } from './payment/simulator/notification-retry.ts';
import { resolveCustomerId } from './customers/tokens.ts';
import { seedIfEmpty } from './seed/index.ts';
import { storeFromCode } from './stores.ts';

/** How long an idle connection from a storefront is kept open. */
const KEEP_ALIVE_MS = 65_000;

/** `/rest/{store}/V1/…`, `/{locale}/rest/V1/…` and `/{locale}/rest/{store}/V1/…` (spec §7). */
const REST_PATH = /^\/(?:(ar|en)\/)?rest\/(?:([a-z_]+)\/)?(V1\/.*)$/;

export interface Backend {
  server: Server;
  db: Database;
  config: BackendConfig;
  url: string;
  /** Admin changes: their notices to storefronts (see notify/). */
  changes: ChangeNotifier;
  responseCache: GraphqlResponseCache;
  close(): Promise<void>;
}

export interface BackendOptions {
  /** Epoch milliseconds now; tests pass a clock they move forward instead of waiting. */
  clock?: () => number;
}

/** Opens (and seeds on first start) the database, then listens. Port 0 picks a free port. */
export async function startBackend(overrides: Partial<BackendConfig> = {}, { clock = Date.now }: BackendOptions = {}): Promise<Backend> {
  const config = { ...readConfig(), ...overrides };
  const clientAddress = clientAddressOf(config.trustedProxies);
  const db = openDatabase(config.dbPath);
  seedIfEmpty(db);
  const log = config.quiet ? null : (message: string) => console.warn(message);
  // The simulator stands in for the provider in development: its notifications are retried until taken.
  const simulatorNotifications = config.mode === 'development' ? createNotificationRetries(db, { now: clock, log: log ?? undefined }) : null;
  const payment = createPaymentHandler(config, simulatorNotifications);
  const router = createRestRouter();
  const responseCache = new GraphqlResponseCache(db);
  const graphql = createGraphqlHandler(config, responseCache);
  const changes = createChangeNotifier(db, config, {
    clearCaches: () => {
      clearCatalogCache(db);
      responseCache.clear();
    },
  });
  if (config.adminPassword === null && !config.quiet) {
    console.warn('[backend] BACKEND_ADMIN_PASSWORD is not set: the admin REST API is off (production mode has no default password)');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => sendError(res, error, config));
  });
  // The storefronts keep their connections to this API open between calls. Node's 5 s would close an idle one just as
  // a storefront whose event loop was held up for a moment (under load) picks it for its next call, which then fails
  // with "other side closed" and counts in its breaker (seen in the deploy drill): an idle connection is kept a
  // minute instead, well past what a storefront's client keeps it (it closes its own first, as its client should).
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://backend.local');
    // The route's pattern, never its path: one series per route however many ids are asked for.
    let route = 'unmatched';
    recordRequest(req, res, () => route);
    const token = bearerToken(req);
    const now = clock();
    const context = (storeCode: string | null | undefined): RequestContext => ({
      db,
      config,
      store: storeFromCode(storeCode),
      token,
      customerId: token ? resolveCustomerId(db, token, now) : null,
      baseUrl: requestBaseUrl(req, config),
      clientIp: clientAddress(req),
      now,
      req,
      changes,
    });

    for (const fixed of ['/graphql', '/health', '/healthz', '/metrics', '/__dev/outbox']) if (url.pathname === fixed) route = fixed;
    if (url.pathname === '/graphql') return graphql(req, res, context(headerValue(req, 'store')));
    // Liveness (`/healthz`, and `/health` which the start scripts poll): the process answers, nothing more.
    if (url.pathname === '/health' || url.pathname === '/healthz') return sendJson(res, 200, { status: 'ok' });
    if (url.pathname === '/metrics') return serveMetrics(req, res, config.metricsToken);
    if (url.pathname.startsWith('/media/')) {
      route = '/media';
      return serveMedia(req, res, url, db);
    }
    if (url.pathname === '/__dev/outbox' && config.mode === 'development') return serveDevOutbox(res, url, db);
    if (url.pathname.startsWith('/payment')) {
      route = '/payment';
      return payment(req, res, url, context(null));
    }

    const rest = REST_PATH.exec(url.pathname);
    if (!rest) throw new MagentoError(404, 'Request does not match any route.');
    const [, prefixLocale, storeCode, tail] = rest;
    const found = router.match(req.method ?? 'GET', `/${tail}`);
    if (found === null) throw new MagentoError(404, 'Request does not match any route.');
    if (found === 'methodNotAllowed') throw new MagentoError(405, 'Request does not match any route.');
    route = `/rest${found.route.path}`;
    const body = await readJsonBody(req);
    const ctx = context(storeCode && storeCode !== 'default' && storeCode !== 'all' ? storeCode : prefixLocale);
    const rawStoreCode = storeCode ?? prefixLocale ?? null;
    const result = await found.route.handler({ ...ctx, storeCode: rawStoreCode, params: found.params, query: url.searchParams, body });
    sendJson(res, 200, result ?? null);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const reconciler = startPaymentReconciler(
    { db, config, changes },
    config.aps.paymentApiUrl ?? `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}${SIMULATOR_PAYMENT_API_PATH}`,
    log,
  );
  return {
    server,
    db,
    config: { ...config, port },
    url: `http://${config.host}:${port}`,
    changes,
    responseCache,
    async close() {
      reconciler.close();
      simulatorNotifications?.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await changes.close();
      db.close();
    },
  };
}

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const text = (await readBodyText(req)).trim();
  return text ? parseJsonText(text) : undefined;
}

function sendError(res: ServerResponse, error: unknown, config: BackendConfig): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (error instanceof MagentoError) return sendJson(res, error.status, error);
  if (!config.quiet) console.error('[backend] unexpected error', error);
  sendJson(res, 500, { message: 'Internal Error. Details are available in Magento log file. Report ID: webapi', parameters: [] });
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const stopTracing = await startTracing();
  const backend = await startBackend();
  console.log(`[backend] Magento-compatible commerce API on ${backend.url} (GraphQL ${backend.url}/graphql, db ${backend.config.dbPath})`);
  const stop = () => {
    backend
      .close()
      .then(() => stopTracing?.())
      .then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Started by scripts/start.ts over IPC: exit with the parent so no orphan is left behind.
  process.on('disconnect', stop);
}
