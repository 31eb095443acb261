/**
 * The TLS terminator in front of Varnish: Debian's `hitch` (the Varnish project's TLS proxy), in the foreground on a
 * loopback port, unwrapping https and handing each connection to Varnish's `tls` listener with a PROXY protocol v2
 * header (varnish-server.ts `tlsProxyPort`); the VCL then marks those requests `X-Forwarded-Proto: https`. TLS 1.2
 * and 1.3 only. It offers HTTP/2 before HTTP/1.1 by ALPN (`--alpn-protos`; Varnish runs with `feature=+http2`, and
 * the PROXY v2 header carries what was agreed): a phone then asks for the fonts, the photos and the script over the
 * document's connection instead of paying a TLS handshake for each. As root it drops to the `_hitch` user Debian's package makes (it refuses to run its workers as
 * root). `HITCH` names another binary.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { userInfo } from 'node:os';
import { freePort } from './ports.ts';

export const HITCH_BIN = process.env.HITCH ?? '/usr/sbin/hitch';

export type HitchServer = { url: string; port: number; process: ChildProcess; stop(): Promise<void> };

export function hasHitch(): boolean {
  return existsSync(HITCH_BIN);
}

function listens(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    for (const event of ['error', 'timeout']) socket.once(event, () => (socket.destroy(), resolve(false)));
  });
}

/** Starts hitch on `port` (a free one when absent) in front of Varnish's PROXY listener `proxyPort`, serving `pemFile`. */
export async function startHitch(pemFile: string, proxyPort: number, options: { port?: number } = {}): Promise<HitchServer> {
  if (!hasHitch()) throw new Error(`${HITCH_BIN} not found: install it with \`apt-get install -y hitch\``);
  const port = options.port ?? (await freePort());
  const asRoot = userInfo().uid === 0;
  const child = spawn(
    HITCH_BIN,
    [
      `--frontend=[127.0.0.1]:${port}`,
      `--backend=[127.0.0.1]:${proxyPort}`,
      '--write-proxy-v2=on',
      '--daemon=off',
      '--tls-protos=TLSv1.2 TLSv1.3',
      '--alpn-protos=h2,http/1.1',
      '--log-level=1',
      ...(asRoot ? ['--user=_hitch'] : []),
      pemFile,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
  const exited = new Promise((done) => child.once('exit', done));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 10_000;
  while (!(await listens(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`hitch did not start on port ${port}: ${errors.trim().split('\n').slice(-3).join(' | ')}`);
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  return { url: `https://127.0.0.1:${port}`, port, process: child, stop };
}
