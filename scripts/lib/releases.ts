/**
 * The storefront's releases on this machine, side by side (`RELEASES_DIR`, `var/releases` unless told):
 *
 *   var/releases/20261129T061500Z-ab12cd3/dist/   a production build, with dist/release.json naming it
 *   var/releases/current  -> 20261129T061500Z-ab12cd3   what a storefront starting now serves
 *   var/releases/previous -> 20261128T…                  where `npm run deploy -- --rollback` goes back to
 *
 * A storefront is started on `current/dist` (STOREFRONT_BUILD_DIR) and resolves the link once at start, so it keeps
 * its release until it is restarted (scripts/serve-storefront.ts). A new release is built into a folder of its own
 * while the running one serves, and the links are switched in one rename each (atomic).
 *
 * Browser files: a page of the previous release, still in a cache or a shopper's tab, loads its own `/_astro/` files
 * (fingerprinted names), so the new release carries the previous release's own files beside its own; and while the
 * storefronts are rolled one by one, the old ones may be asked for the new release's files by pages the new ones
 * rendered, so the previous release gets the new one's files too. Each release lists its own files in its
 * `release.json`, so files are kept for one release, not for ever.
 */
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { productionBuildEnv } from './build.ts';

export type Release = { id: string; builtAt: string; commit: string | null; ownAssets: string[] };

export function releasesDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.RELEASES_DIR || 'var/releases');
}

/** The build folder a storefront serves: the `current` release's, through its link. */
export function currentBuildDir(dir: string = releasesDir()): string {
  return join(dir, 'current', 'dist');
}

function linked(dir: string, name: 'current' | 'previous'): string | null {
  try {
    return readlinkSync(join(dir, name));
  } catch {
    return null;
  }
}

export function currentRelease(dir: string = releasesDir()): string | null {
  return linked(dir, 'current');
}

export function previousRelease(dir: string = releasesDir()): string | null {
  return linked(dir, 'previous');
}

export function readRelease(dir: string, id: string): Release {
  return JSON.parse(readFileSync(join(dir, id, 'dist', 'release.json'), 'utf8')) as Release;
}

/** Points `name` at release `id` in one rename (a storefront starting meanwhile sees the old link or the new). */
function pointLink(dir: string, name: 'current' | 'previous', id: string): void {
  const temporary = join(dir, `.${name}-${process.pid}`);
  rmSync(temporary, { force: true });
  symlinkSync(id, temporary);
  renameSync(temporary, join(dir, name));
}

/** Makes `id` current and what was current the previous release. */
export function switchTo(dir: string, id: string): void {
  const current = currentRelease(dir);
  if (current && current !== id) pointLink(dir, 'previous', current);
  pointLink(dir, 'current', id);
}

function commitId(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    return null;
  }
}

/** A release id: the time of the build (UTC) and the commit, `20261129T061500Z-ab12cd3`. */
export function newReleaseId(now: Date = new Date(), commit: string | null = commitId()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  return commit ? `${stamp}-${commit}` : stamp;
}

/** A new release's id, never one a folder in `dir` has already (two builds within a second: `…-2`). */
function freshReleaseId(dir: string): string {
  const id = newReleaseId();
  let fresh = id;
  for (let count = 2; existsSync(join(dir, fresh)); count++) fresh = `${id}-${count}`;
  return fresh;
}

function assetsOf(buildDir: string): string[] {
  const dir = join(buildDir, 'client', '_astro');
  return existsSync(dir) ? readdirSync(dir) : [];
}

/** Writes release.json into a finished build: its id and its own browser files. */
function stamp(buildDir: string, id: string): Release {
  const release: Release = { id, builtAt: new Date().toISOString(), commit: commitId(), ownAssets: assetsOf(buildDir) };
  writeFileSync(join(buildDir, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
  return release;
}

/** Copies `from`'s own browser files (and their compressed copies) into `to`'s, where missing. */
function shareAssets(dir: string, from: string, to: string): number {
  const source = join(dir, from, 'dist', 'client', '_astro');
  const target = join(dir, to, 'dist', 'client', '_astro');
  if (!existsSync(source) || !existsSync(target)) return 0;
  let copied = 0;
  for (const name of readRelease(dir, from).ownAssets) {
    if (existsSync(join(target, name)) || !existsSync(join(source, name))) continue;
    copyFileSync(join(source, name), join(target, name));
    copied += 1;
  }
  return copied;
}

/** Each of two releases serves the other's own browser files too (see above). */
export function shareAssetsBetween(dir: string, a: string, b: string): { intoA: number; intoB: number } {
  return { intoB: shareAssets(dir, a, b), intoA: shareAssets(dir, b, a) };
}

function run(command: string, args: string[], log: (line: string) => void): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { env: productionBuildEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    let tail = '';
    const keep = (chunk: Buffer) => (tail = `${tail}${chunk.toString()}`.slice(-4000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', fail);
    child.once('exit', (code) => {
      if (code === 0) return done();
      log(tail);
      fail(new Error(`${command} ${args.join(' ')} exited with ${code}`));
    });
  });
}

/** Builds the sources into a new release's folder beside the running one; answers its id. */
export async function buildRelease(dir: string, log: (line: string) => void): Promise<Release> {
  mkdirSync(dir, { recursive: true });
  const id = freshReleaseId(dir);
  const buildDir = join(dir, id, 'dist');
  // Taken at once: another build starting in the same second gets another id.
  mkdirSync(buildDir, { recursive: true });
  await run(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', buildDir], log);
  return stamp(buildDir, id);
}

/** Makes the first release from an existing build (`dist/`), copied, when there is none yet. */
export function adoptBuild(dir: string, buildDir: string): Release {
  mkdirSync(dir, { recursive: true });
  const id = freshReleaseId(dir);
  const target = join(dir, id, 'dist');
  copyTree(buildDir, target);
  const release = stamp(target, id);
  switchTo(dir, id);
  return release;
}

function copyTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.isDirectory()) copyTree(join(from, entry.name), join(to, entry.name));
    else copyFileSync(join(from, entry.name), join(to, entry.name));
  }
}

/** Deletes releases other than the current and previous one, keeping `keep` at most in all. */
export function pruneReleases(dir: string, keep = 3): string[] {
  const kept = new Set([currentRelease(dir), previousRelease(dir)].filter(Boolean));
  const all = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
  const removable = all.filter((id) => !kept.has(id));
  const removed = removable.slice(0, Math.max(0, all.length - keep));
  for (const id of removed) rmSync(join(dir, id), { recursive: true, force: true });
  return removed;
}
