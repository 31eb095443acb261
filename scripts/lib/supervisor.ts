/**
 * Keeps each process of a tier running, as systemd's `Restart=always` does in production (deploy/systemd/): a child
 * that exits without being asked to is started again after a backoff (250 ms, doubling to 10 s; back to 250 ms once
 * it has run for 30 s), and every other child keeps running. SIGINT/SIGTERM stop all of them, in the reverse order of
 * their start, and then this process.
 *
 * `npm start` keeps the simpler rule of processes.ts `createSupervisor` (one exits, all stop): a developer's
 * storefront that crashes should show its error, not restart in a loop.
 */
import type { ChildProcess } from 'node:child_process';

/** Starts one service and resolves once it answers; the child it resolves with is the one watched. */
export type ServiceStart = () => Promise<ChildProcess>;

export type SupervisedService = {
  name: string;
  /** The running child's pid, or null while it is down or being restarted. */
  pid(): number | null;
  /** How many times it was started again after exiting. */
  restarts(): number;
  /** Resolves once the service has been (re)started since `since` (epoch ms) and answers. */
  upSince(since: number, timeoutMs?: number): Promise<void>;
};

export const RESTART_BACKOFF = { firstMs: 250, maxMs: 10_000, stableMs: 30_000 };

type Log = (message: string) => void;

type Entry = { name: string; child: ChildProcess | null; startedAt: number; restarts: number; delay: number; timer?: NodeJS.Timeout };

export function createRestartingSupervisor(options: { log?: Log; exitProcess?: boolean } = {}) {
  const log = options.log ?? ((message: string) => console.error(message));
  const entries: Entry[] = [];
  let stopping = false;

  async function run(entry: Entry, start: ServiceStart): Promise<void> {
    const child = await start();
    entry.child = child;
    entry.startedAt = Date.now();
    child.once('exit', (code, signal) => {
      entry.child = null;
      if (stopping) return;
      if (Date.now() - entry.startedAt >= RESTART_BACKOFF.stableMs) entry.delay = RESTART_BACKOFF.firstMs;
      log(`[supervisor] ${entry.name} exited (${signal ?? `code ${code}`}); restarting in ${entry.delay} ms`);
      const wait = entry.delay;
      entry.delay = Math.min(RESTART_BACKOFF.maxMs, entry.delay * 2);
      entry.timer = setTimeout(() => restart(entry, start), wait);
    });
  }

  function restart(entry: Entry, start: ServiceStart): void {
    if (stopping) return;
    run(entry, start).then(
      () => {
        entry.restarts += 1;
        log(`[supervisor] ${entry.name} is back (pid ${entry.child?.pid}, restart ${entry.restarts})`);
      },
      (error: Error) => {
        log(`[supervisor] ${entry.name} did not come back (${error.message}); trying again in ${entry.delay} ms`);
        const wait = entry.delay;
        entry.delay = Math.min(RESTART_BACKOFF.maxMs, entry.delay * 2);
        entry.timer = setTimeout(() => restart(entry, start), wait);
      },
    );
  }

  async function stop(): Promise<void> {
    stopping = true;
    for (const entry of [...entries].reverse()) {
      if (entry.timer) clearTimeout(entry.timer);
      const child = entry.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      const killLater = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(killLater);
    }
  }

  if (options.exitProcess !== false) {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop().then(() => process.exit(0)));
  }

  return {
    /** Starts a service and watches it from then on. */
    async add(name: string, start: ServiceStart): Promise<SupervisedService> {
      const entry: Entry = { name, child: null, startedAt: 0, restarts: 0, delay: RESTART_BACKOFF.firstMs };
      entries.push(entry);
      await run(entry, start);
      return {
        name,
        pid: () => entry.child?.pid ?? null,
        restarts: () => entry.restarts,
        async upSince(since, timeoutMs = 60_000) {
          const deadline = Date.now() + timeoutMs;
          while (!(entry.child && entry.startedAt >= since)) {
            if (Date.now() > deadline) throw new Error(`${name} did not come back within ${timeoutMs / 1000} s`);
            await new Promise((done) => setTimeout(done, 50));
          }
        },
      };
    },
    stop,
  };
}

export type RestartingSupervisor = ReturnType<typeof createRestartingSupervisor>;
