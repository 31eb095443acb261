import type { IncomingMessage } from 'node:http';
import type { BackendConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { ChangeNotifier } from './notify/notifier.ts';
import type { Store } from './stores.ts';

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
