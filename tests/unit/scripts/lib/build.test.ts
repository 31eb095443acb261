/**
 * Two runs in one folder (scripts/lib/build.ts): a second `npm start` never rebuilds the `dist/` that a running one
 * serves (it would lose its chunks mid-run and answer 500s); it says why and exits. A fresh build is shared.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { otherBuildUsers } from '../../../../scripts/lib/build.ts';

const BUILD_MODULE = resolve('scripts/lib/build.ts');
let folder: string;
let running: ChildProcess | undefined;

/** A process that stands for a running `npm start`: alive until killed. */
function aRunningServer(): ChildProcess {
  return spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
}

/** `npm start`'s build step, run in the folder, as a second run would. */
function startsBuilding() {
  const script = `const { buildIfNeeded } = await import(${JSON.stringify(BUILD_MODULE)}); await buildIfNeeded();`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: folder, encoding: 'utf8', timeout: 30_000 });
}

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'matjar-build-'));
  mkdirSync(join(folder, 'dist/server'), { recursive: true });
  writeFileSync(join(folder, 'dist/server/entry.mjs'), 'the running build');
  mkdirSync(join(folder, 'src'));
  writeFileSync(join(folder, 'src/page.ts'), 'changed since');
  // The build is older than the sources: stale.
  const past = new Date(Date.now() - 60_000);
  utimesSync(join(folder, 'dist/server/entry.mjs'), past, past);
});

afterEach(() => {
  running?.kill();
  running = undefined;
  rmSync(folder, { recursive: true, force: true });
});

describe('a second run in the same folder', () => {
  it('refuses to rebuild a build another run serves, saying which and what to do', () => {
    running = aRunningServer();
    mkdirSync(join(folder, 'var/dist-users'), { recursive: true });
    writeFileSync(join(folder, 'var/dist-users', String(running.pid)), '');
    const second = startsBuilding();
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(`another run (pid ${running.pid}) is serving that build from this folder`);
    expect(second.stderr).toContain('Stop it first');
    expect(readFileSync(join(folder, 'dist/server/entry.mjs'), 'utf8')).toBe('the running build');
    expect(existsSync(join(folder, 'var/build.lock'))).toBe(false);
  });

  it('shares a fresh build with the run that serves it', () => {
    running = aRunningServer();
    mkdirSync(join(folder, 'var/dist-users'), { recursive: true });
    writeFileSync(join(folder, 'var/dist-users', String(running.pid)), '');
    const now = new Date();
    utimesSync(join(folder, 'dist/server/entry.mjs'), now, now);
    expect(startsBuilding().status).toBe(0);
  });
});

describe('the runs serving a build', () => {
  it('are the live ones other than this process, and the files of those gone are cleared', () => {
    const dir = join(folder, 'users');
    mkdirSync(dir);
    running = aRunningServer();
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    for (const pid of [running.pid, gone, process.pid]) writeFileSync(join(dir, String(pid)), '');
    expect(otherBuildUsers(dir)).toEqual([running.pid]);
    expect(existsSync(join(dir, String(gone)))).toBe(false);
  });
});
