/** Facts about the incoming request that several server steps need. */

/** Whether the shopper used https; behind a TLS-terminating proxy the app sees http and the proxy says so. */
export function isHttpsRequest(url: URL, request: Request): boolean {
  if (url.protocol === 'https:') return true;
  return request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

/** The shopper's address as the adapter sees it, or null where it cannot tell (prerendering). */
export function clientAddressOf(context: { clientAddress: string }): string | null {
  try {
    return context.clientAddress;
  } catch {
    // Astro throws where the adapter cannot tell; the backend then sees the storefront's address.
    return null;
  }
}
