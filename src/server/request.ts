/** Facts about the incoming request that several server steps need. */

/** Whether the shopper used https; behind a TLS-terminating proxy the app sees http and the proxy says so. */
export function isHttpsRequest(url: URL, request: Request): boolean {
  if (url.protocol === 'https:') return true;
  return request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}
