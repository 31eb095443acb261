import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import type { BackendConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { ChangeNotifier } from '../notify/notifier.ts';
import type { Store } from '../stores.ts';

/** What every REST handler and GraphQL resolver gets for one request. */
export interface RequestContext {
  db: Database;
  config: BackendConfig;
  store: Store;
  /** Raw Bearer token from `Authorization`, if any (validity is checked by customers/tokens.ts). */
  token: string | null;
  /** The customer the token belongs to, or null for a guest / an invalid or expired token. */
  customerId: number | null;
  /** Absolute base URL for media links (`…/media/…`), from config.publicUrl or the request's Host. */
  baseUrl: string;
  /** The shopper's address: the peer, or what a trusted proxy (the storefront) forwarded for it. */
  clientIp: string;
  /** The request's time (epoch ms), from the backend's clock: one instant for everything the request decides. */
  now: number;
  req: IncomingMessage;
  /** Records and, after the commit, announces an admin change (cache clearing and storefront notices). */
  changes: ChangeNotifier;
}

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
