/**
 * A Redis for tests, benchmarks and `npm run start:edge`: Debian's `redis-server` on a free loopback port, stopped by
 * the caller. In memory only (no RDB snapshot, no AOF) unless given a `dataDir`: then it keeps an append-only file
 * there (fsync every second), and a Redis started again on the same folder comes back with what it held: the
 * route cache, the rate limits, the cart adds' ledger and the form results survive its restart. `REDIS_SERVER`
 * names another binary.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { freePort } from './ports.ts';

export const REDIS_SERVER_BIN = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

export type RedisServer = { url: string; port: number; pid: number; process: ChildProcess; stop(): Promise<void> };

export type RedisOptions = { port?: number; dataDir?: string };

export function hasRedisServer(): boolean {
  return existsSync(REDIS_SERVER_BIN);
}

/** Resolves when a Redis on `port` answers PING with PONG. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    for (const event of ['error', 'timeout']) socket.once(event, () => (socket.destroy(), resolve(false)));
  });
}

function persistence(dataDir: string | undefined): string[] {
  if (!dataDir) return ['--save', '', '--appendonly', 'no'];
  return ['--save', '', '--appendonly', 'yes', '--appendfsync', 'everysec', '--dir', dataDir];
}

/**
 * Starts a Redis server (on `port` when given, e.g. to bring one back after stopping it; with an append-only file in
 * `dataDir` when given) and waits until it answers. A bare number is the port.
 */
export async function startRedisServer(options: number | RedisOptions = {}): Promise<RedisServer> {
  if (!hasRedisServer()) throw new Error(`${REDIS_SERVER_BIN} not found: install it with \`apt-get install -y redis-server\``);
  const { port, dataDir } = typeof options === 'number' ? { port: options, dataDir: undefined } : options;
  const chosen = port ?? (await freePort());
  const child: ChildProcess = spawn(
    REDIS_SERVER_BIN,
    ['--port', String(chosen), '--bind', '127.0.0.1', ...persistence(dataDir), '--loglevel', 'warning'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 10_000;
  while (!(await answersPing(chosen))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`redis-server did not start on port ${chosen}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url: `redis://127.0.0.1:${chosen}`, port: chosen, pid: child.pid ?? 0, process: child, stop };
}
