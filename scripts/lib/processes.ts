import { spawn, type ChildProcess } from 'node:child_process';
import { memoryAllocatorEnv } from './memory-allocator.ts';

/**
 * Starts a Node script (with this process's Node 24) as a child connected over IPC, so the child can exit
 * when the parent goes away (`process.on('disconnect')`) and no orphan outlives `npm start` or a test run. The child
 * runs with the servers' memory allocator (memory-allocator.ts).
 */
export function startNodeService(script: string, env: NodeJS.ProcessEnv, args: string[] = []): ChildProcess {
  return spawn(process.execPath, [script, ...args], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...memoryAllocatorEnv(), ...env },
  });
}

/** Stops services in the reverse order of their start (a storefront before the backend it calls), each awaited. */
export async function stopServices(children: readonly ChildProcess[]): Promise<void> {
  for (const child of [...children].reverse()) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
}

/** Polls url until it answers (any HTTP status) or the deadline passes. */
export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Keeps a group of children together: SIGINT/SIGTERM, or any child exiting, stops all of them and then this
 * process (with the exiting child's code).
 */
export function createSupervisor() {
  const children: ChildProcess[] = [];
  let stopping = false;
  const stopAll = (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 3000).unref();
    Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r))))).then(() =>
      process.exit(code),
    );
  };
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  return {
    add(child: ChildProcess) {
      children.push(child);
      child.once('exit', (code) => stopAll(code ?? 1));
    },
    stop: stopAll,
  };
}
