/**
 * `npm run bench:cache`: how close a route-cache hit comes to a static file. In one run, on a fresh temporary
 * database: the production storefront (built when needed) serving a cached `/ar` and a cached product page, and a
 * bare node:http server (scripts/lib/bytes-server.ts) sending the very bytes and headers the storefront sent for
 * `/ar`, in the same encoding (brotli). 10 connections. The three take turns, `BENCH_ROUNDS` (3) rounds of
 * `BENCH_DURATION` (5) seconds each, and each line shows the round with the median req/s (its p50 and p99) and
 * the ratio of medians to the bare server: on a machine shared with other work, load that comes and goes then
 * falls on all three alike. `-- --redis` runs the storefront on a throw-away Redis (REDIS_URL) instead of
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
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ACCEPT = { 'accept-encoding': 'br, gzip' };
const useRedis = process.argv.includes('--redis');

// The same lock as the end-to-end runner: both may rebuild dist/, which the other's server is reading.
const releaseLock = await acquireLock('var/e2e.lock', 'bench');
await buildIfNeeded({ label: 'bench' });

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

function run(url: string, duration = DURATION_S): Promise<AutocannonResult> {
  return autocannon({ url, connections: CONNECTIONS, duration, headers: ACCEPT });
}

/** The round with the median req/s. */
function median(results: AutocannonResult[]): AutocannonResult {
  return [...results].sort((a, b) => a.requests.average - b.requests.average)[Math.floor(results.length / 2)]!;
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
    `storefront ${storefrontUrl} (${redis ? `Redis ${redis.url}` : 'in-memory cache'}), ${CONNECTIONS} connections, ` +
      `${ROUNDS} rounds of ${DURATION_S} s per scenario`,
  );
  console.log(`/ar: ${home.body.length} bytes ${home.headers['content-encoding'] ?? 'identity'}, ${cacheState(home.headers)}\n`);

  const scenarios: [string, string][] = [
    ['bare node:http, same bytes', await startBytesServer(home)],
    ...Object.entries(pages).map(([name, url]): [string, string] => [`cached ${name}`.slice(0, 34), url]),
  ];
  for (const [, url] of scenarios) await run(url, 1); // warm-up
  const results = new Map<string, AutocannonResult[]>(scenarios.map(([name]) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, url] of scenarios) results.get(name)!.push(await run(url));
  }
  const bare = median(results.get(scenarios[0]![0])!);
  for (const [name] of scenarios) {
    const result = median(results.get(name)!);
    const ratio = result === bare ? '' : `   ratio ${(result.requests.average / bare.requests.average).toFixed(2)}`;
    console.log(`${formatResult(name, result)}${ratio}`);
  }
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(children.map((child) => (child.exitCode !== null ? null : new Promise((r) => child.once('exit', r)))));
  await redis?.stop();
  rmSync(dir, { recursive: true, force: true });
  releaseLock();
}
