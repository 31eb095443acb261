import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const BUILD_OUTPUT = 'dist/server/entry.mjs';
const BUILD_INPUTS = ['src', 'integrations', 'locales', 'public', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when there is no production build or a source file changed since it was made. */
export function buildIsStale(): boolean {
  if (!existsSync(BUILD_OUTPUT)) return true;
  const built = statSync(BUILD_OUTPUT).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(input) > built);
}

/**
 * Vitest puts import.meta.env's own names (DEV=1, PROD='', MODE=test, SSR, BASE_URL) and NODE_ENV=test into the
 * environment, and a build inheriting them bakes them in: import.meta.env.DEV turns true, which (among other
 * things) turns the route cache off. A build is a production build whoever starts it.
 */
export function productionBuildEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' };
  for (const name of ['BASE_URL', 'DEV', 'MODE', 'PROD', 'SSR']) delete env[name];
  return env;
}

/** Runs `astro build` when the build is stale (or always with force); exits the process if it fails. */
export function buildIfNeeded({ force = false } = {}): void {
  if (!force && !buildIsStale()) return;
  console.log('[start] building the storefront (astro build)…');
  const result = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
    stdio: 'inherit',
    env: productionBuildEnv(),
  });
  if (result.status !== 0) {
    console.error('[start] the build failed, see above.');
    process.exit(result.status ?? 1);
  }
}
