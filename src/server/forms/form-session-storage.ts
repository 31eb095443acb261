/**
 * Where Astro keeps sessions: the one-time results of forms posted without JavaScript and what the shopper typed
 * (src/server/forms/form-result.ts). In Redis when `REDIS_URL` is set, read at runtime like the route cache's, so
 * every storefront instance behind one address finds what its neighbour stored: a form posted to one instance and
 * its 303 answered by another (Varnish's director, `npm run start:edge`). Else on this machine's disk, as Astro's
 * node adapter keeps them by default.
 *
 * Astro keeps each value's own lifetime inside the session; Redis drops a session left unread for a day.
 */
import { createClient } from 'redis';
import { watchRedisConnection } from '@/server/cache/redis-connection-metrics.ts';
import fsLite from 'unstorage/drivers/fs-lite';

const PREFIX = 'matjar:session:';
const UNREAD_SECONDS = 86_400;

type SessionDriver = {
  getItem: (key: string) => Promise<string | null>;
  setItem: (key: string, value: string) => Promise<void>;
  removeItem: (key: string) => Promise<void>;
};

function redisSessions(url: string): SessionDriver {
  const client = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 1000 } });
  // Failures reach the caller through the commands; the connection's state and errors go to the metrics.
  watchRedisConnection(client, 'sessions');
  let connecting: Promise<unknown> | undefined;
  const ready = () => (client.isReady ? Promise.resolve() : (connecting ??= client.connect().finally(() => (connecting = undefined))));
  return {
    async getItem(key) {
      await ready();
      return client.get(PREFIX + key);
    },
    async setItem(key, value) {
      await ready();
      await client.set(PREFIX + key, typeof value === 'string' ? value : JSON.stringify(value), { EX: UNREAD_SECONDS });
    },
    async removeItem(key) {
      await ready();
      await client.del(PREFIX + key);
    },
  };
}

export default function sessionStorage(config: { base: string }): SessionDriver {
  const url = process.env.REDIS_URL;
  return url ? redisSessions(url) : (fsLite({ base: config.base }) as unknown as SessionDriver);
}
