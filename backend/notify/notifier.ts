/**
 * What follows an admin change: the notice is recorded in the change's own transaction, and once it has
 * committed the backend's own caches are cleared first (so a storefront re-rendering on the notice reads fresh
 * data), then the deliverer is woken. Without REVALIDATE_SECRET no notice is recorded or sent (there is no
 * default secret): a warning says so once.
 */
import type { BackendConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { enqueueNotice } from './change-notices.ts';
import { NoticeDeliverer, type DeliveryOptions } from './delivery.ts';
import { MIN_SECRET_LENGTH } from './signature.ts';

export interface ChangeNotifier {
  /** Inside the change's transaction: records a notice of `tags` for every storefront URL. */
  record(tags: readonly string[]): void;
  /** After the commit: clears the backend's caches, then delivers in the background. */
  committed(): void;
  close(): Promise<void>;
  /** Resolves when no delivery round is running (tests). */
  idle(): Promise<void>;
}

export interface NotifierOptions {
  /** Clears every cache of the backend that could answer with data from before the change. */
  clearCaches: () => void;
  delivery?: Omit<DeliveryOptions, 'secret' | 'logger'>;
}

export function createChangeNotifier(
  db: Database,
  config: Pick<BackendConfig, 'mode' | 'quiet' | 'revalidateUrls' | 'revalidateSecret'>,
  options: NotifierOptions,
): ChangeNotifier {
  const logger = config.quiet ? null : console;
  const secret = config.revalidateSecret;
  const urls = config.revalidateUrls;
  const deliverer = secret && urls.length > 0 ? new NoticeDeliverer(db, { ...options.delivery, secret, logger }) : null;

  if (!secret && (urls.length > 0 || config.mode === 'production')) {
    logger?.warn('[notify] REVALIDATE_SECRET is not set: admin changes are not announced to storefronts (there is no default secret)');
  } else if (secret && secret.length < MIN_SECRET_LENGTH) {
    logger?.warn(`[notify] REVALIDATE_SECRET is shorter than ${MIN_SECRET_LENGTH} characters: storefronts refuse notices signed with it`);
  }
  // Notices left from a previous run are delivered now.
  deliverer?.wake();

  return {
    record(tags) {
      if (deliverer && tags.length > 0) enqueueNotice(db, urls, tags);
    },
    committed() {
      options.clearCaches();
      deliverer?.wake();
    },
    close: async () => deliverer?.close(),
    idle: async () => deliverer?.idle(),
  };
}
