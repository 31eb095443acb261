/**
 * The commerce side of the fault tests, on one fixed port the storefront is pointed at: the real embedded backend
 * as a process of its own (so it can be stopped and started again on its database, or frozen with SIGSTOP like a
 * backend stuck on a lock), or in its place a tiny node:http server answering garbage (an HTML page, JSON cut off
 * half-way, 200s of the wrong shape) that records what it was asked.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/lib/ports.ts';
import { waitForHttp } from '../../scripts/lib/processes.ts';
import { copySeededDatabase } from './seeded-database.ts';

export type Garbage = 'html' | 'truncated-json' | 'wrong-shapes';

const GARBAGE: Record<Garbage, { contentType: string; body: (path: string) => string }> = {
  html: { contentType: 'text/html; charset=utf-8', body: () => '<!doctype html><html><body><h1>Down for maintenance</h1></body></html>' },
  'truncated-json': { contentType: 'application/json', body: () => '{"data":{"products":{"items":[{"sku":"APPL-' },
  'wrong-shapes': {
    contentType: 'application/json',
    // GraphQL: a `data` whose every field is of the wrong type; REST: an object where a list or a number belongs.
    body: (path) => (path.startsWith('/graphql') ? '{"data":{"products":"none","categoryList":42,"pwaConfig":[],"getBrands":{}}}' : '{"items":"none","id":"x"}'),
  },
};

export type CommerceFaults = {
  url: string;
  dbPath: string;
  /** Requests the garbage server received (method, path, headers), newest last. */
  garbageRequests: { path: string; headers: IncomingHttpHeaders }[];
  startBackend(): Promise<void>;
  stopBackend(): Promise<void>;
  /** SIGSTOP: the port still accepts connections, nothing ever answers. */
  freezeBackend(): void;
  thawBackend(): void;
  serveGarbage(kind: Garbage): Promise<void>;
  stopGarbage(): Promise<void>;
  close(): Promise<void>;
};

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function createCommerceFaults(): Promise<CommerceFaults> {
  const dir = mkdtempSync(join(tmpdir(), 'matjar-faults-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dbPath = join(dir, 'commerce.sqlite');
  await copySeededDatabase(dbPath);
  let backend: ChildProcess | null = null;
  let garbage: Server | null = null;
  const garbageRequests: CommerceFaults['garbageRequests'] = [];

  const stopBackend = async () => {
    if (!backend) return;
    const child = backend;
    backend = null;
    child.kill('SIGCONT');
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited(child);
    clearTimeout(killer);
  };
  const stopGarbage = async () => {
    if (!garbage) return;
    const server = garbage;
    garbage = null;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };

  return {
    url,
    dbPath,
    garbageRequests,
    async startBackend() {
      backend = spawn(process.execPath, ['backend/server.ts'], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, BACKEND_PORT: String(port), BACKEND_HOST: '127.0.0.1', BACKEND_DB: dbPath, BACKEND_QUIET: '1' },
      });
      await waitForHttp(`${url}/healthz`);
    },
    stopBackend,
    freezeBackend() {
      backend?.kill('SIGSTOP');
    },
    thawBackend() {
      backend?.kill('SIGCONT');
    },
    async serveGarbage(kind) {
      const answer = GARBAGE[kind];
      garbage = createServer((req, res) => {
        garbageRequests.push({ path: req.url ?? '/', headers: req.headers });
        req.resume();
        req.on('end', () => res.writeHead(200, { 'content-type': answer.contentType }).end(answer.body(req.url ?? '/')));
      });
      await new Promise<void>((resolve, reject) => {
        garbage!.once('error', reject);
        garbage!.listen(port, '127.0.0.1', resolve);
      });
    },
    stopGarbage,
    async close() {
      await Promise.all([stopBackend(), stopGarbage()]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
