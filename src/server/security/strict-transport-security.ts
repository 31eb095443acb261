/**
 * `Strict-Transport-Security`, sent on every answer to a request that came over https and on none other (HSTS
 * over plain http is ignored by browsers and would be wrong on a local http deployment). It is decided per answer,
 * never stored with a page: a page cached from an http request is answered over https with it, and one cached
 * from an https request is answered over http without it.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Whether a request reached us over https: its own scheme, or the first `X-Forwarded-Proto` a proxy set. */
export function cameOverHttps(protocol: string, forwardedProto: string | null | undefined): boolean {
  return protocol === 'https:' || forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** Whether the shopper used https; behind a TLS-terminating proxy the app sees http and the proxy says so. */
export function isHttpsRequest(url: URL, request: Request): boolean {
  return cameOverHttps(url.protocol, request.headers.get('x-forwarded-proto'));
}

/** The header for an answer over https, none otherwise. */
export function strictTransportSecurity(isHttps: boolean): Record<string, string> {
  return isHttps ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {};
}
