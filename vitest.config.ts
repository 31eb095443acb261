import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

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
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}', 'tests/security/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/helpers/test-build-folder.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
