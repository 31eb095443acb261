/**
 * The production storefront behind a TLS-terminating proxy (src/server/security/public-origin.ts): a shopper's form
 * posts carry `Origin: https://…` while the storefront sees plain http. A trusted proxy's `X-Forwarded-Proto: https`
 * makes them ours (303); the same headers from any other peer are refused (403). The same trust decides HSTS and the
 * `Secure` cookies, and whose address the rate limits count: behind a trusted proxy the one it names in
 * `X-Forwarded-For`, else the peer's, whatever the header says (src/server/security/forwarded-request.ts). A forged
 * Host header never changes the absolute URLs the store writes (SITE_URL).
 */
import { spawnSync } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';
import { buildAndServeStorefront, runsStorefrontBuild, type BuiltStorefront } from '../../helpers/built-storefront.ts';
import { LIMITS } from '@/server/rate-limit/limits.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

let backend: TestBackend;
/** Behind the default trust list (`loopback`): the test's requests come from a trusted proxy. */
let trusting: BuiltStorefront;
/** Trusting another address only: the test's requests come from an untrusted peer. */
let untrusting: BuiltStorefront;

beforeAll(async () => {
  backend = await startTestBackend();
  [trusting, untrusting] = await Promise.all([
    buildAndServeStorefront(backend.url, { RATE_LIMIT_SCALE: '1' }),
    buildAndServeStorefront(backend.url, { TRUSTED_PROXIES: '192.0.2.1', RATE_LIMIT_SCALE: '1' }),
  ]);
}, 300_000);

afterAll(async () => {
  await Promise.all([trusting?.close(), untrusting?.close()]);
  await backend?.close();
});

const FORM_POSTS = [
  ['the newsletter', '/ar/newsletter?_action=engagement.subscribeNewsletter', 'locale=ar&email=tls.shopper%40example.qa'],
  ['add to cart', '/en/cart?_action=cart.addItem', 'locale=en&sku=APPL-1001&qty=1'],
] as const;

/** A form post as the proxy passes it on: the browser's https Origin, and the scheme the proxy saw. */
function postOverTls(storefront: BuiltStorefront, path: string, body: string): Promise<Response> {
  const httpsOrigin = storefront.url.replace(/^http:/, 'https:');
  return fetch(`${storefront.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: httpsOrigin, 'x-forwarded-proto': 'https' },
    body,
  });
}

/** A GET with its own Host header (fetch keeps the URL's). */
function getWithHost(base: string, path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${base}${path}`, { headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.once('error', reject);
    request.end();
  });
}

describe('form posts behind https', () => {
  it.each(FORM_POSTS)('%s is accepted from a trusted proxy (303)', async (_name, path, body) => {
    const answer = await postOverTls(trusting, path, body);
    expect(answer.status).toBe(303);
  });

  it.each(FORM_POSTS)('%s is refused from an untrusted peer (403)', async (_name, path, body) => {
    const answer = await postOverTls(untrusting, path, body);
    expect(answer.status).toBe(403);
  });

  it('still refuses another site, whoever forwards it', async () => {
    const answer = await fetch(`${trusting.url}/ar/newsletter?_action=engagement.subscribeNewsletter`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', 'x-forwarded-proto': 'https' },
      body: 'locale=ar&email=eve%40evil.example',
    });
    expect(answer.status).toBe(403);
  });
});

describe('https behind the proxy', () => {
  const overTls = (storefront: BuiltStorefront, path: string) =>
    fetch(`${storefront.url}${path}`, { redirect: 'manual', headers: { 'x-forwarded-proto': 'https' } });

  it("sends HSTS and Secure cookies on a trusted proxy's word only", async () => {
    const trusted = await overTls(trusting, '/en/about?switch-locale=1');
    expect(trusted.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(trusted.headers.get('set-cookie')).toMatch(/locale=en;.*Secure/i);
    const spoofed = await overTls(untrusting, '/en/about?switch-locale=1');
    expect(spoofed.status).toBe(302);
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
    expect(spoofed.headers.get('set-cookie')).toMatch(/locale=en/);
    expect(spoofed.headers.get('set-cookie')).not.toMatch(/Secure/i);
  });
});

describe('the rate limits behind the proxy', () => {
  const LIMIT = LIMITS.fieldMeasurements.points;
  /** A page view's report (POST /api/rum), as the proxy passes it on for the shopper at `forwardedFor`. */
  const report = (storefront: BuiltStorefront, forwardedFor: string) =>
    fetch(`${storefront.url}/api/rum`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER, 'x-forwarded-for': forwardedFor },
      body: '{}',
    }).then((answer) => answer.status);

  it('count each shopper a trusted proxy names on their own', async () => {
    for (let sent = 0; sent < LIMIT; sent++) expect(await report(trusting, '198.51.100.1')).not.toBe(429);
    expect(await report(trusting, '198.51.100.1')).toBe(429);
    // Another shopper behind the same proxy, and one who wrote an address of their own before the proxy's.
    expect(await report(trusting, '198.51.100.2')).not.toBe(429);
    expect(await report(trusting, '198.51.100.1, 198.51.100.3')).not.toBe(429);
  });

  it('count an untrusted peer as itself, whatever X-Forwarded-For it sends', async () => {
    for (let sent = 0; sent < LIMIT; sent++) expect(await report(untrusting, `198.51.100.${sent % 200}`)).not.toBe(429);
    expect(await report(untrusting, '203.0.113.99')).toBe(429);
  });
});

describe('a forged Host header', () => {
  it('does not change canonicals, hreflang or the sitemap link', async () => {
    const page = await getWithHost(trusting.url, '/en/about', 'evil.example');
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<link rel="canonical" href="${trusting.url}/en/about"`);
    expect(page.body).not.toContain('evil.example');
    const robots = await getWithHost(trusting.url, '/robots.txt', 'evil.example');
    expect(robots.body).toContain(`Sitemap: ${trusting.url}/sitemap.xml`);
  });
});

describe('production without SITE_URL', () => {
  it('refuses to start, saying what to set', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', STOREFRONT_BUILD_DIR: await runsStorefrontBuild(), PORT: '0' };
    delete env.SITE_URL;
    const started = spawnSync(process.execPath, ['scripts/serve-storefront.ts'], { env, encoding: 'utf8', timeout: 30_000 });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain('SITE_URL is not set');
  });
});
