/**
 * The memory allocator the servers run with. glibc's malloc (Debian's and most Linux distributions') fragments in a
 * long-running Node process that compresses answers (zlib and brotli on libuv's threads) and resizes photos (sharp,
 * whose own documentation recommends jemalloc on glibc for this reason): under `npm run bench:soak` the storefront's
 * resident memory grew by about 3 KB per request while its heap stayed flat, and stayed flat with jemalloc.
 *
 * So every server this project starts gets jemalloc preloaded when the machine has it (Debian: `apt-get install
 * libjemalloc2`). `SERVER_MALLOC=system` keeps glibc's; `SERVER_MALLOC=/path/to/libjemalloc.so.2` names the
 * library; an `LD_PRELOAD` already set is left as it is.
 */
import { existsSync } from 'node:fs';

const JEMALLOC_PATHS = [
  '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2',
  '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2',
  '/usr/lib64/libjemalloc.so.2',
  '/usr/lib/libjemalloc.so.2',
];

/** The environment a server process needs for its allocator: `{ LD_PRELOAD }`, or nothing. */
export function memoryAllocatorEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const choice = env.SERVER_MALLOC ?? 'jemalloc';
  if (process.platform !== 'linux' || env.LD_PRELOAD || choice === 'system') return {};
  const library = choice === 'jemalloc' ? JEMALLOC_PATHS.find((path) => existsSync(path)) : existsSync(choice) ? choice : undefined;
  return library ? { LD_PRELOAD: library } : {};
}
