import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { acquireLock, isAlive } from './lock.ts';

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

/** One file per process serving this folder's `dist/` (npm start, start:edge, the end-to-end run), named by its pid. */
const BUILD_USERS = 'var/dist-users';

/**
 * The other processes still serving this folder's build (this one and the one that started it left out: `npm test`
 * builds, then its end-to-end run serves what it built). Files of processes that are gone are cleared on the way.
 */
export function otherBuildUsers(dir: string = BUILD_USERS): number[] {
  if (!existsSync(dir)) return [];
  const others: number[] = [];
  for (const name of readdirSync(dir)) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid <= 0) continue;
    if (!isAlive(pid)) rmSync(join(dir, name), { force: true });
    else if (pid !== process.pid && pid !== process.ppid) others.push(pid);
  }
  return others;
}

/** Marks this process as serving `dist/` until it exits. */
function registerBuildUser(dir: string): void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, String(process.pid));
  writeFileSync(file, '');
  process.once('exit', () => rmSync(file, { force: true }));
}

/**
 * Runs `astro build` when the build is stale (or always with force), then marks this process as serving it; exits the
 * process if the build fails. Builds are one at a time (a lock); and a build that another running process serves is
 * never rebuilt under it (it would lose its chunks mid-run and answer 500s): the second `npm start` says so and exits.
 */
export async function buildIfNeeded({ force = false, label = 'start' } = {}): Promise<void> {
  const release = await acquireLock('var/build.lock', label);
  try {
    if (force || buildIsStale()) {
      const users = otherBuildUsers();
      if (users.length > 0) {
        console.error(
          `[${label}] the storefront's sources changed since dist/ was built, and another run (pid ${users.join(', ')}) is ` +
            'serving that build from this folder: rebuilding now would take its files away mid-run. Stop it first (Ctrl-C ' +
            'where it runs), then start this again.',
        );
        process.exit(1);
      }
      console.log(`[${label}] building the storefront (astro build)…`);
      const result = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
        stdio: 'inherit',
        env: productionBuildEnv(),
      });
      if (result.status !== 0) {
        console.error(`[${label}] the build failed, see above.`);
        process.exit(result.status ?? 1);
      }
    }
    registerBuildUser(BUILD_USERS);
  } finally {
    release();
  }
}
