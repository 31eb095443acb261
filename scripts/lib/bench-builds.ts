/**
 * What the browser benches (bench-first-load.ts, bench-journey.ts) measure: this checkout's build and a baseline's
 * (a git ref built in a worktree of its own under the bench's folder), each served by its own tree's server against
 * one backend, in the same run.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { productionBuildEnv } from './build.ts';
import { memoryAllocatorEnv } from './memory-allocator.ts';
import { freePort } from './ports.ts';
import { startNodeService, waitForHttp } from './processes.ts';

export type Build = { name: string; tree: string; outDir: string; url?: string; server?: ChildProcess };

export function git(args: string[], cwd = '.'): string {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

export function build(tree: string, outDir: string): void {
  console.log(`[bench] building ${tree} into ${outDir}`);
  const result = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', outDir], {
    cwd: tree,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: productionBuildEnv(),
  });
  if (result.status !== 0) throw new Error(`the build of ${tree} failed`);
}

/** The baseline's sources at `ref` in a worktree of their own under `work`, sharing this checkout's installed packages. */
export function baselineTree(work: string, ref: string): string {
  const tree = join(work, 'baseline-src');
  if (existsSync(tree)) git(['worktree', 'remove', '--force', tree]);
  git(['worktree', 'add', '--detach', tree, ref]);
  symlinkSync(resolve('node_modules'), join(tree, 'node_modules'), 'dir');
  return tree;
}

/** Removes the baseline's worktree, if one was made. */
export function removeBaselineTree(work: string): void {
  const tree = join(work, 'baseline-src');
  if (existsSync(tree)) git(['worktree', 'remove', '--force', tree]);
}

/**
 * This build, and the baseline at `ref` unless it is null, named for the table; the baseline is `baselineRef`'s short
 * commit. Neither is built yet.
 */
export function benchBuilds(work: string, ref: string | null): Build[] {
  const builds: Build[] = [{ name: 'this build', tree: resolve('.'), outDir: join(work, 'current') }];
  if (ref !== null) {
    const tree = baselineTree(work, ref);
    builds.push({ name: `baseline ${ref} (${git(['rev-parse', '--short', ref])})`, tree, outDir: join(tree, 'dist') });
  }
  return builds;
}

/** Serves a build with its own tree's server against `commerceUrl`; sets its `url` and `server` once it answers. */
export async function serve(buildToServe: Build, commerceUrl: string, children: ChildProcess[]): Promise<void> {
  const port = await freePort();
  const server = spawn(process.execPath, ['scripts/serve-storefront.ts'], {
    cwd: buildToServe.tree,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: {
      ...productionBuildEnv(),
      ...memoryAllocatorEnv(),
      STOREFRONT_BUILD_DIR: buildToServe.outDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      COMMERCE_URL: commerceUrl,
      SITE_URL: `http://127.0.0.1:${port}`,
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      // Every page view measured is one that reports its Core Web Vitals: the worst case of the sampled reporter.
      RUM_SAMPLE_RATE: '1',
    },
  });
  children.push(server);
  buildToServe.server = server;
  buildToServe.url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${buildToServe.url}/healthz`);
}

/**
 * This build and the baseline (`ref`, or none), each built, and one embedded backend on a fresh database in `dir`
 * that they are served against: the stack a page benchmark measures. Its processes join `children`.
 */
export async function startBenchStack(work: string, ref: string | null, dir: string, children: ChildProcess[]): Promise<{ builds: Build[]; database: string }> {
  const builds = benchBuilds(work, ref);
  for (const each of builds) build(each.tree, each.outDir);
  const backendPort = await freePort();
  const backendUrl = `http://127.0.0.1:${backendPort}`;
  const database = join(dir, 'commerce.sqlite');
  children.push(startNodeService('backend/server.ts', { BACKEND_PORT: String(backendPort), BACKEND_DB: database, BACKEND_QUIET: '1' }));
  await waitForHttp(`${backendUrl}/healthz`);
  for (const each of builds) await serve(each, backendUrl, children);
  return { builds, database };
}
