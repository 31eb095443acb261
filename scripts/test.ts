/**
 * `npm test`: every test, in the order that fails soonest on a broken change: the production build (which the
 * integration tests' storefronts and the end-to-end run then serve without building again), the type check and lint
 * side by side (each uses one core), Vitest, then the end-to-end run. Vitest starts as soon as lint has passed,
 * beside the rest of the type check, which takes longer: its last 20 s or so would leave the second core idle. A
 * failed type check stops Vitest. Stops after the first step that fails and prints how long each phase took. With
 * `TEST_PHASES_FILE` set, also appends them there, one `name<TAB>seconds<TAB>ok|failed` line each (`.ci/run` adds
 * its own phases to the same file and prints them all at the end).
 * Extra arguments go to the end-to-end run (e.g. `npm test -- tests/e2e/cart.spec.ts`).
 *
 * `.ci/run` installs Debian's packages (Chromium, Redis, Varnish…) side by side with the build and the checks, which
 * need none of them: with `SYSTEM_PACKAGES_STATUS` set, Vitest (whose integration files start those servers and
 * browsers) and the end-to-end run wait until that file says `ok`, and the run fails if it says anything else.
 *
 * Every Node process the run starts shares one on-disk compile cache (Node's `NODE_COMPILE_CACHE`): the suite starts
 * a storefront, a backend or a Vitest fork well over a hundred times, and each compiled the same modules again.
 * Measured on two cores, the integration tests alone: 283 CPU-s and 155 s without it, 249 and 137 with it, from empty.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildIfNeeded } from './lib/build.ts';

// One per run, removed when it ends: a build's chunks are new files each time, so a cache kept between runs only grew
// (55 MB after two). Within a run, the first process to load a module compiles it for all the others.
const compileCache = process.env.NODE_COMPILE_CACHE ? null : mkdtempSync(join(tmpdir(), 'matjar-compile-cache-'));
if (compileCache) process.env.NODE_COMPILE_CACHE = compileCache;

type Result = { name: string; seconds: number; code: number };
type Running = { done: Promise<Result>; stop: () => void };

/**
 * Runs `node args`. Side by side with another phase, its output is held and printed whole when it ends, so the two
 * never interleave.
 */
function runNode(name: string, args: string[], { held = false, env = process.env } = {}): Running {
  const started = performance.now();
  const child = spawn(process.execPath, args, { stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  const done = new Promise<Result>((resolve) => {
    child.once('exit', (code) => {
      if (held) process.stdout.write(Buffer.concat(output));
      resolve({ name, seconds: (performance.now() - started) / 1000, code: code ?? 1 });
    });
  });
  return { done, stop: () => void (child.exitCode === null && child.kill('SIGTERM')) };
}

/** Waits for `.ci/run`'s package install to write `ok` (or anything else: failed) in the file `status`. */
async function systemPackages(status: string): Promise<Result> {
  const started = performance.now();
  while (!existsSync(status)) await new Promise((done) => setTimeout(done, 500));
  const ok = readFileSync(status, 'utf8').trim() === 'ok';
  return { name: 'packages wait', seconds: (performance.now() - started) / 1000, code: ok ? 0 : 1 };
}

async function build(): Promise<Result> {
  const started = performance.now();
  await buildIfNeeded({ label: 'test' });
  return { name: 'build', seconds: (performance.now() - started) / 1000, code: 0 };
}

const timings: string[] = [];
let failed = false;
function record(result: Result): boolean {
  const line = `${result.name}\t${result.seconds.toFixed(1)}\t${result.code === 0 ? 'ok' : 'failed'}`;
  timings.push(line);
  if (process.env.TEST_PHASES_FILE) appendFileSync(process.env.TEST_PHASES_FILE, `${line}\n`);
  failed ||= result.code !== 0;
  return !failed;
}

async function run(): Promise<void> {
  if (!record(await build())) return;
  const check = runNode('check', ['node_modules/astro/bin/astro.mjs', 'check'], { held: true });
  const lint = runNode('lint', ['node_modules/eslint/bin/eslint.js', '.'], { held: true });
  if (!record(await lint.done)) {
    record(await check.done);
    return;
  }
  const packagesStatus = process.env.SYSTEM_PACKAGES_STATUS;
  if (packagesStatus && !record(await systemPackages(packagesStatus))) {
    check.stop();
    return;
  }
  // The integration tests serve the build just made (tests/helpers/test-build-folder.ts) rather than making another.
  const vitest = runNode('vitest', ['node_modules/vitest/vitest.mjs', 'run'], { env: { ...process.env, TEST_STOREFRONT_BUILD_DIR: resolve('dist') } });
  const checked = record(await check.done);
  if (!checked) vitest.stop();
  if (!record(await vitest.done) || !checked) return;
  record(await runNode('e2e', ['scripts/e2e.ts', ...process.argv.slice(2)]).done);
}

await run();
console.log('\n[test] phase\tseconds\tresult');
for (const line of timings) console.log(`[test] ${line}`);
if (compileCache) rmSync(compileCache, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
