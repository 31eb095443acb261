/**
 * How a storefront leaves the tier without dropping a request (a deploy's restart, `systemctl stop`, the
 * supervisor's stop): on SIGTERM it first answers `/healthz` 503 (`{"status":"draining"}`), so Varnish's probe (twice
 * a second, out after three failures: deploy/varnish/default.vcl) stops sending it anything new. Meanwhile every
 * request it has not started is answered 503 with `X-Storefront-Draining: 1` at once, unread (`refuseWhileDraining`):
 * Varnish sends it to the other storefront, a POST too, since nothing was done with it. It keeps listening for
 * `probeMs` at least, and then until no request came for `quietMs` (the probe has taken it out: under load the probe
 * may be late, and a closed port would turn a POST sent to it into Varnish's 503), `listenMs` at most; then it stops
 * accepting connections and lets the requests it holds finish (their connections close once answered); it exits when
 * the last one is done, or after `timeoutMs` at most (systemd's TimeoutStopSec is 10 s).
 *
 * While serving, `/healthz` answers here too, before the app: 200 with the release this process serves, which a
 * deploy reads to know the restarted storefront is on the new one (src/server/release/release-id.ts). A process
 * just started answers 503 (`starting`) until it says it is ready (its route cache reachable, its first pages
 * rendered), so Varnish's probe does not send shoppers to a cold process while it connects and compiles.
 *
 * Imported by scripts/serve-storefront.ts outside the bundle: relative imports only.
 */
// eslint-disable-next-line no-restricted-imports -- the types of this storefront's own server, not the commerce API
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { releaseId } from './release-id.ts';

export type Drain = {
  /** Answers `/healthz` (200 with the release, or 503 while draining); false for any other request. */
  answerHealth(req: IncomingMessage, res: ServerResponse): boolean;
  /**
   * While draining, answers a request the process has not started 503 `X-Storefront-Draining: 1` (the edge sends it
   * to another storefront) and answers true; false while serving.
   */
  refuseWhileDraining(req: IncomingMessage, res: ServerResponse): boolean;
  /** Starts draining (once); resolves when the server has closed or the time is up. */
  start(): Promise<void>;
  /** The process is ready for shoppers: `/healthz` answers 200 from now on (until it drains). */
  markReady(): void;
  readonly draining: boolean;
};

export type DrainOptions = { probeMs?: number; quietMs?: number; listenMs?: number; timeoutMs?: number; log?: (message: string) => void };

export function createDrain(server: Server, options: DrainOptions = {}): Drain {
  const { probeMs = 2000, quietMs = 500, listenMs = 6000, timeoutMs = 8000, log = () => {} } = options;
  let draining = false;
  let ready = false;
  let lastRefused = 0;
  let finished: Promise<void> | null = null;

  return {
    get draining() {
      return draining;
    },

    answerHealth(req, res) {
      if ((req.url ?? '').split('?')[0] !== '/healthz' || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
      const status = draining ? 'draining' : ready ? 'ok' : 'starting';
      res.writeHead(status === 'ok' ? 200 : 503, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      const body = JSON.stringify({ status, release: releaseId(), pid: process.pid });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },

    refuseWhileDraining(req, res) {
      if (!draining) return false;
      lastRefused = performance.now();
      // Unread: the body stays with the edge, which sends it to another storefront; the connection is not kept.
      res.shouldKeepAlive = false;
      res.writeHead(503, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        'Retry-After': '1',
        'X-Storefront-Draining': '1',
        Connection: 'close',
      });
      res.end(JSON.stringify({ status: 'draining', release: releaseId() }));
      req.resume();
      return true;
    },

    markReady() {
      ready = true;
    },

    start() {
      finished ??= new Promise<void>((done) => {
        draining = true;
        const started = performance.now();
        log(`draining: /healthz and new requests answer 503 until the edge stops sending (${probeMs}-${listenMs} ms), then open requests finish (at most ${timeoutMs} ms)`);
        const giveUp = setTimeout(() => {
          log('drain time is up: closing the connections left');
          server.closeAllConnections();
          done();
        }, timeoutMs);
        giveUp.unref();
        const closeOnceQuiet = () => {
          const now = performance.now();
          if (now - started < listenMs && now - lastRefused < quietMs) {
            setTimeout(closeOnceQuiet, quietMs - (now - lastRefused)).unref();
            return;
          }
          // Keep-alive connections with no request in progress close now, and busy ones as soon as their answer is sent.
          const idle = setInterval(() => server.closeIdleConnections(), 100);
          server.close(() => {
            clearInterval(idle);
            clearTimeout(giveUp);
            done();
          });
          server.closeIdleConnections();
        };
        setTimeout(closeOnceQuiet, probeMs).unref();
      });
      return finished;
    },
  };
}
