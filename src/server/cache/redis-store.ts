/**
 * The route cache in Redis, shared by every storefront instance that points at the same server (`REDIS_URL`): a page
 * cached by one instance is a hit on all of them, and a purge through any of them is a purge for all.
 *
 * Layout, under `prefix` (default `matjar:route-cache:`):
 * - `page:<key>`   hash: `meta` (JSON) and one field per stored form (`br` and `gzip`, or `identity`); expires after
 *                  maxAge + swr (+ stale-if-error). A purge adds the field `purged` and shortens its life to the
 *                  grace (store.ts); the next write of the page replaces the whole hash.
 * - `tag:<tag>`    set of the page keys carrying the tag (the tag index); lives as long as its longest page. It
 *                  may name pages gone since: a purge skips them and drops them from the set, and each write
 *                  drops a few it comes across, so the set stays about the size of the tag's live pages.
 * - `purged:<tag>` the purge epoch at which the tag was last purged, kept PURGE_MARKER_TTL_S.
 * - `epoch`        the purge counter. `notice:<id>` marks a notice already applied.
 * Storing and purging are each one Lua script, so a purge can never fall between a render's check and its write.
 *
 * Reads go through node-redis's client-side cache (RESP3 tracking): each instance keeps the pages it served last
 * in memory, and Redis pushes an invalidation the moment one of those keys is written, purged or expires, from any
 * instance; the copy is dropped as soon as the push is read (the next turn of the event loop). A hit then costs no
 * round trip. An epoch read from a copy not yet dropped can only make a store refuse, never store stale data.
 * Page keys are computed inside the purge script, so this layout needs one Redis (with replicas if wanted), not
 * Redis Cluster.
 *
 * Nothing is queued while disconnected, and every operation has a short deadline (node-redis's own command timeout
 * only covers the wait before a command is sent, not the wait for its answer): an absent or stalled Redis makes an
 * operation fail within the deadline, and the route cache then renders uncached (route-cache.ts). An operation past
 * its deadline may still complete later; each is atomic and idempotent, so that is harmless.
 */
import { createClient, defineScript, RESP_TYPES, type RedisArgument } from 'redis';
// eslint-disable-next-line no-restricted-syntax -- scripts/serve-storefront.ts imports this folder outside the bundle, where `@/` does not resolve
import { afterDeadline } from '../../lib/io-deadline.ts';
import { watchRedisConnection } from './redis-connection-metrics.ts';
import type { Encoding } from './content-encoding.ts';
import { plainBody, type PageEntry, type PageMeta, type StoredPage } from './cached-page.ts';
import { PURGE_GRACE_S, PURGE_MARKER_TTL_S, storedLifetimeSeconds, type RouteCacheStore } from './store.ts';

export const DEFAULT_REDIS_PREFIX = 'matjar:route-cache:';
export const DEFAULT_REDIS_TIMEOUT_MS = 100;

/** Parses a script call as `EVALSHA sha <number of keys> keys… args…`. */
function keysAndArguments(parser: { pushKeysLength(keys: RedisArgument[]): unknown; push(...args: RedisArgument[]): unknown }, keys: RedisArgument[], args: RedisArgument[]) {
  parser.pushKeysLength(keys);
  parser.push(...args);
}

/**
 * KEYS: page, tag sets…, purge markers…  ARGV: render epoch, ttl, member, meta, the ETag the page stored now must have
 * ('' when any page, or none, may be replaced), then form name/body pairs. Each
 * tag set lives as long as its longest page; and each write drops from each set up to two members, drawn at
 * random, whose page is gone, so a tag no purge names (or one on pages whose keys keep changing, as searches')
 * keeps about as many members as it has pages, not every page it ever had.
 */
const storePage = defineScript({
  SCRIPT: `
local n = (#KEYS - 1) / 2
local since = tonumber(ARGV[1])
for i = 1, n do
  local purged = redis.call('GET', KEYS[1 + n + i])
  if purged and tonumber(purged) > since then return 0 end
end
if ARGV[5] ~= '' then
  local current = redis.call('HMGET', KEYS[1], 'meta', 'purged')
  if not current[1] or current[2] or cjson.decode(current[1]).etag ~= ARGV[5] then return 0 end
end
local ttl = tonumber(ARGV[2])
local pagePrefix = string.sub(KEYS[1], 1, #KEYS[1] - #ARGV[3])
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'meta', ARGV[4], unpack(ARGV, 6))
redis.call('EXPIRE', KEYS[1], ttl)
for i = 1, n do
  for _, member in ipairs(redis.call('SRANDMEMBER', KEYS[1 + i], 2)) do
    if redis.call('EXISTS', pagePrefix .. member) == 0 then redis.call('SREM', KEYS[1 + i], member) end
  end
  redis.call('SADD', KEYS[1 + i], ARGV[3])
  if redis.call('TTL', KEYS[1 + i]) < ttl then redis.call('EXPIRE', KEYS[1 + i], ttl) end
end
return 1`,
  parseCommand: keysAndArguments,
  transformReply: (reply: unknown) => reply as number,
});

/**
 * KEYS: epoch, notice, tag sets…, purge markers…  ARGV: page key prefix, marker ttl, notice ttl (0: no notice),
 * grace. Marks each page of the tags purged (kept `grace` seconds at most) and answers the keys of the pages it
 * marked, or nil when the notice was already applied. A member whose page is gone (expired, or its purge's grace
 * over) leaves the tag set.
 */
const purgeTags = defineScript({
  SCRIPT: `
local n = (#KEYS - 2) / 2
local noticeTtl = tonumber(ARGV[3])
if noticeTtl > 0 and not redis.call('SET', KEYS[2], '1', 'NX', 'EX', noticeTtl) then return false end
local epoch = redis.call('INCR', KEYS[1])
local purged = {}
for i = 1, n do
  redis.call('SET', KEYS[2 + n + i], epoch, 'EX', tonumber(ARGV[2]))
  for _, member in ipairs(redis.call('SMEMBERS', KEYS[2 + i])) do
    local page = ARGV[1] .. member
    if redis.call('HSETNX', page, 'purged', '1') == 1 then
      if redis.call('HLEN', page) == 1 then
        redis.call('DEL', page)
        redis.call('SREM', KEYS[2 + i], member)
      else
        redis.call('EXPIRE', page, tonumber(ARGV[4]), 'LT')
        purged[#purged + 1] = member
      end
    end
  end
end
return purged`,
  parseCommand: keysAndArguments,
  transformReply: (reply: unknown) => (reply === null ? null : (reply as unknown[]).map((member) => String(member))),
});

export type RedisStoreOptions = { url: string; prefix?: string; commandTimeoutMs?: number };

/** node-redis's own command timeout, in multiples of an operation's deadline. */
const BACKSTOP_FACTOR = 30;

/** Pages (in the form last asked for) this instance keeps in memory in front of Redis: a few MB. */
const LOCAL_COPIES = 500;

function createRedisClient({ url, commandTimeoutMs = DEFAULT_REDIS_TIMEOUT_MS }: RedisStoreOptions) {
  return createClient({
    url,
    disableOfflineQueue: true,
    // Replies as Buffers: page bodies are binary (brotli, gzip). node-redis's own timeout is a plain timer, which a
    // stall of this process's event loop expires with the answer already in: it is only the backstop, well past the
    // deadline each operation has (withinDeadline), which reads what came in first.
    commandOptions: { timeout: commandTimeoutMs * BACKSTOP_FACTOR, typeMapping: { [RESP_TYPES.BLOB_STRING]: Buffer } },
    socket: { connectTimeout: 1000, reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, 2000) },
    scripts: { storePage, purgeTags },
    // Client-side caching: reads are answered from this process's memory, and Redis tells the client the moment
    // a key it read changes (a write or a purge from any instance) or expires, which drops the copy. A hit then
    // costs no round trip; the local copies are dropped whenever the connection is lost.
    RESP: 3,
    clientSideCache: { ttl: 0, maxEntries: LOCAL_COPIES, evictPolicy: 'LRU' },
  });
}

/** A reply as a Buffer (client-side cached replies come back as structured clones, i.e. plain Uint8Arrays). */
function asBuffer(value: unknown): Buffer | null {
  if (value === null || value === undefined) return null;
  if (Buffer.isBuffer(value)) return value;
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  return Buffer.from(String(value));
}

/**
 * Rejects when `operation` has not settled within `ms`, Redis's answers that came in by then read first
 * (src/lib/io-deadline.ts): a stall of this process's own event loop is not Redis's, and must not send every page to
 * render uncached for a second (route-cache.ts).
 */
function withinDeadline<T>(operation: Promise<T>, ms: number): Promise<T> {
  let cancel = () => {};
  const deadline = new Promise<never>((_, reject) => {
    cancel = afterDeadline(ms, () => reject(new Error(`Redis did not answer within ${ms} ms`)));
  });
  return Promise.race([operation, deadline]).finally(() => cancel());
}

export class RedisStore implements RouteCacheStore {
  readonly kind = 'redis';
  readonly #client: ReturnType<typeof createRedisClient>;
  readonly #prefix: string;
  readonly #timeoutMs: number;

  constructor(options: RedisStoreOptions) {
    this.#prefix = options.prefix ?? DEFAULT_REDIS_PREFIX;
    this.#timeoutMs = options.commandTimeoutMs ?? DEFAULT_REDIS_TIMEOUT_MS;
    this.#client = createRedisClient(options);
    // Failures reach the caller through the commands (route-cache.ts logs them once per outage); the connection's
    // state and errors go to the metrics (its 'error' listener: without one an error would end the process).
    watchRedisConnection(this.#client, 'route-cache');
    // Not awaited: until Redis answers, commands fail at once and pages render uncached.
    this.#client.connect().catch(() => {});
  }

  /**
   * Throws while the connection is down: a copy this instance keeps can no longer learn of a change (the invalidation
   * pushes come over that connection), so it must not answer; and an answer from it must not count as Redis being back.
   */
  #connected(): void {
    if (!this.#client.isReady) throw new Error('The client is offline');
  }

  async epoch(): Promise<number> {
    this.#connected();
    return Number(asBuffer(await withinDeadline(this.#client.get(`${this.#prefix}epoch`), this.#timeoutMs)) ?? 0);
  }

  async read(key: string, encoding: Encoding): Promise<StoredPage | null> {
    this.#connected();
    const pageKey = `${this.#prefix}page:${key}`;
    const [meta, body, purgedMark] = ((await withinDeadline(this.#client.hmGet(pageKey, ['meta', encoding, 'purged']), this.#timeoutMs)) as unknown[]).map(asBuffer);
    if (!meta) return null;
    const purged = purgedMark ? { purged: true } : {};
    if (body) return { meta: JSON.parse(meta.toString()) as PageMeta, encoding, body, ...purged };
    // Not stored in that form: the plain bytes, stored as such (a type that is not compressed) or unpacked from gzip.
    const [identity, gzipped] = ((await withinDeadline(this.#client.hmGet(pageKey, ['identity', 'gzip']), this.#timeoutMs)) as unknown[]).map(asBuffer);
    if (!identity && !gzipped) return null;
    return { meta: JSON.parse(meta.toString()) as PageMeta, encoding: 'identity', body: plainBody({ identity: identity ?? undefined, gzip: gzipped ?? undefined }), ...purged };
  }

  async write(key: string, entry: PageEntry, renderEpoch: number, ifMatch?: string): Promise<boolean> {
    const { tags } = entry.meta;
    const forms = Object.entries(entry.bodies).flatMap(([name, body]) => [name, body]);
    const stored = this.#client.storePage(
      [`${this.#prefix}page:${key}`, ...tags.map((tag) => `${this.#prefix}tag:${tag}`), ...tags.map((tag) => `${this.#prefix}purged:${tag}`)],
      [String(renderEpoch), String(storedLifetimeSeconds(entry)), key, JSON.stringify(entry.meta), ifMatch ?? '', ...forms],
    );
    // A write carries the page in all its forms (a few hundred KB): it gets more time than a lookup.
    return (await withinDeadline(stored, this.#timeoutMs * 5)) === 1;
  }

  async purge(tags: readonly string[], once?: { id: string; ttlSeconds: number }): Promise<string[] | null> {
    const purged = this.#client.purgeTags(
      [
        `${this.#prefix}epoch`,
        `${this.#prefix}notice:${once?.id ?? ''}`,
        ...tags.map((tag) => `${this.#prefix}tag:${tag}`),
        ...tags.map((tag) => `${this.#prefix}purged:${tag}`),
      ],
      [`${this.#prefix}page:`, String(PURGE_MARKER_TTL_S), String(once?.ttlSeconds ?? 0), String(PURGE_GRACE_S)],
    );
    // A purge walks the tag index: a tag on every page (`catalogue`) may take longer than a lookup.
    return withinDeadline(purged, this.#timeoutMs * 20);
  }

  async close(): Promise<void> {
    if (this.#client.isOpen) this.#client.destroy();
  }
}
