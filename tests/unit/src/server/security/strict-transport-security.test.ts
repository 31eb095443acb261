/**
 * HSTS and the Secure-cookie decision (src/server/security/strict-transport-security.ts): https is the request's own
 * scheme or a trusted proxy's X-Forwarded-Proto, never the header of any other peer.
 */
import { describe, expect, it } from 'vitest';
import { STRICT_TRANSPORT_SECURITY, cameOverHttps, isHttpsRequest, strictTransportSecurity } from '@/server/security/strict-transport-security.ts';

function forwarded(proto: string, peer: string | null): Request {
  const request = new Request('http://127.0.0.1:4321/ar', { headers: { 'x-forwarded-proto': proto } });
  if (peer) Reflect.set(request, Symbol.for('astro.clientAddress'), peer);
  return request;
}

describe('whether a request came over https', () => {
  it("believes a trusted proxy's X-Forwarded-Proto", () => {
    expect(cameOverHttps('http:', 'https', '127.0.0.1')).toBe(true);
    expect(isHttpsRequest(new URL('http://127.0.0.1:4321/ar'), forwarded('https', '127.0.0.1'))).toBe(true);
    expect(cameOverHttps('https:', null, null)).toBe(true);
  });

  it('ignores X-Forwarded-Proto from an untrusted peer, or when the peer is unknown', () => {
    expect(cameOverHttps('http:', 'https', '203.0.113.7')).toBe(false);
    expect(isHttpsRequest(new URL('http://127.0.0.1:4321/ar'), forwarded('https', '203.0.113.7'))).toBe(false);
    expect(isHttpsRequest(new URL('http://127.0.0.1:4321/ar'), forwarded('https', null))).toBe(false);
    expect(isHttpsRequest(new URL('http://127.0.0.1:4321/ar'), forwarded('https', '127.0.0.1'), '203.0.113.7')).toBe(false);
  });
});

describe('the header', () => {
  it('is sent over https only', () => {
    expect(strictTransportSecurity(true)).toEqual({ 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY });
    expect(strictTransportSecurity(false)).toEqual({});
  });
});
