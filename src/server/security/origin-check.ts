/**
 * Cross-site form posts are refused (403), as Astro's `security.checkOrigin` does, with one exception: the payment
 * provider's return. Amazon Payment Services sends the shopper back to `/{locale}/payment/status` with its response
 * fields, by a form POST from its own domain in some integrations (backend/README.md, production mapping). That page
 * changes nothing on a POST: it answers 303 to the GET of the same known fields (the GET then carries the session
 * cookie, which SameSite=Lax keeps off a cross-site POST), and the GET reads the order's real state. Everything else
 * (Actions, the JavaScript-off forms) needs our own Origin.
 *
 * Astro's own check is off (astro.config.mjs) because it has no exceptions; this is the same rule with one. Our own
 * Origin is the store's public one (public-origin.ts): behind a TLS proxy the request's own URL says http.
 */
import { requestPublicOrigin } from './public-origin.ts';

const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];
const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];
const PAYMENT_RETURN = /^\/(?:ar|en)\/payment\/status\/?$/;

function isFormLike(contentType: string): boolean {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return FORM_CONTENT_TYPES.includes(type);
}

/** `peer`: the socket's address (Astro's `clientAddress`), which decides whether a forwarded scheme is believed. */
export function isForbiddenCrossSitePost(request: Request, url: URL, peer: string | null = null): boolean {
  if (SAFE_METHODS.includes(request.method)) return false;
  if (request.headers.get('origin') === requestPublicOrigin(request, url, peer)) return false;
  const contentType = request.headers.get('content-type');
  // Like Astro: a request without a content type from elsewhere is refused; with one, only form-like bodies are.
  if (contentType !== null && !isFormLike(contentType)) return false;
  return !(request.method === 'POST' && PAYMENT_RETURN.test(url.pathname));
}

export function crossSitePostResponse(method: string): Response {
  return new Response(`Cross-site ${method} form submissions are forbidden`, {
    status: 403,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** The middleware's step: a cross-site form post is answered 403 before anything else runs; null lets it pass. */
export function refuseCrossSitePost(request: Request, url: URL, peer: string | null): Response | null {
  return isForbiddenCrossSitePost(request, url, peer) ? crossSitePostResponse(request.method) : null;
}
