/**
 * Two production storefronts (scripts/serve-storefront.ts over the Vitest run's build) sharing one real Redis, with the
 * embedded backend behind them: a page cached by one is a hit on the other, the same page under the same ETag (or its
 * smaller brotli form's, once one of them has stored it: smaller-brotli.ts), and both then send the same bytes; a hit
 * carries the shared-page headers and answers 304 to its ETag; a signed notice to one purges the page for both
 * (and it is re-rendered at once); an unsigned one changes nothing; and with Redis gone, pages still answer 200,
 * uncached, with one warning, until Redis is back.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../../scripts/lib/ports.ts';
import { waitForHttp } from '../../../scripts/lib/processes.ts';
import { runsStorefrontBuild } from '../../helpers/built-storefront.ts';
import { hasRedisServer, REDIS_SERVER_BIN, startRedisServer, type RedisServer } from '../../../scripts/lib/redis-server.ts';
import { signNotice } from '@/server/revalidation/signature.ts';
import { smallerFormEtag } from '@/server/cache/smaller-brotli.ts';
import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';

const runRedis = hasRedisServer() || Boolean(process.env.CI);
if (!runRedis) console.warn(`[shared cache tests] ${REDIS_SERVER_BIN} is missing: skipped (apt-get install -y redis-server)`);

const SECRET = 'shared-cache-test-secret-0123456789';
type Storefront = { url: string; child: ChildProcess; output: () => string };

let redis: RedisServer | undefined;
let backend: TestBackend | undefined;
const storefronts: Storefront[] = [];

async function startStorefront(redisUrl: string, commerceUrl: string): Promise<Storefront> {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/serve-storefront.ts'], {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: {
      ...process.env,
      // The run's own build, which no other run rebuilds under it.
      STOREFRONT_BUILD_DIR: await runsStorefrontBuild(),
      PORT: String(port),
      HOST: '127.0.0.1',
      COMMERCE_URL: commerceUrl,
      REDIS_URL: redisUrl,
      // Both instances stand behind one public name, so they share cache keys.
      SITE_URL: 'https://matjar.test',
      REVALIDATE_SECRET: SECRET,
      // A page gets its smaller brotli form after a second unchanged, not the default ten.
      SMALLER_BROTLI_AFTER_S: '1',
      // The log is silent under the test runner; the warnings are asserted below.
      LOG_LEVEL: 'warn',
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/robots.txt`);
  return { url, child, output: () => output };
}

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A raw GET (fetch would decode the body and hide Content-Length): brotli unless said otherwise. */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'br', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

function html(answer: Answer): string {
  return (answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.body) : answer.body).toString();
}

function notify(storefront: Storefront, tags: string[], secret = SECRET): Promise<Response> {
  const body = JSON.stringify({ tags, at: new Date().toISOString() });
  const timestamp = Math.floor(Date.now() / 1000);
  return fetch(`${storefront.url}/api/revalidate`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'x-matjar-timestamp': String(timestamp), 'x-matjar-signature': signNotice(secret, timestamp, body) },
  });
}

beforeAll(async () => {
  if (!runRedis) return;
  redis = await startRedisServer();
  backend = await startTestBackend();
  storefronts.push(await startStorefront(redis.url, backend.url), await startStorefront(redis.url, backend.url));
}, 300_000);

afterAll(async () => {
  await Promise.all(
    storefronts.map(({ child }) => (child.exitCode !== null ? null : new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM')))),
  );
  await redis?.stop();
  await backend?.close();
});

describe.skipIf(!runRedis)('two storefronts on one Redis', () => {
  let productPath = '';

  it('serve a page cached by one as a hit on the other, byte for byte', async () => {
    const [one, two] = storefronts as [Storefront, Storefront];
    const first = await get(`${one.url}/ar`);
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    const onTwo = await get(`${two.url}/ar`);
    expect(onTwo.headers['x-cache']).toBe('HIT');
    expect([first.headers.etag, smallerFormEtag(String(first.headers.etag))]).toContain(onTwo.headers.etag);
    expect(html(onTwo)).toBe(html(first));
    // Once the smaller form is stored (by the storefront that rendered the page), both send it, byte for byte.
    await vi.waitFor(async () => expect((await get(`${two.url}/ar`)).headers.etag).toBe(smallerFormEtag(String(first.headers.etag))), { timeout: 10_000, interval: 100 });
    const [fromOne, fromTwo] = [await get(`${one.url}/ar`), await get(`${two.url}/ar`)];
    expect(fromOne.body.equals(fromTwo.body)).toBe(true);
    expect(fromOne.body.length).toBeLessThan(first.body.length);
    expect(html(onTwo)).toContain('<html lang="ar" dir="rtl"');

    productPath = /href="(\/en\/products\/[^"?#]+)"/.exec(html(await get(`${one.url}/en`)))?.[1] ?? '';
    expect(productPath).not.toBe('');
    expect((await get(`${two.url}${productPath}`)).headers['x-cache']).toBe('MISS');
    expect((await get(`${one.url}${productPath}`)).headers['x-cache']).toBe('HIT');
  });

  it('send shared pages with the cache headers, their length, and a 304 for their ETag', async () => {
    const [one, two] = storefronts as [Storefront, Storefront];
    const hit = await get(`${two.url}/ar`);
    expect(hit.headers).toMatchObject({
      'cache-control': expect.stringMatching(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/),
      vary: 'Accept-Encoding',
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'br',
      'content-length': String(hit.body.length),
      'x-content-type-options': 'nosniff',
    });
    expect(hit.headers.etag).toMatch(/^W\/"/);
    const plain = await get(`${one.url}/ar`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(html(hit));
    const notModified = await get(`${one.url}/ar`, { 'if-none-match': String(hit.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    const personal = await get(`${one.url}/ar/cart`);
    expect(personal.headers['cache-control']).toBe('private, no-store');
  });

  it('refuse an unsigned notice and keep the pages', async () => {
    const [one, two] = storefronts as [Storefront, Storefront];
    expect((await notify(one, ['config'], 'not-the-shared-secret-at-all')).status).toBe(401);
    expect((await get(`${one.url}/ar`)).headers['x-cache']).toBe('HIT');
    expect((await get(`${two.url}/ar`)).headers['x-cache']).toBe('HIT');
  });

  it('purge a page for both when either gets a signed notice, and re-render it at once', async () => {
    const [one, two] = storefronts as [Storefront, Storefront];
    // Let the stored pages age, so a page stored after the purge is told apart by its Age.
    await vi.waitFor(
      async () => {
        expect(Number((await get(`${one.url}/ar`)).headers.age)).toBeGreaterThanOrEqual(2);
        expect(Number((await get(`${two.url}${productPath}`)).headers.age)).toBeGreaterThanOrEqual(2);
      },
      { timeout: 5000, interval: 250 },
    );

    const purgedAt = Date.now();
    expect((await notify(two, ['config'])).status).toBe(204);
    for (const storefront of [one, two]) {
      for (const path of ['/ar', productPath]) {
        const after = await get(`${storefront.url}${path}`);
        expect(after.status).toBe(200);
        // Soft purge: the old copy is answered as stale while its re-render runs, never as a fresh hit.
        const answered = after.headers['x-cache'];
        expect(answered === 'MISS' || answered === 'STALE' || Number(after.headers.age) < 2, `${path} after the purge`).toBe(true);
      }
    }
    // The re-render after the purge stored the page again: the next shopper on either instance gets a hit on a page
    // stored since the purge. Each instance learns of the other's writes through Redis's invalidation pushes, so on
    // a loaded machine the second can take a moment longer to see the stored page than the one that stored it.
    for (const storefront of [one, two]) {
      for (const path of ['/ar', productPath]) {
        await vi.waitFor(
          async () => {
            const hit = await get(`${storefront.url}${path}`);
            expect(hit.headers['x-cache']).toBe('HIT');
            expect(Number(hit.headers.age) * 1000).toBeLessThanOrEqual(Date.now() - purgedAt + 1000);
          },
          { timeout: 5000 },
        );
      }
    }
  });

  it('show a form posted without JavaScript to one its result on the other: the session is in Redis too', async () => {
    const [one, two] = storefronts as [Storefront, Storefront];
    const typed = 'not-an-email';
    const posted = await fetch(`${one.url}/en/newsletter?_action=engagement.subscribeNewsletter`, {
      method: 'POST',
      redirect: 'manual',
      // The browser is on the public name both instances stand behind (SITE_URL), not on an instance's address.
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://matjar.test' },
      body: new URLSearchParams({ locale: 'en', email: typed }).toString(),
    });
    expect(posted.status).toBe(303);
    const location = new URL(posted.headers.get('location')!, one.url);
    expect(location.searchParams.get('_result')).toBeTruthy();
    const session = posted.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
    expect(session).not.toBe('');
    // The 303 answered by the other instance, as a round-robin balancer may send it.
    const shown = await get(`${two.url}${location.pathname}${location.search}`, { cookie: session });
    expect(shown.status).toBe(400);
    expect(html(shown)).toContain(`value="${typed}"`);
  });

  it('keep answering 200, uncached and with one warning, while Redis is down, and cache again when it is back', async () => {
    const [one] = storefronts as [Storefront, Storefront];
    const port = redis!.port;
    // Only this outage's warnings count: on a busy machine an earlier test's Redis call may have missed its deadline.
    const before = one.output().length;
    await redis!.stop();
    for (let i = 0; i < 3; i++) {
      const page = await get(`${one.url}/en`);
      expect(page.status).toBe(200);
      expect(page.headers['x-cache']).not.toBe('HIT');
      expect(html(page)).toContain('<html lang="en" dir="ltr"');
    }
    // A notice cannot be applied: 503 tells the backend to deliver it again.
    expect((await notify(one, ['config'])).status).toBe(503);
    expect(one.output().slice(before).match(/redis cache is unavailable/g)).toHaveLength(1);

    redis = await startRedisServer(port);
    await vi.waitFor(
      async () => {
        await get(`${one.url}/en`);
        expect((await get(`${one.url}/en`)).headers['x-cache']).toBe('HIT');
      },
      { timeout: 10_000, interval: 500 },
    );
  });
});
