import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { createRestartingSupervisor, type RestartingSupervisor } from '../../../../scripts/lib/supervisor.ts';

/** A real process that runs until killed (or exits at once with `code`). */
const child = (code?: number) => async () =>
  spawn(process.execPath, ['-e', code === undefined ? 'setInterval(() => {}, 1000)' : `process.exit(${code})`], { stdio: 'ignore' });

let supervisor: RestartingSupervisor | undefined;
afterEach(async () => {
  await supervisor?.stop();
});

describe('the restarting supervisor', () => {
  it('starts again a child that was killed, and leaves the others running', async () => {
    const log: string[] = [];
    supervisor = createRestartingSupervisor({ exitProcess: false, log: (line) => log.push(line) });
    const one = await supervisor.add('one', child());
    const two = await supervisor.add('two', child());
    const [onePid, twoPid] = [one.pid(), two.pid()];
    const killedAt = Date.now();
    process.kill(onePid!, 'SIGKILL');
    await one.upSince(killedAt, 5000);
    expect(one.pid()).not.toBe(onePid);
    expect(one.restarts()).toBe(1);
    expect(two.pid()).toBe(twoPid);
    expect(two.restarts()).toBe(0);
    expect(log).toEqual(['[supervisor] one exited (SIGKILL); restarting in 250 ms', expect.stringMatching(/^\[supervisor\] one is back \(pid \d+, restart 1\)$/)]);
  });

  it('backs off a child that keeps exiting: 250 ms, then 500 ms, then 1 s', async () => {
    const log: string[] = [];
    supervisor = createRestartingSupervisor({ exitProcess: false, log: (line) => log.push(line) });
    await supervisor.add('crashing', child(3));
    await expect.poll(() => log.filter((line) => line.includes('restarting in')).length, { timeout: 5000 }).toBeGreaterThanOrEqual(3);
    expect(log.filter((line) => line.includes('restarting in')).slice(0, 3)).toEqual([
      '[supervisor] crashing exited (code 3); restarting in 250 ms',
      '[supervisor] crashing exited (code 3); restarting in 500 ms',
      '[supervisor] crashing exited (code 3); restarting in 1000 ms',
    ]);
  });

  it('stops every child on stop, and restarts none of them', async () => {
    const log: string[] = [];
    supervisor = createRestartingSupervisor({ exitProcess: false, log: (line) => log.push(line) });
    const one = await supervisor.add('one', child());
    await supervisor.stop();
    expect(one.pid()).toBeNull();
    await new Promise((done) => setTimeout(done, 400));
    expect(log).toEqual([]);
  });
});
