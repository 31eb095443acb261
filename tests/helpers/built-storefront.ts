/**
 * A production build of the storefront made for one Vitest run, in its own folder under `var/` (inside the
 * project, so the server bundle still resolves node_modules), served by the node adapter's own server. Other
 * runs rebuilding `dist/` at the same time cannot change what the tests read. Built and run as production, whatever
 * environment the test runner set (scripts/lib/build.ts). The first test file that asks builds it while the others
 * wait (a lock beside the folder); the run's global setup names the folder and removes it at the end
 * (tests/helpers/test-build-folder.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { productionBuildEnv } from '../../scripts/lib/build.ts';
import { acquireLock } from '../../scripts/lib/lock.ts';
import { freePort } from '../../scripts/lib/ports.ts';
import { waitForHttp } from '../../scripts/lib/processes.ts';

export type BuiltStorefront = {
  /** Base URL, e.g. `http://127.0.0.1:53212` (no trailing slash). */
  url: string;
  /** The build's browser files (`<outDir>/client`), where `/_astro/*` modules are read from. */
  clientDir: string;
  /** Stops the server (the build stays for the run's other files). */
  close(): Promise<void>;
};

function run(args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { env: productionBuildEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`${args.join(' ')} failed:\n${output.slice(-4000)}`))));
  });
}

/**
 * The run's build of the current sources, made now if no file of the run has made it yet. A file that runs
 * `scripts/serve-storefront.ts` itself serves it with `STOREFRONT_BUILD_DIR` set to this folder.
 */
export async function runsStorefrontBuild(): Promise<string> {
  const outDir = inject('storefrontBuildDir');
  const release = await acquireLock(`${outDir}.lock`, 'test build');
  try {
    if (!existsSync(join(outDir, 'server', 'entry.mjs'))) await run(['node_modules/astro/bin/astro.mjs', 'build', '--outDir', outDir]);
  } finally {
    release();
  }
  return outDir;
}

/** Serves the run's build of the current sources against the commerce API at `commerceUrl` (with `env` added). */
export async function buildAndServeStorefront(commerceUrl: string, env: Record<string, string> = {}): Promise<BuiltStorefront> {
  const outDir = await runsStorefrontBuild();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Production has a SITE_URL (scripts/serve-storefront.ts refuses to start without one): its canonicals never
  // follow a request's Host.
  const server = spawn(process.execPath, [join(outDir, 'server', 'entry.mjs')], {
    // Every page view reports its Core Web Vitals in tests, as in development (src/server/rum/sample-rate.ts).
    env: { ...productionBuildEnv(), HOST: '127.0.0.1', PORT: String(port), COMMERCE_URL: commerceUrl, REDIS_URL: '', SITE_URL: url, RUM_SAMPLE_RATE: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const close = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await exited;
    }
  };
  try {
    await waitForHttp(`${url}/robots.txt`);
  } catch (error) {
    await close();
    throw error;
  }
  return { url, clientDir: join(outDir, 'client'), close };
}
