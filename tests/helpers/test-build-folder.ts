/**
 * Vitest's global setup: names what a run makes once and its files share, the folder of the storefront build
 * (tests/helpers/built-storefront.ts) and the seeded database test backends copy (tests/helpers/seeded-database.ts),
 * each made only when a test file asks for it, and removes them, with their locks, when the run ends. `npm test`
 * names the production build it has just made (`TEST_STOREFRONT_BUILD_DIR`): the run serves that one and leaves it.
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    storefrontBuildDir: string;
    seededDatabasePath: string;
  }
}

/** The run's folders, named once: every project that runs this setup (vitest.config.ts) shares them. */
const RUN_FOLDERS = Symbol.for('matjar.test-run-folders');
type RunFolders = { outDir: string; seeded: string };

export default function setup(project: TestProject): () => void {
  const given = process.env.TEST_STOREFRONT_BUILD_DIR;
  const run = globalThis as typeof globalThis & { [RUN_FOLDERS]?: RunFolders };
  run[RUN_FOLDERS] ??= {
    outDir: given || resolve('var', `test-build-${process.pid}-${Date.now()}`),
    seeded: resolve('var', `test-seed-${process.pid}-${Date.now()}.sqlite`),
  };
  const { outDir, seeded } = run[RUN_FOLDERS];
  project.provide('storefrontBuildDir', outDir);
  project.provide('seededDatabasePath', seeded);
  const made = [seeded, `${seeded}.lock`, `${seeded}.seeding`, ...(given ? [] : [outDir, `${outDir}.lock`])];
  return () => {
    for (const path of made) rmSync(path, { recursive: true, force: true });
  };
}
