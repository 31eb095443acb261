/**
 * `npm run test:e2e`: builds when needed, starts the embedded backend on a free port with a temporary database
 * and the production storefront on another, runs Playwright against them, and stops both.
 * Extra arguments go to `playwright test` (e.g. `npm run test:e2e -- tests/e2e/routes.spec.ts`).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfNeeded } from './lib/build.ts';
import { chromiumExecutable } from './lib/chromium.ts';
import { acquireLock } from './lib/lock.ts';
import { freePort } from './lib/ports.ts';
import { startNodeService, waitForHttp } from './lib/processes.ts';
import { revalidationWiring } from './lib/revalidation-wiring.ts';

try {
  chromiumExecutable();
} catch (error) {
  console.error(`[e2e] ${(error as Error).message}`);
  process.exit(1);
}

// One e2e run at a time on a machine: each may rebuild dist/, which the other's server is reading.
const releaseLock = await acquireLock('var/e2e.lock', 'e2e');
await buildIfNeeded({ label: 'e2e' });
const dataDir = mkdtempSync(join(tmpdir(), 'matjar-e2e-'));
const [backendPort, storefrontPort] = [await freePort(), await freePort()];
const backendUrl = `http://127.0.0.1:${backendPort}`;
const baseUrl = `http://127.0.0.1:${storefrontPort}`;

// Admin changes made by a spec reach this storefront's route cache, as under `npm start`.
const revalidation = revalidationWiring(storefrontPort, { ...process.env, HOST: '127.0.0.1' });
const backend = startNodeService('backend/server.ts', {
  BACKEND_PORT: String(backendPort),
  BACKEND_DB: join(dataDir, 'commerce.sqlite'),
  BACKEND_QUIET: '1',
  // Every browser of the suite comes from 127.0.0.1 and signs the same shoppers in again within seconds: the
  // per-client hourly cap and the 60 s resend wait are tested against the backend itself (tests/integration).
  BACKEND_OTP_CLIENT_HOURLY_LIMIT: '100000',
  BACKEND_OTP_RESEND_SECONDS: '1',
  ...revalidation,
});
const storefront = startNodeService('scripts/serve-storefront.ts', {
  PORT: String(storefrontPort),
  HOST: '127.0.0.1',
  COMMERCE_URL: backendUrl,
  SITE_URL: baseUrl,
  REVALIDATE_SECRET: revalidation.REVALIDATE_SECRET,
  // One JSON line per request would bury Playwright's report: only warnings and errors.
  LOG_LEVEL: 'warn',
  // Several browsers at once against one backend process on a shared machine make cold renders slow without the
  // backend failing: the suite checks behaviour, not the production deadlines (tests/integration/resilience does).
  COMMERCE_TIMEOUT_MS: '10000',
  COMMERCE_ACTION_TIMEOUT_MS: '15000',
  // The same goes for the storefront's per-IP limits (tests/security checks them at their real size).
  RATE_LIMIT_SCALE: '1000',
  // Every page view reports its Core Web Vitals, so the first-load budget counts the reporter (issue 43).
  RUM_SAMPLE_RATE: '1',
});
const stop = () => {
  for (const child of [backend, storefront]) if (child.exitCode === null) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  releaseLock();
};

let code = 1;
try {
  await waitForHttp(`${backendUrl}/health`);
  await waitForHttp(`${baseUrl}/robots.txt`);
  const playwright = spawn(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_BACKEND_URL: backendUrl },
  });
  code = await new Promise<number>((resolve) => playwright.once('exit', (c) => resolve(c ?? 1)));
} catch (error) {
  console.error(`[e2e] ${(error as Error).message}`);
} finally {
  stop();
}
process.exit(code);
