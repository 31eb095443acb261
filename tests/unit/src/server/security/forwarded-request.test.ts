/**
 * What the proxies in front say (src/server/security/forwarded-request.ts): believed from the proxies in
 * TRUSTED_PROXIES only. A spoofed X-Forwarded-For or X-Forwarded-Proto from any other peer changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { clientAddress, forwardedScheme, isTrustedProxy, requestPeer } from '@/server/security/forwarded-request.ts';

describe('the trusted proxies', () => {
  it('are loopback unless told, and nobody on a malformed list', () => {
    expect(isTrustedProxy('127.0.0.1', undefined)).toBe(true);
    expect(isTrustedProxy('::ffff:127.0.0.1', undefined)).toBe(true);
    expect(isTrustedProxy('203.0.113.7', undefined)).toBe(false);
    expect(isTrustedProxy('10.1.2.3', '10.0.0.0/8')).toBe(true);
    expect(isTrustedProxy('127.0.0.1', 'not an address')).toBe(false);
    expect(isTrustedProxy('127.0.0.1', '')).toBe(false);
    expect(isTrustedProxy(null, undefined)).toBe(false);
    expect(isTrustedProxy('not-an-ip', 'loopback')).toBe(false);
  });
});

describe('the forwarded scheme', () => {
  it("is a trusted proxy's first X-Forwarded-Proto, http or https", () => {
    expect(forwardedScheme('https', '127.0.0.1')).toBe('https');
    expect(forwardedScheme('HTTPS, http', '127.0.0.1')).toBe('https');
    expect(forwardedScheme('http', '10.0.0.5', '10.0.0.0/8')).toBe('http');
    expect(forwardedScheme('gopher', '127.0.0.1')).toBeNull();
    expect(forwardedScheme(null, '127.0.0.1')).toBeNull();
  });

  it('is ignored from any other peer', () => {
    expect(forwardedScheme('https', '203.0.113.7')).toBeNull();
    expect(forwardedScheme('https', '127.0.0.1', '192.0.2.1')).toBeNull();
    expect(forwardedScheme('https', null)).toBeNull();
  });
});

describe("the shopper's address", () => {
  it('is the peer when the peer is no trusted proxy, whatever X-Forwarded-For says', () => {
    expect(clientAddress('198.51.100.9', '203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('198.51.100.9, 127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress(null, '203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('198.51.100.9', '127.0.0.1', '192.0.2.1')).toBe('127.0.0.1');
  });

  it('behind trusted proxies, is the right-most address that is not one of them', () => {
    // hitch → Varnish (loopback) appends the shopper's address; what the shopper wrote before it is ignored.
    expect(clientAddress('203.0.113.7', '127.0.0.1')).toBe('203.0.113.7');
    expect(clientAddress('6.6.6.6, 203.0.113.7', '127.0.0.1')).toBe('203.0.113.7');
    expect(clientAddress('6.6.6.6, 203.0.113.7, 10.0.0.2', '127.0.0.1', 'loopback, 10.0.0.0/8')).toBe('203.0.113.7');
    // A proxy that names nobody: the proxy itself (every shopper behind it counts as one, never as a spoofed one).
    expect(clientAddress(null, '127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddress('', '127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddress('garbage', '127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddress('203.0.113.7', null)).toBeNull();
  });
});

describe('the peer of a request', () => {
  it("is the socket's address the adapter recorded, else null", () => {
    const request = new Request('http://127.0.0.1:4321/');
    expect(requestPeer(request)).toBeNull();
    Reflect.set(request, Symbol.for('astro.clientAddress'), '127.0.0.1');
    expect(requestPeer(request)).toBe('127.0.0.1');
  });
});
