/** Facts about the incoming request that several server steps need. */
import { cameOverHttps } from './security/strict-transport-security.ts';

/** Whether the shopper used https; behind a TLS-terminating proxy the app sees http and the proxy says so. */
export function isHttpsRequest(url: URL, request: Request): boolean {
  return cameOverHttps(url.protocol, request.headers.get('x-forwarded-proto'));
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
