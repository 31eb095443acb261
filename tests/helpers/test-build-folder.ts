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

export default function setup(project: TestProject): () => void {
  const given = process.env.TEST_STOREFRONT_BUILD_DIR;
  const outDir = given || resolve('var', `test-build-${process.pid}-${Date.now()}`);
  const seeded = resolve('var', `test-seed-${process.pid}-${Date.now()}.sqlite`);
  project.provide('storefrontBuildDir', outDir);
  project.provide('seededDatabasePath', seeded);
  const made = [seeded, `${seeded}.lock`, `${seeded}.seeding`, ...(given ? [] : [outDir, `${outDir}.lock`])];
  return () => {
    for (const path of made) rmSync(path, { recursive: true, force: true });
  };
}
