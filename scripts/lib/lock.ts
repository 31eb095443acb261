import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Whether process `pid` still runs (a signal 0 reaches it). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Waits for and takes an exclusive lock (a directory holding the owner's pid), so runs that rebuild and serve
 * `dist/` one after another never overwrite each other's build mid-run. A lock whose owner died is taken over.
 * Returns the release function (also run on exit).
 */
export async function acquireLock(path: string, label: string): Promise<() => void> {
  let announced = false;
  for (;;) {
    try {
      mkdirSync(path, { recursive: false });
      writeFileSync(join(path, 'pid'), String(process.pid));
      const release = () => rmSync(path, { recursive: true, force: true });
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        mkdirSync(join(path, '..'), { recursive: true });
        continue;
      }
      let owner = NaN;
      try {
        owner = Number(readFileSync(join(path, 'pid'), 'utf8'));
      } catch {
        // The owner is between mkdir and writing its pid: wait.
      }
      if (Number.isInteger(owner) && !isAlive(owner)) {
        rmSync(path, { recursive: true, force: true });
        continue;
      }
      if (!announced) console.log(`[${label}] waiting for another run (pid ${owner}) to finish…`);
      announced = true;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}
