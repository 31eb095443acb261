/**
 * The route cache in this process's memory: the embedded default, for a single storefront instance. Pages are
 * evicted least-recently-used once their bytes (all stored forms) pass `maxBytes`, and dropped when their
 * lifetime (maxAge + swr) is over.
 */
import type { Encoding } from './content-encoding.ts';
import { storedForm, type PageEntry, type StoredPage } from './cached-page.ts';
import { PURGE_GRACE_S, PURGE_MARKER_TTL_S, storedLifetimeSeconds, type RouteCacheStore } from './store.ts';

type Slot = { entry: PageEntry; bytes: number; expiresAt: number; purged: boolean };

/** About 3,500 cached pages of 36 KB (a 170 KB page as brotli and gzip). */
export const DEFAULT_MEMORY_BYTES = 128 * 1024 * 1024;

export class MemoryStore implements RouteCacheStore {
  readonly kind = 'memory';
  readonly #pages = new Map<string, Slot>();
  readonly #tagIndex = new Map<string, Set<string>>();
  readonly #purgedAt = new Map<string, { epoch: number; at: number }>();
  readonly #notices = new Map<string, number>();
  readonly #maxBytes: number;
  readonly #now: () => number;
  #epoch = 0;
  #bytes = 0;

  constructor(options: { maxBytes?: number; now?: () => number } = {}) {
    this.#maxBytes = options.maxBytes ?? DEFAULT_MEMORY_BYTES;
    this.#now = options.now ?? Date.now;
  }

  async epoch(): Promise<number> {
    return this.#epoch;
  }

  async read(key: string, encoding: Encoding): Promise<StoredPage | null> {
    const slot = this.#pages.get(key);
    if (!slot) return null;
    if (slot.expiresAt <= this.#now()) {
      this.#remove(key);
      return null;
    }
    // Least recently used goes first: a Map iterates in insertion order, so re-insert on every read.
    this.#pages.delete(key);
    this.#pages.set(key, slot);
    return slot.purged ? { ...storedForm(slot.entry, encoding), purged: true } : storedForm(slot.entry, encoding);
  }

  async write(key: string, entry: PageEntry, renderEpoch: number, ifMatch?: string): Promise<boolean> {
    if (entry.meta.tags.some((tag) => (this.#purgedAt.get(tag)?.epoch ?? -1) > renderEpoch)) return false;
    if (ifMatch !== undefined) {
      const current = this.#pages.get(key);
      if (!current || current.purged || current.expiresAt <= this.#now() || current.entry.meta.etag !== ifMatch) return false;
    }
    const bytes = Object.values(entry.bodies).reduce((sum, body) => sum + body.length, 0);
    if (bytes > this.#maxBytes) return false;
    this.#remove(key);
    this.#pages.set(key, { entry, bytes, expiresAt: this.#now() + storedLifetimeSeconds(entry) * 1000, purged: false });
    this.#bytes += bytes;
    for (const tag of entry.meta.tags) {
      let keys = this.#tagIndex.get(tag);
      if (!keys) this.#tagIndex.set(tag, (keys = new Set()));
      keys.add(key);
    }
    for (const oldest of this.#pages.keys()) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#remove(oldest);
    }
    return true;
  }

  async purge(tags: readonly string[], once?: { id: string; ttlSeconds: number }): Promise<string[] | null> {
    const now = this.#now();
    for (const [id, expiresAt] of this.#notices) if (expiresAt <= now) this.#notices.delete(id);
    for (const [tag, marker] of this.#purgedAt) if (marker.at + PURGE_MARKER_TTL_S * 1000 <= now) this.#purgedAt.delete(tag);
    if (once) {
      if (this.#notices.has(once.id)) return null;
      this.#notices.set(once.id, now + once.ttlSeconds * 1000);
    }
    const epoch = ++this.#epoch;
    const purged: string[] = [];
    for (const tag of tags) {
      this.#purgedAt.set(tag, { epoch, at: now });
      for (const key of this.#tagIndex.get(tag) ?? []) {
        const slot = this.#pages.get(key);
        if (!slot || slot.purged) continue;
        slot.purged = true;
        slot.expiresAt = Math.min(slot.expiresAt, now + PURGE_GRACE_S * 1000);
        purged.push(key);
      }
    }
    return purged;
  }

  async close(): Promise<void> {}

  #remove(key: string): boolean {
    const slot = this.#pages.get(key);
    if (!slot) return false;
    this.#pages.delete(key);
    this.#bytes -= slot.bytes;
    for (const tag of slot.entry.meta.tags) {
      const keys = this.#tagIndex.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#tagIndex.delete(tag);
    }
    return true;
  }
}
