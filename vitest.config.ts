import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import ServersFirstSequencer from './tests/helpers/servers-first-sequencer.ts';

/** The integration files about the backend alone (the `integration-backend` project below). */
const BACKEND_ONLY = ['tests/integration/backend/**/*.test.ts', 'tests/security/backend.test.ts'];

export default defineConfig({
  resolve: {
    // graphql 16 ships CommonJS (main) and ESM (module) builds without an exports map: Node loads the CommonJS one
    // for @graphql-tools and yoga, Vite would hand test files the ESM one, and graphql refuses to mix the two.
    alias: [
      { find: /^graphql$/, replacement: 'graphql/index.js' },
      // The `@/` import path of tsconfig.json, as Astro resolves it.
      { find: /^@\//, replacement: `${fileURLToPath(new URL('./src/', import.meta.url))}` },
    ],
  },
  test: {
    environment: 'node',
    // Files run side by side in child processes, one more than the cores: the integration files spend much of their
    // time waiting on the servers they start (Vitest's default of one fewer than the cores is one file at a time on
    // two). Measured on two cores: 181 s with two at a time, 161 s with four, which loaded the machine enough to
    // upset timing-sensitive files. The integration files run in child processes: their servers read the process's
    // environment and working directory, which threads would share.
    pool: 'forks',
    maxWorkers: availableParallelism() + 1,
    testTimeout: 20_000,
    // Every run leaves each file's and test's duration in var/vitest-results.json, as the e2e run does its own.
    reporters: ['default', ['json', { outputFile: 'var/vitest-results.json' }]],
    // On a fresh clone, the files that start servers first (tests/helpers/servers-first-sequencer.ts).
    sequence: { sequencer: ServersFirstSequencer },
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          // Each unit file runs in a new worker thread, with its own modules and its own copy of the environment,
          // instead of a new process: on two cores the unit files took 113 CPU-s in processes and 66 in threads.
          // (Sharing workers across files, `isolate: false`, took 61 but let one file's environment reach the next.)
          pool: 'threads',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}', 'tests/security/**/*.test.ts'],
          exclude: BACKEND_ONLY,
          globalSetup: ['tests/helpers/test-build-folder.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The files that exercise the backend alone, each against backends of its own (tests/helpers/backend.ts).
          // They share their worker's modules (`isolate: false`): each file spent a second and more importing the
          // backend again, for a few hundred ms of tests; measured on two cores, these 46 files took 59 s isolated
          // and 16 s shared. The backend keeps no state in its modules but constants and caches keyed by database or
          // request, and these files set no environment, mock nothing and import nothing from src/ (whose modules
          // do keep state: the storefront's files stay isolated).
          name: 'integration-backend',
          include: BACKEND_ONLY,
          isolate: false,
          globalSetup: ['tests/helpers/test-build-folder.ts'],
        },
      },
    ],
  },
});
