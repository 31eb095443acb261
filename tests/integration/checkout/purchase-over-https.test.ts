/**
 * A purchase end to end through the tier's https front (hitch → Varnish's PROXY listener → a storefront), as a
 * browser without JavaScript sends it, `Origin: https://…` and all: sign-up and sign-in by one-time code, an order
 * paid in cash, and one paid by card at the provider's page and back through its return to the status page. The
 * storefront sees `X-Forwarded-Proto: https` from Varnish (set for the `tls` listener), so every form is accepted,
 * its cookies are `Secure` and its answers carry HSTS; plain http through Varnish carries no HSTS.
 *
 * The https front speaks HTTP/2 (hitch agrees on it by ALPN, Varnish answers it): a catalogue page comes over h2 with
 * the same body as over http/1.1 (both brotli, as the storefront compressed it), an Action posted over h2 is
 * answered, and a client that offers only http/1.1 is still served in it.
 */
import { Agent, request as httpsRequest } from 'node:https';
import { connect as http2Connect, type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import { DatabaseSync } from 'node:sqlite';
import type { TLSSocket } from 'node:tls';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkOut, payAtProvider, saveAddress, Shopper, signUpByCode, type RequestRecord } from '../../../scripts/lib/storefront-shopper.ts';
import { edgeTierSkipReason, startTestEdgeTier, type TestEdgeTier } from '../../helpers/edge-tier.ts';

if (edgeTierSkipReason) console.warn(`[purchase over https] skipped: ${edgeTierSkipReason}`);

let tier: TestEdgeTier;

beforeAll(async () => {
  if (!edgeTierSkipReason) tier = await startTestEdgeTier({ backendEnv: { BACKEND_OTP_RESEND_SECONDS: '0', BACKEND_OTP_CLIENT_HOURLY_LIMIT: '0', BACKEND_OTP_RECIPIENT_HOURLY_LIMIT: '0' } });
}, 180_000);

afterAll(async () => {
  await tier?.close();
});

function orderStatus(number: string): string | undefined {
  const db = new DatabaseSync(tier.database, { readOnly: true });
  try {
    return (db.prepare('SELECT status FROM orders WHERE increment_id = ?').get(number) as { status: string } | undefined)?.status;
  } finally {
    db.close();
  }
}

function someSku(): string {
  const db = new DatabaseSync(tier.database, { readOnly: true });
  try {
    return (db.prepare("SELECT sku FROM products WHERE type_id = 'simple' AND status = 1 AND visibility = 4 AND is_in_stock = 1 AND qty >= 10 ORDER BY id LIMIT 1").get() as { sku: string }).sku;
  } finally {
    db.close();
  }
}

/** A category with a visible product: a catalogue page Varnish caches. */
function someCategoryPath(): string {
  const db = new DatabaseSync(tier.database, { readOnly: true });
  try {
    const row = db
      .prepare(
        `SELECT cs.url_key AS key FROM category_products cp
           JOIN category_store cs ON cs.category_id = cp.category_id AND cs.store_id = 2 AND cs.url_key IS NOT NULL
           JOIN products p ON p.id = cp.product_id AND p.status = 1 AND p.visibility = 4
          ORDER BY cp.category_id LIMIT 1`,
      )
      .get() as { key: string };
    return `/en/categories/${encodeURIComponent(row.key)}`;
  } finally {
    db.close();
  }
}

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

function decoded(headers: IncomingHttpHeaders, body: Buffer): string {
  const encoding = headers['content-encoding'];
  return (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');
}

/** One request on an HTTP/2 session (the tier's certificate trusted by its PEM). */
function overHttp2(session: ClientHttp2Session, path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolveAnswer, reject) => {
    const stream = session.request({ ':method': init.method ?? 'GET', ':path': path, 'accept-encoding': 'br, gzip', ...init.headers });
    const chunks: Buffer[] = [];
    let headers: IncomingHttpHeaders = {};
    stream.on('response', (received) => (headers = received));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', reject);
    stream.on('end', () => resolveAnswer({ status: Number(headers[':status']), headers, body: decoded(headers, Buffer.concat(chunks)) }));
    stream.end(init.body);
  });
}

/** A GET over https offering only http/1.1 by ALPN; what was agreed, and the answer. */
function overHttp1(url: string): Promise<Answer & { protocol: string | false | null }> {
  return new Promise((resolveAnswer, reject) => {
    const agent = new Agent({ ca: tier.certificate, ALPNProtocols: ['http/1.1'] });
    const request = httpsRequest(url, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      const protocol = (response.socket as TLSSocket).alpnProtocol;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        agent.destroy();
        resolveAnswer({ protocol, status: response.statusCode ?? 0, headers: response.headers, body: decoded(response.headers, Buffer.concat(chunks)) });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

describe.skipIf(edgeTierSkipReason)('the https front over HTTP/2', () => {
  it('agrees on h2 by ALPN, serves a catalogue page with the same body as over http/1.1, and answers an Action posted over h2', async () => {
    const path = someCategoryPath();
    const overOne = await overHttp1(`${tier.httpsUrl}${path}`);
    expect(overOne.protocol).toBe('http/1.1');
    expect(overOne.status).toBe(200);
    expect(overOne.body).toContain('<main');

    const session = http2Connect(tier.httpsUrl, { ca: tier.certificate });
    try {
      await new Promise<void>((connected, failed) => session.once('connect', () => connected()).once('error', failed));
      expect(session.alpnProtocol).toBe('h2');
      const page = await overHttp2(session, path);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toBe(overOne.body);
      // As the storefront compressed it, not Varnish's gzip: the VCL asks for brotli for a browser that accepts it.
      expect([overOne.headers['content-encoding'], page.headers['content-encoding']]).toEqual(['br', 'br']);
      // The brotli copy the http/1.1 request left in Varnish.
      expect(page.headers['x-cache']).toBe('HIT');

      // A shopper's add to cart, as an island posts it: through Varnish's pass, over the same connection.
      const added = await overHttp2(session, '/_actions/cart.addItem', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', origin: tier.httpsUrl, referer: `${tier.httpsUrl}/en/` },
        body: new URLSearchParams({ sku: someSku(), qty: '1' }).toString(),
      });
      expect(added.status, added.body).toBe(200);
      expect(added.headers['x-cache']).toBe('PASS');
      expect([added.headers['set-cookie'] ?? []].flat().join('\n')).toMatch(/;\s*Secure/i);
    } finally {
      session.close();
    }
  }, 60_000);
});

describe.skipIf(edgeTierSkipReason)('a purchase over https', () => {
  it('signs in by code, buys in cash and by card through the provider and back, with Secure cookies and HSTS', async () => {
    const refused: RequestRecord[] = [];
    const shopper = new Shopper(tier.httpsUrl, (sample) => void (sample.ok || refused.push(sample)));

    expect(await signUpByCode(shopper, tier.backendUrl, { email: 'https-buyer@example.qa', telephone: '55998877' }), JSON.stringify(refused)).toBe(true);
    const session = shopper.setCookieLines.find((line) => line.startsWith('customer_token='));
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*HttpOnly/i);

    const home = await shopper.send('home', '/en');
    expect(home?.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    const overHttp = await fetch(`${tier.httpUrl}/en`);
    expect(overHttp.headers.get('strict-transport-security')).toBeNull();

    const addressId = await saveAddress(shopper, tier.backendUrl);
    expect(addressId).not.toBeNull();
    const sku = someSku();

    const cash = await checkOut(shopper, sku, addressId!, 'cashondelivery');
    expect(cash, JSON.stringify(refused)).toMatchObject({ kind: 'placed' });
    if (cash?.kind !== 'placed') return;
    expect(await shopper.send('order success', cash.next)).not.toBeNull();
    expect(orderStatus(cash.orderNumber)).toBe('pending');

    const card = await checkOut(shopper, sku, addressId!, 'aps_fort_cc');
    expect(card, JSON.stringify(refused)).toMatchObject({ kind: 'pay' });
    if (card?.kind !== 'pay') return;
    // The provider sends the shopper back to the https status page (SITE_URL's origin), which answers 200.
    const statusPage = await payAtProvider(shopper, card);
    expect(statusPage, JSON.stringify(refused)).not.toBeNull();
    expect(orderStatus(card.orderNumber)).toBe('processing');
    expect(refused).toEqual([]);
  }, 60_000);
});
