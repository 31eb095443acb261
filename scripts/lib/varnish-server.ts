/**
 * A throw-away Varnish for tests, benchmarks and `npm run start:edge`: Debian's `varnishd` (with vmod-xkey from
 * `varnish-modules`) in the foreground on a free loopback port, running deploy/varnish/default.vcl with its
 * backend set to the storefronts on this machine (one backend per instance, as the VCL's own comment says to add
 * them), its working directory in a fresh temporary folder, and stopped by the caller (or with this process: it
 * is a child in the foreground). `VARNISHD` names another binary.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './ports.ts';

export const VARNISHD_BIN = process.env.VARNISHD ?? '/usr/sbin/varnishd';
export const SHIPPED_VCL = resolve('deploy/varnish/default.vcl');

export type VarnishServer = {
  url: string;
  port: number;
  process: ChildProcess;
  /** The `varnishadm` command reaching this instance's management port (`npm run deploy -- --varnishadm`). */
  adminCommand: string;
  stop(): Promise<void>;
};

export type VarnishOptions = {
  port?: number;
  memory?: string;
  /** A second listener, named `tls`, speaking the PROXY protocol: where a TLS terminator (hitch) sends what it unwrapped. */
  tlsProxyPort?: number;
  /** The management port and its secret's file (a supervisor restarting Varnish keeps both); else new ones. */
  adminPort?: number;
  secretFile?: string;
};

export function hasVarnish(): boolean {
  return existsSync(VARNISHD_BIN);
}

const BACKENDS = [/^backend storefront1 \{\n[\s\S]*?\n\}\n/m, /^backend storefront1_unprobed \{\n[\s\S]*?\n\}\n/m];
const DIRECTOR_ADDS = ['    storefronts.add_backend(storefront1);\n', '    storefronts_unprobed.add_backend(storefront1_unprobed);\n'];

/**
 * The shipped VCL with its backends at `backendPorts` on 127.0.0.1: the edits an operator makes, the port of the
 * first backend (and of its unprobed twin) and a copy of each per further instance, added to their directors.
 */
export function vclFor(backendPorts: readonly number[]): string {
  let vcl = readFileSync(SHIPPED_VCL, 'utf8');
  for (const [index, pattern] of BACKENDS.entries()) {
    const backend = pattern.exec(vcl)?.[0];
    const add = DIRECTOR_ADDS[index]!;
    if (!backend?.includes('.port = "4321";') || !vcl.includes(add)) {
      throw new Error(`${SHIPPED_VCL} no longer names its backends storefront1 and storefront1_unprobed at .port = "4321", added to their directors`);
    }
    const copies = backendPorts.map((port, n) => backend.replaceAll('storefront1', `storefront${n + 1}`).replace('.port = "4321";', `.port = "${port}";`));
    const adds = backendPorts.map((_, n) => add.replaceAll('storefront1', `storefront${n + 1}`));
    vcl = vcl.replace(backend, copies.join('\n')).replace(add, adds.join(''));
  }
  return vcl;
}

/** Resolves once anything answers HTTP on `url`: varnishd compiles its VCL before it listens (a second or two). */
async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts varnishd in front of the storefronts at 127.0.0.1:`backendPorts` and waits until it answers. A port it was
 * not given is one the OS had free a moment before; another process can take it in that moment, so a start that
 * finds its port taken tries again with new ones.
 */
export async function startVarnish(backendPorts: readonly number[], options: VarnishOptions = {}): Promise<VarnishServer> {
  if (!hasVarnish()) throw new Error(`${VARNISHD_BIN} not found: install it with \`apt-get install -y varnish varnish-modules\``);
  const portsChosenHere = options.port === undefined || options.adminPort === undefined;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startVarnishOnce(backendPorts, options);
    } catch (error) {
      if (!portsChosenHere || attempt === 3 || !String(error).includes('Address already in use')) throw error;
    }
  }
}

async function startVarnishOnce(backendPorts: readonly number[], options: VarnishOptions): Promise<VarnishServer> {
  const port = options.port ?? (await freePort());
  const workDir = mkdtempSync(join(tmpdir(), 'matjar-varnish-'));
  const vcl = join(workDir, 'default.vcl');
  writeFileSync(vcl, vclFor(backendPorts));
  const adminPort = options.adminPort ?? (await freePort());
  const secret = options.secretFile ?? join(workDir, 'secret');
  if (!existsSync(secret)) writeFileSync(secret, `${randomBytes(16).toString('hex')}\n`, { mode: 0o600 });
  // -F: in the foreground, a child of this process; -j none: no privilege separation (no varnish user needed to
  // read the temporary folder); -T on loopback with a secret in the working folder: the management port a deploy
  // asks whether the probe has taken a storefront out or put it back (`varnishadm backend.list`). backend_idle_timeout under Node's 5 s keep-alive: Varnish
  // closes an idle connection to a storefront before the storefront does, so it never sends a request (a POST it may
  // not retry) down a connection the storefront is closing. feature=+http2: a client that agreed on h2 with hitch
  // (ALPN), or one speaking it with prior knowledge on the plain listener, is answered in HTTP/2; http/1.1 stays.
  const listeners = ['-a', `http=127.0.0.1:${port}`, ...(options.tlsProxyPort ? ['-a', `tls=127.0.0.1:${options.tlsProxyPort},PROXY`] : [])];
  const child: ChildProcess = spawn(
    VARNISHD_BIN,
    ['-F', '-j', 'none', '-T', `127.0.0.1:${adminPort}`, '-S', secret, '-n', join(workDir, 'instance'), ...listeners, '-p', 'backend_idle_timeout=4', '-p', 'feature=+http2', '-f', vcl, '-s', `malloc,${options.memory ?? '256m'}`],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  // However it ends (stopped here, by a supervisor, or on its own), its working folder goes with it.
  const exited = new Promise((done) => child.once('exit', () => done(rmSync(workDir, { recursive: true, force: true }))));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (!(await answers(`${url}/healthz`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`varnishd did not start on port ${port}: ${errors.trim().split('\n').slice(-5).join(' | ')}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return { url, port, process: child, adminCommand: `varnishadm -T 127.0.0.1:${adminPort} -S ${secret}`, stop };
}
