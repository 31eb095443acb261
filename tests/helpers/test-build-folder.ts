/**
 * Vitest's global setup: names the folder of the run's one storefront build (tests/helpers/built-storefront.ts,
 * built there only when a test file asks for it) and removes it, with its lock, when the run ends.
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    storefrontBuildDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  const outDir = resolve('var', `test-build-${process.pid}-${Date.now()}`);
  project.provide('storefrontBuildDir', outDir);
  return () => {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(`${outDir}.lock`, { recursive: true, force: true });
  };
}
