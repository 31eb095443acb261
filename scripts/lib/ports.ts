import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Where this module's ports are drawn from, below the kernel's ephemeral range. */
const LOWEST = 20_000;

/** Ports this process handed out: none twice, even before whoever asked has bound it. */
const handedOut = new Set<number>();

/** The kernel's ephemeral ports (`listen(0)` and every outgoing connection draw from it): Linux's default when unknown. */
function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low && high) return [low, high];
  } catch {
    // Not Linux: its default.
  }
  return [32_768, 60_999];
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
 * `listen(0)` nor one of the many outgoing connections of a busy test run takes it (a port of the ephemeral range
 * was, once in a while: hitch then found its port taken while a storefront started). Where that range leaves no room
 * below it, the kernel's choice.
 */
export async function freePort(): Promise<number> {
  const [ephemeralLow] = ephemeralRange();
  for (let attempt = 0; ephemeralLow - LOWEST > 1000 && attempt < 50; attempt++) {
    const candidate = LOWEST + Math.floor(Math.random() * (ephemeralLow - LOWEST));
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
