/**
 * `npm run bench:cache`: how close a route-cache hit comes to a static file. In one run, on a fresh temporary
 * database: the production storefront (built when needed) serving a cached `/ar` and a cached product page, and a
 * bare node:http server (scripts/lib/bytes-server.ts) sending the very bytes and headers the storefront sent for
 * `/ar`, in the same encoding (brotli). Each gets 10 connections for ~10 s (`BENCH_DURATION`) and the line shows req/s, p50, p99
 * and the ratio to the bare server. `-- --redis` runs the storefront on a throw-away Redis (REDIS_URL) instead of
 * the in-memory cache. Each server runs in its own process, so the load generator does not share its event loop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { autocannon, formatResult, type AutocannonResult } from './lib/autocannon.ts';
import { buildIfNeeded } from './lib/build.ts';
import { acquireLock } from './lib/lock.ts';
import { freePort } from './lib/ports.ts';
import { startNodeService, waitForHttp } from './lib/processes.ts';
import { startRedisServer, type RedisServer } from './lib/redis-server.ts';

const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ACCEPT = { 'accept-encoding': 'br, gzip' };
const useRedis = process.argv.includes('--redis');

// The same lock as the end-to-end runner: both may rebuild dist/, which the other's server is reading.
const releaseLock = await acquireLock('var/e2e.lock', 'bench');
buildIfNeeded();

const dir = mkdtempSync(join(tmpdir(), 'matjar-bench-cache-'));
const children: ChildProcess[] = [];
let redis: RedisServer | undefined;

/** The raw response (fetch would decode the body; these are the bytes a client receives). */
function get(url: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: ACCEPT }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        response.statusCode === 200
          ? resolve({ headers: response.headers, body: Buffer.concat(chunks) })
          : reject(new Error(`${url} answered ${response.statusCode}`)),
      );
    })
      .on('error', reject)
      .end();
  });
}

/** Starts scripts/lib/bytes-server.ts serving the bytes and headers of `page`; resolves with its URL. */
async function startBytesServer(page: { headers: IncomingHttpHeaders; body: Buffer }): Promise<string> {
  const fixture = join(dir, 'page.json');
  // The same headers too (security headers, ETag, Cache-Control…), as a static file server for this site would send;
  // node:http adds Date, Connection and Keep-Alive itself, bytes-server.ts the Content-Length.
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(page.headers)) {
    if (typeof value === 'string' && !['date', 'connection', 'keep-alive', 'content-length'].includes(name)) headers[name] = value;
  }
  writeFileSync(fixture, JSON.stringify({ headers, body: page.body.toString('base64') }));
  const child = spawn(process.execPath, ['scripts/lib/bytes-server.ts', fixture], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const port = await new Promise<string>((resolve) => child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())));
  return `http://127.0.0.1:${port}`;
}

async function run(url: string): Promise<AutocannonResult> {
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers: ACCEPT }); // warm-up
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: ACCEPT });
}

try {
  if (useRedis) redis = await startRedisServer();
  const [backendPort, storefrontPort] = [await freePort(), await freePort()];
  const backendUrl = `http://127.0.0.1:${backendPort}`;
  const storefrontUrl = `http://127.0.0.1:${storefrontPort}`;
  children.push(
    startNodeService('backend/server.ts', { BACKEND_PORT: String(backendPort), BACKEND_DB: join(dir, 'commerce.sqlite'), BACKEND_QUIET: '1' }),
  );
  await waitForHttp(`${backendUrl}/health`);
  children.push(
    startNodeService('scripts/serve-storefront.ts', {
      PORT: String(storefrontPort),
      HOST: '127.0.0.1',
      COMMERCE_URL: backendUrl,
      ...(redis ? { REDIS_URL: redis.url } : {}),
    }),
  );
  await waitForHttp(`${storefrontUrl}/robots.txt`);

  const homeHtml = await (await fetch(`${storefrontUrl}/ar`)).text();
  const productPath = /href="(\/ar\/products\/[^"?#]+)"/.exec(homeHtml)?.[1];
  if (!productPath) throw new Error('no product link on /ar');
  const pages = { '/ar': `${storefrontUrl}/ar`, [productPath]: `${storefrontUrl}${productPath}` };
  for (const url of Object.values(pages)) await get(url);
  const home = await get(pages['/ar']);
  const cacheState = (headers: IncomingHttpHeaders) => headers['x-cache'] ?? headers['x-astro-cache'] ?? 'no cache header';
  console.log(
    `storefront ${storefrontUrl} (${redis ? `Redis ${redis.url}` : 'in-memory cache'}), ${CONNECTIONS} connections, ${DURATION_S} s per scenario`,
  );
  console.log(`/ar: ${home.body.length} bytes ${home.headers['content-encoding'] ?? 'identity'}, ${cacheState(home.headers)}\n`);

  const bare = await run(await startBytesServer(home));
  console.log(formatResult('bare node:http, same bytes', bare));
  for (const [name, url] of Object.entries(pages)) {
    const result = await run(url);
    const ratio = result.requests.average / bare.requests.average;
    console.log(`${formatResult(`cached ${name}`.slice(0, 34), result)}   ratio ${ratio.toFixed(2)}`);
  }
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(children.map((child) => (child.exitCode !== null ? null : new Promise((r) => child.once('exit', r)))));
  await redis?.stop();
  rmSync(dir, { recursive: true, force: true });
  releaseLock();
}
