import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import type { BackendConfig } from '../config.ts';

// The context itself is a foundation every floor may name (request-context.ts); it is built here, per request.
export type { RequestContext } from '../request-context.ts';

export function bearerToken(req: IncomingMessage): string | null {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export function requestBaseUrl(req: IncomingMessage, config: BackendConfig): string {
  if (config.publicUrl) return config.publicUrl;
  const host = req.headers.host ?? `${config.host}:${config.port}`;
  return `http://${host}`;
}

/** The client address of a request, believing `X-Forwarded-For` only from the configured proxies. */
export function clientAddressOf(trustedProxies: readonly string[]): (req: IncomingMessage) => string {
  const trust = proxyAddr.compile([...trustedProxies]);
  return (req) => proxyAddr(req, trust);
}
