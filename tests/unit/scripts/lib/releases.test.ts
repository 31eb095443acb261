/**
 * Releases side by side (scripts/lib/releases.ts): ids by build time and commit, the `current` and `previous` links
 * switched, each release serving the other's own browser files for one release, and old releases pruned.
 */
import { mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { currentRelease, newReleaseId, previousRelease, pruneReleases, shareAssetsBetween, switchTo } from '../../../../scripts/lib/releases.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A release folder with its own browser files. */
function release(dir: string, id: string, assets: string[]): void {
  const client = join(dir, id, 'dist', 'client', '_astro');
  mkdirSync(client, { recursive: true });
  for (const name of assets) writeFileSync(join(client, name), name);
  writeFileSync(join(dir, id, 'dist', 'release.json'), JSON.stringify({ id, builtAt: '', commit: null, ownAssets: assets }));
}

function releases(): string {
  const dir = mkdtempSync(join(tmpdir(), 'matjar-releases-'));
  folders.push(dir);
  return dir;
}

describe('releases', () => {
  it('are named by the build time and commit', () => {
    expect(newReleaseId(new Date('2026-11-29T06:15:00.123Z'), 'ab12cd3')).toBe('20261129T061500Z-ab12cd3');
    expect(newReleaseId(new Date('2026-11-29T06:15:00Z'), null)).toBe('20261129T061500Z');
  });

  it('switch current, keeping what was current as the previous one', () => {
    const dir = releases();
    release(dir, 'a', []);
    release(dir, 'b', []);
    switchTo(dir, 'a');
    expect([currentRelease(dir), previousRelease(dir)]).toEqual(['a', null]);
    switchTo(dir, 'b');
    expect([currentRelease(dir), previousRelease(dir)]).toEqual(['b', 'a']);
    expect(readlinkSync(join(dir, 'current'))).toBe('b');
    // A rollback is a switch back: the release rolled back from becomes the previous one.
    switchTo(dir, 'a');
    expect([currentRelease(dir), previousRelease(dir)]).toEqual(['a', 'b']);
  });

  it('serve each other’s own browser files, and only their own: files carried from an older release are not passed on', () => {
    const dir = releases();
    release(dir, 'a', ['old.js', 'shared.css']);
    release(dir, 'b', ['new.js', 'shared.css']);
    expect(shareAssetsBetween(dir, 'a', 'b')).toEqual({ intoB: 1, intoA: 1 });
    expect(readdirSync(join(dir, 'b', 'dist', 'client', '_astro')).sort()).toEqual(['new.js', 'old.js', 'shared.css']);
    expect(readdirSync(join(dir, 'a', 'dist', 'client', '_astro')).sort()).toEqual(['new.js', 'old.js', 'shared.css']);
    release(dir, 'c', ['newest.js']);
    shareAssetsBetween(dir, 'b', 'c');
    expect(readdirSync(join(dir, 'c', 'dist', 'client', '_astro')).sort()).toEqual(['new.js', 'newest.js', 'shared.css']);
  });

  it('are pruned to the newest few, never the current or previous one', () => {
    const dir = releases();
    for (const id of ['1', '2', '3', '4', '5']) release(dir, id, []);
    switchTo(dir, '1');
    switchTo(dir, '2');
    expect(pruneReleases(dir, 3)).toEqual(['3', '4']);
    expect(readdirSync(dir).filter((name) => !['current', 'previous'].includes(name)).sort()).toEqual(['1', '2', '5']);
  });
});
