import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Where this module's ports are drawn from, below the kernel's ephemeral range. */
const LOWEST = 20_000;

/** Ports this process handed out: none twice, even before whoever asked has bound it. */
const handedOut = new Set<number>();

/**
 * The first of the kernel's ephemeral ports, which `listen(0)` and every outgoing connection draw from; Linux's default
 * when unknown.
 */
function firstEphemeralPort(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    if (low > 0) return low;
  } catch {
    // Not Linux: its default.
  }
  return 32_768;
}

/** Binds `port` (0: any) on loopback and lets it go: the port bound, or null when it is taken. */
function tryListen(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : null));
    });
  });
}

/**
 * A free TCP port on the loopback interface, for a server started a little later (a child process, Varnish, hitch).
 * It is drawn at random below the kernel's ephemeral range, so that in the meantime neither another process's
 * `listen(0)` nor one of the many outgoing connections of a busy test run takes it (most likely what once left the
 * test tier's hitch without its port in CI, every https request refused while the storefronts started). Where that
 * range leaves no room below it, the kernel's choice.
 */
export async function freePort(): Promise<number> {
  const room = firstEphemeralPort() - LOWEST;
  for (let attempt = 0; room > 1000 && attempt < 50; attempt++) {
    const candidate = LOWEST + Math.floor(Math.random() * room);
    if (handedOut.has(candidate)) continue;
    if ((await tryListen(candidate)) !== null) return handOut(candidate);
  }
  for (;;) {
    const port = await tryListen(0);
    if (port === null) throw new Error('no free port on 127.0.0.1');
    if (!handedOut.has(port)) return handOut(port);
  }
}

function handOut(port: number): number {
  handedOut.add(port);
  return port;
}
