/**
 * What became of each add to a cart that the browser sent with an id (`addId`), so that an add sent twice is applied
 * once. The browser sends an add again when the page that sent it was left before its answer and the server's cart
 * still lacks it once the first request can no longer land (src/stores/cart/cart-pending-adds.ts). The first request
 * may have reached this server all the same: Magento has no idempotency key for an add, so this ledger is the one.
 *
 * An id is claimed, with the cart it is for, before its add is sent to the backend, then recorded: `done` once the
 * backend took it, `unknown` when the backend's answer never came (a timeout: it may still apply the add), or
 * released when the backend refused it, so that sending it again gets the same refusal. In Redis when `REDIS_URL` is set, shared by every
 * storefront instance (the add and its second sending may reach two of them); else in this process's memory. A
 * Redis that is down or slow is not waited for: the add is then applied as if its id were new, as every add was
 * before this ledger.
 */
import { createClient } from 'redis';
import { watchRedisConnection } from '@/server/cache/redis-connection-metrics.ts';

export type AddOutcome = 'pending' | 'done' | 'unknown';

/** An add's outcome, and the cart it was sent to (a hash of the request's cart identity: src/server/cart/add-once.ts). */
export type AddRecord = { outcome: AddOutcome; cart: string };

export interface AddLedger {
  /** Claims the id for `cart` (`pending`) and answers null when it was new; else answers what is recorded for it. */
  claim(addId: string, cart: string): Promise<AddRecord | null>;
  record(addId: string, record: AddRecord): Promise<void>;
  release(addId: string): Promise<void>;
  close(): Promise<void>;
}

/** Far longer than a page left behind waits before sending its add again (seconds); a day. */
export const ADD_ID_TTL_S = 86_400;
const PREFIX = 'matjar:cart-add:';

const encode = ({ outcome, cart }: AddRecord) => `${outcome}:${cart}`;
function decode(value: string | null): AddRecord | null {
  const match = /^(pending|done|unknown):(.+)$/.exec(value ?? '');
  return match ? { outcome: match[1] as AddOutcome, cart: match[2]! } : null;
}

export function memoryAddLedger(now: () => number = Date.now): AddLedger {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  const write = (addId: string, value: string) => {
    // Expired entries go as new ones come (the oldest first), so the map holds a day of adds at most.
    for (const [id, entry] of entries) {
      if (entry.expiresAt > now()) break;
      entries.delete(id);
    }
    entries.delete(addId);
    entries.set(addId, { value, expiresAt: now() + ADD_ID_TTL_S * 1000 });
  };
  return {
    async claim(addId, cart) {
      const entry = entries.get(addId);
      if (entry && entry.expiresAt > now()) return decode(entry.value);
      write(addId, encode({ outcome: 'pending', cart }));
      return null;
    },
    async record(addId, record) {
      write(addId, encode(record));
    },
    async release(addId) {
      entries.delete(addId);
    },
    async close() {
      entries.clear();
    },
  };
}

/** A Redis answer slower than this is not waited for (ms). */
const REDIS_TIMEOUT_MS = 300;

export function redisAddLedger(url: string): AddLedger {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, 2000) },
  });
  // Failures reach the caller through the commands; the connection's state and errors go to the metrics.
  watchRedisConnection(client, 'cart-ledger');
  // Connected from the start, and reconnected by the client; meanwhile every add is applied as new.
  client.connect().catch(() => {});
  const timely = async <T>(command: () => Promise<T>): Promise<T> => {
    if (!client.isReady) throw new Error('Redis not connected');
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('Redis too slow')), REDIS_TIMEOUT_MS)));
    try {
      return await Promise.race([command(), late]);
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    async claim(addId, cart) {
      try {
        const set = await timely(() => client.set(PREFIX + addId, encode({ outcome: 'pending', cart }), { NX: true, EX: ADD_ID_TTL_S }));
        return set === 'OK' ? null : decode(await timely(() => client.get(PREFIX + addId)));
      } catch {
        return null;
      }
    },
    async record(addId, record) {
      await timely(() => client.set(PREFIX + addId, encode(record), { EX: ADD_ID_TTL_S })).catch(() => undefined);
    },
    async release(addId) {
      await timely(() => client.del(PREFIX + addId)).catch(() => undefined);
    },
    async close() {
      if (client.isReady) await client.close().catch(() => client.destroy());
      else if (client.isOpen) client.destroy();
    },
  };
}

let ledger: AddLedger | undefined;

/** The ledger this environment asks for: Redis at `REDIS_URL`, else memory. */
export function addLedger(): AddLedger {
  const url = process.env.REDIS_URL?.trim();
  ledger ??= url ? redisAddLedger(url) : memoryAddLedger();
  return ledger;
}
