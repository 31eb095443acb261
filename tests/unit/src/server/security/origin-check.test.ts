/**
 * Cross-site form posts are refused, except the payment provider's return to /{locale}/payment/status, which only
 * redirects to the GET of its known fields (src/server/security/origin-check.ts).
 */
import { describe, expect, it } from 'vitest';
import { isForbiddenCrossSitePost, refuseCrossSitePost } from '@/server/security/origin-check.ts';

const SITE = 'https://shop.example';
const post = (path: string, origin: string | null, contentType: string | null = 'application/x-www-form-urlencoded', method = 'POST') => {
  const headers = new Headers();
  if (origin) headers.set('origin', origin);
  if (contentType) headers.set('content-type', contentType);
  return isForbiddenCrossSitePost(new Request(`${SITE}${path}`, { method, headers, body: 'a=1' }), new URL(`${SITE}${path}`));
};

describe('the cross-site form post rule', () => {
  it('refuses form-like posts from another origin, or with none, to Actions and pages', () => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain;charset=UTF-8']) {
      expect(post('/_actions/cart.addItem', 'https://evil.example', type)).toBe(true);
      expect(post('/en/login?_action=auth.requestCode', 'https://evil.example', type)).toBe(true);
    }
    expect(post('/en/contact', null)).toBe(true);
    expect(post('/_actions/cart.addItem', 'https://evil.example', null)).toBe(true);
    expect(post('/ar/account/orders/000000001', 'https://evil.example', 'application/x-www-form-urlencoded', 'PUT')).toBe(true);
  });

  it('lets our own pages post, and leaves reads and JSON alone', () => {
    expect(post('/_actions/cart.addItem', SITE)).toBe(false);
    expect(post('/_actions/cart.addItem', 'https://evil.example', 'application/json')).toBe(false);
    expect(isForbiddenCrossSitePost(new Request(`${SITE}/en`), new URL(`${SITE}/en`))).toBe(false);
  });

  it('lets the payment provider post its return to the payment status page, and nowhere else', () => {
    expect(post('/en/payment/status', 'https://checkout.payfort.com')).toBe(false);
    expect(post('/ar/payment/status/', 'null')).toBe(false);
    expect(post('/en/payment/status/extra', 'https://checkout.payfort.com')).toBe(true);
    expect(post('/fr/payment/status', 'https://checkout.payfort.com')).toBe(true);
    expect(post('/en/payment/status', 'https://checkout.payfort.com', 'application/x-www-form-urlencoded', 'PUT')).toBe(true);
  });
});

describe('behind a TLS-terminating proxy', () => {
  const STORE = 'http://127.0.0.1:4321';
  const tlsPost = (peer: string | null) => {
    const request = new Request(`${STORE}/en/newsletter`, {
      method: 'POST',
      headers: { origin: 'https://127.0.0.1:4321', 'x-forwarded-proto': 'https', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.qa',
    });
    return isForbiddenCrossSitePost(request, new URL(`${STORE}/en/newsletter`), peer);
  };

  it("accepts the shopper's https Origin when a trusted proxy says the request came over https", () => {
    expect(tlsPost('127.0.0.1')).toBe(false);
  });

  it('refuses it when the forwarded scheme comes from any other peer', () => {
    expect(tlsPost('203.0.113.7')).toBe(true);
    expect(tlsPost(null)).toBe(true);
  });
});

describe("the middleware's cross-site step", () => {
  it('answers a form post from another origin 403, uncached, and lets a same-origin one pass', () => {
    const post = (origin: string) =>
      new Request('http://store.test/ar/cart?_action=cart.addItem', {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      });
    const url = new URL('http://store.test/ar/cart?_action=cart.addItem');
    const refused = refuseCrossSitePost(post('https://evil.test'), url, null);
    expect(refused?.status).toBe(403);
    expect(refused?.headers.get('cache-control')).toBe('no-store');
    expect(refuseCrossSitePost(post('http://store.test'), url, null)).toBeNull();
  });
});
