/**
 * Deadlines that measure the other side (src/lib/io-deadline.ts): an answer that arrived while this process's event
 * loop stood still is read before the deadline is called, where a plain timer calls it late; a side that truly does
 * not answer still fails at its deadline.
 */
import { once } from 'node:events';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterDeadline, deadlineSignal } from '@/lib/io-deadline.ts';

let server: Server;
let port: number;

beforeAll(async () => {
  // Answers "pong" at once to "ping", and nothing to "hush".
  server = createServer((socket) => socket.on('data', (data) => String(data) === 'ping' && socket.write('pong')));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((done) => server.close(done)));

async function connected(): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  return socket;
}

/** Holds the event loop for `ms`, as a long render or a starved process does. */
function stall(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/** Sends `message` and races its answer against a deadline of 50 ms, the loop held up for 200 ms meanwhile. */
async function askDuringStall(socket: Socket, message: string, deadline: (ms: number, expire: () => void) => () => void): Promise<string> {
  const answer = once(socket, 'data').then(([data]) => String(data));
  let cancel = () => {};
  const late = new Promise<string>((resolve) => (cancel = deadline(50, () => resolve('deadline'))));
  socket.write(message);
  // The answer arrives within a millisecond, while the loop stands still for 200.
  stall(200);
  return Promise.race([answer, late]).finally(() => cancel());
}

const plainTimer = (ms: number, expire: () => void) => {
  const timer = setTimeout(expire, ms);
  return () => clearTimeout(timer);
};

describe('a deadline on an answer from another process', () => {
  it('reads an answer that came in while the event loop stood still, where a plain timer calls it late', async () => {
    const socket = await connected();
    try {
      expect(await askDuringStall(socket, 'ping', afterDeadline)).toBe('pong');
      expect(await askDuringStall(socket, 'ping', plainTimer)).toBe('deadline');
    } finally {
      socket.destroy();
    }
  });

  it('still expires when no answer comes', async () => {
    const socket = await connected();
    try {
      expect(await askDuringStall(socket, 'hush', afterDeadline)).toBe('deadline');
    } finally {
      socket.destroy();
    }
  });

  it('aborts its signal with a TimeoutError once its time has passed', async () => {
    const signal = deadlineSignal(30);
    expect(signal.aborted).toBe(false);
    await once(signal, 'abort');
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
  });
});
