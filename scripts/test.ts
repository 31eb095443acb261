/**
 * `npm test`: every test, in the order that fails soonest on a broken change: the type check, lint, the
 * production build (which the integration tests' storefronts and the end-to-end run then serve without building
 * again), Vitest, then the end-to-end run. Stops at the first phase that fails and prints how long each one took.
 * With `TEST_PHASES_FILE` set, also appends them there, one `name<TAB>seconds<TAB>ok|failed` line each (`.ci/run`
 * adds its own phases to the same file and prints them all at the end).
 * Extra arguments go to the end-to-end run (e.g. `npm test -- tests/e2e/cart.spec.ts`).
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { buildIfNeeded } from './lib/build.ts';

const node = (args: string[]) => () => spawnSync(process.execPath, args, { stdio: 'inherit' }).status ?? 1;

const PHASES: { name: string; run: () => number }[] = [
  { name: 'check', run: node(['node_modules/astro/bin/astro.mjs', 'check']) },
  { name: 'lint', run: node(['node_modules/eslint/bin/eslint.js', '.']) },
  {
    name: 'build',
    run: () => {
      buildIfNeeded();
      return 0;
    },
  },
  { name: 'vitest', run: node(['node_modules/vitest/vitest.mjs', 'run']) },
  { name: 'e2e', run: node(['scripts/e2e.ts', ...process.argv.slice(2)]) },
];

const timings: string[] = [];
let code = 0;
for (const phase of PHASES) {
  const started = performance.now();
  code = phase.run();
  const line = `${phase.name}\t${((performance.now() - started) / 1000).toFixed(1)}\t${code === 0 ? 'ok' : 'failed'}`;
  timings.push(line);
  if (process.env.TEST_PHASES_FILE) appendFileSync(process.env.TEST_PHASES_FILE, `${line}\n`);
  if (code !== 0) break;
}
console.log('\n[test] phase\tseconds\tresult');
for (const line of timings) console.log(`[test] ${line}`);
process.exit(code);
