import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Cross-origin access to the GraphQL API: only the configured origins (config `corsOrigins`, the storefront's) get
 * `Access-Control-Allow-Origin` with credentials; any other origin gets no CORS header at all, so a browser on
 * another site can neither read an answer nor send the shopper's credentials along. Every answer varies by Origin,
 * so no shared cache hands one origin's headers to another. (graphql-yoga's own default reflects any Origin with
 * credentials, so it is off.)
 */
const MAX_REQUESTED_HEADERS = 512;

export function applyCors(req: IncomingMessage, res: ServerResponse, allowedOrigins: readonly string[]): void {
  res.setHeader('Vary', 'Origin');
  const origin = req.headers.origin;
  if (!origin || !allowedOrigins.includes(origin)) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  if (req.method !== 'OPTIONS') return;
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  const requested = req.headers['access-control-request-headers'];
  if (requested && requested.length <= MAX_REQUESTED_HEADERS && /^[\w\s,-]+$/.test(requested)) {
    res.setHeader('Access-Control-Allow-Headers', requested);
  }
  res.setHeader('Access-Control-Max-Age', '600');
}
