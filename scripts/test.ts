/**
 * `npm test`: every test, in the order that fails soonest on a broken change: the type check and lint (side by
 * side: each uses one core), the production build (which the integration tests' storefronts and the end-to-end run
 * then serve without building again), Vitest, then the end-to-end run. Stops after the first step that fails and
 * prints how long each phase took. With `TEST_PHASES_FILE` set, also appends them there, one
 * `name<TAB>seconds<TAB>ok|failed` line each (`.ci/run` adds its own phases to the same file and prints them all at
 * the end).
 * Extra arguments go to the end-to-end run (e.g. `npm test -- tests/e2e/cart.spec.ts`).
 */
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildIfNeeded } from './lib/build.ts';

type Result = { name: string; seconds: number; code: number };

/**
 * Runs `node args`. Side by side with another phase, its output is held and printed whole when it ends, so the two
 * never interleave.
 */
function runNode(name: string, args: string[], { held = false, env = process.env } = {}): Promise<Result> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((done) => {
    child.once('exit', (code) => {
      if (held) process.stdout.write(Buffer.concat(output));
      done({ name, seconds: (performance.now() - started) / 1000, code: code ?? 1 });
    });
  });
}

async function build(): Promise<Result> {
  const started = performance.now();
  await buildIfNeeded({ label: 'test' });
  return { name: 'build', seconds: (performance.now() - started) / 1000, code: 0 };
}

const STEPS: (() => Promise<Result[]>)[] = [
  () =>
    Promise.all([
      runNode('check', ['node_modules/astro/bin/astro.mjs', 'check'], { held: true }),
      runNode('lint', ['node_modules/eslint/bin/eslint.js', '.'], { held: true }),
    ]),
  async () => [await build()],
  // The integration tests serve the build just made (tests/helpers/test-build-folder.ts) rather than making another.
  async () => [await runNode('vitest', ['node_modules/vitest/vitest.mjs', 'run'], { env: { ...process.env, TEST_STOREFRONT_BUILD_DIR: resolve('dist') } })],
  async () => [await runNode('e2e', ['scripts/e2e.ts', ...process.argv.slice(2)])],
];

const timings: string[] = [];
let failed = false;
for (const step of STEPS) {
  for (const result of await step()) {
    const line = `${result.name}\t${result.seconds.toFixed(1)}\t${result.code === 0 ? 'ok' : 'failed'}`;
    timings.push(line);
    if (process.env.TEST_PHASES_FILE) appendFileSync(process.env.TEST_PHASES_FILE, `${line}\n`);
    failed ||= result.code !== 0;
  }
  if (failed) break;
}
console.log('\n[test] phase\tseconds\tresult');
for (const line of timings) console.log(`[test] ${line}`);
process.exit(failed ? 1 : 0);
