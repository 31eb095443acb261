import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './scripts/lib/chromium.ts';

// Servers are started by scripts/e2e.ts (`npm run test:e2e`), which sets these.
const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:4321';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Every run leaves each test's duration in var/e2e-results.json, to compare against its timeout.
  reporter: [['list'], ['json', { outputFile: 'var/e2e-results.json' }], ...(process.env.CI ? [] : [['html', { open: 'never' }] as const])],
  use: {
    baseURL,
    // Recording a trace films every action (screencast frames through the compositor, snapshots to the worker): in CI
    // that was a third of the suite's CPU. CI records one for the retry of a test that failed; a local run keeps one
    // for every failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
  },
  // `@phone`: run on the phone too. `@phone-only`: a test that sets a phone's 390 px itself, run on the phone alone (on
  // the desktop project it was the same test again at the same width, without the phone's touch and pixel density).
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } }, grepInvert: /@phone-only/ },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, grep: /@phone/ },
  ],
});
