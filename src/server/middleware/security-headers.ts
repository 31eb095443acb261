/**
 * The middleware's last step: the hardening headers of every response. The Content-Security-Policy
 * (src/server/security/content-security-policy.ts) keeps the script and style hashes Astro wrote for a rendered page
 * (`astroPolicy`), allows the store's own inline scripts and styles by their hashes (their texts live with the
 * components that write them: the middleware hands them over) and adds every other directive.
 */
import { paymentPageOrigin } from '@/lib/commerce/index.ts';
import { contentSecurityPolicy, cspHashSource } from '@/server/security/content-security-policy.ts';
import { strictTransportSecurity } from '@/server/security/strict-transport-security.ts';
import { thirdParties } from '@/server/security/third-parties.ts';

/** Inline scripts and styles the store writes itself. */
export type InlineCode = { scripts: string[]; styles: string[] };

const NO_INLINE_CODE: InlineCode = { scripts: [], styles: [] };
// Their texts depend only on the build: hashed once per process.
const hashed = new WeakMap<InlineCode, InlineCode>();
function hashesOf(code: InlineCode): InlineCode {
  let hashes = hashed.get(code);
  if (!hashes) {
    hashes = { scripts: code.scripts.map(cspHashSource), styles: code.styles.map(cspHashSource) };
    hashed.set(code, hashes);
  }
  return hashes;
}

export function securityHeaders(
  isHttps: boolean,
  isDev: boolean,
  astroPolicy: string | null = null,
  pageStyleHashes: string[] = [],
  ownCode: InlineCode = NO_INLINE_CODE,
): Record<string, string> {
  const own = hashesOf(ownCode);
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(astroPolicy, {
      isDev,
      paymentOrigin: paymentPageOrigin(),
      thirdParties: thirdParties(),
      ownHashes: { scripts: own.scripts, styles: [...own.styles, ...pageStyleHashes] },
    }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  return { ...headers, ...strictTransportSecurity(isHttps) };
}

/** What a response is sent with: whether the request came over https, the store's inline code, any more headers. */
export type ResponseSecurity = { isHttps: boolean; isDev: boolean; ownCode: InlineCode; extra?: Record<string, string>; pageStyleHashes?: string[] };

export function withSecurityHeaders(response: Response, security: ResponseSecurity): Response {
  const { isHttps, isDev, ownCode, extra = {}, pageStyleHashes = [] } = security;
  const headers = { ...securityHeaders(isHttps, isDev, response.headers.get('content-security-policy'), pageStyleHashes, ownCode), ...extra };
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  } catch {
    // Some responses (e.g. from fetch) have immutable headers: copy them into a new response.
    const copy = new Response(response.body, response);
    for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
    return copy;
  }
}
