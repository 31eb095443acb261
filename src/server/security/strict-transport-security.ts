/**
 * `Strict-Transport-Security`, sent on every answer to a request that came over https and on none other (HSTS
 * over plain http is ignored by browsers and would be wrong on a local http deployment). It is decided per answer,
 * never stored with a page: a page cached from an http request is answered over https with it, and one cached
 * from an https request is answered over http without it.
 */
import { forwardedScheme, requestPeer } from './forwarded-request.ts';

export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Whether a request reached us over https: its own scheme, or the first `X-Forwarded-Proto` of a trusted proxy
 * (forwarded-request.ts). The header from any other `peer` is ignored.
 */
export function cameOverHttps(protocol: string, forwardedProto: string | null | undefined, peer: string | null): boolean {
  return protocol === 'https:' || forwardedScheme(forwardedProto, peer) === 'https';
}

/**
 * Whether the shopper used https (HSTS, `Secure` cookies); behind a TLS-terminating proxy the app sees http and the
 * proxy says so. `peer`: the socket's address, by default the one Astro's adapter recorded on the request.
 */
export function isHttpsRequest(url: URL, request: Request, peer: string | null = requestPeer(request)): boolean {
  return cameOverHttps(url.protocol, request.headers.get('x-forwarded-proto'), peer);
}

/** The header for an answer over https, none otherwise. */
export function strictTransportSecurity(isHttps: boolean): Record<string, string> {
  return isHttps ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {};
}
