/**
 * A throw-away Redis for tests and benchmarks: Debian's `redis-server` on a free loopback port, in memory only
 * (no RDB snapshot, no AOF), stopped by the caller. `REDIS_SERVER` names another binary.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { freePort } from './ports.ts';

export const REDIS_SERVER_BIN = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

export type RedisServer = { url: string; port: number; pid: number; stop(): Promise<void> };

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

/** Starts a Redis server (on `port` when given, e.g. to bring one back after stopping it) and waits until it answers. */
export async function startRedisServer(port?: number): Promise<RedisServer> {
  if (!hasRedisServer()) throw new Error(`${REDIS_SERVER_BIN} not found: install it with \`apt-get install -y redis-server\``);
  const chosen = port ?? (await freePort());
  const child: ChildProcess = spawn(
    REDIS_SERVER_BIN,
    ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'],
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
  return { url: `redis://127.0.0.1:${chosen}`, port: chosen, pid: child.pid ?? 0, stop };
}
