/**
 * A release rolled over the storefronts behind Varnish without dropping a request (`npm run deploy`, and the deploy
 * drill `npm run bench:deploy`):
 *
 * 1. `current` is pointed at the release to serve (scripts/lib/releases.ts); running storefronts keep theirs.
 * 2. One storefront at a time: it is asked to stop (SIGTERM to the pid its `/healthz` names, or the operator's
 *    restart command, e.g. `systemctl restart matjar-storefront@{port}`); it drains (src/server/release/drain.ts:
 *    `/healthz` 503, and every request Varnish still sends it answered 503 for Varnish to send to another one, until
 *    the probe has taken it out; then open requests finish), its supervisor (start:edge's, or systemd's
 *    Restart=always) starts it again on `current`; the deploy waits until its `/healthz` names the new release and
 *    its `/readyz` answers 200, then until Varnish's probe has put it back (asked through `varnishadm backend.list`
 *    when the deploy is given the command, else the probe's three good answers half a second apart), and only then
 *    goes on to the next one: never are two storefronts out at once. The other storefronts serve meanwhile.
 * 3. The shared caches are turned over by the release's tag as soon as the first storefront serves the new release
 *    behind Varnish, and once more when every one does (the pages the old ones rendered meanwhile): one signed change
 *    notice soft-purges `release:<old>` from the route cache (every storefront shares it) and from Varnish (the
 *    storefront purges it by the same tag). Pages stay answered (stale) while the storefronts' background queue
 *    re-renders them a few at a time; neither cache is emptied. A stale page of the old release is still a working
 *    page for its shopper (its forms are taken by the new Actions, its scripts are served: README, "Deploying"), so
 *    it may be answered until its re-render lands.
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { untilVarnishSees } from './varnish-backends.ts';
import { signNotice, TIMESTAMP_HEADER, SIGNATURE_HEADER } from '../../src/server/revalidation/signature.ts';
import { currentRelease, shareAssetsBetween, switchTo } from './releases.ts';

export type Health = { status: string; release: string; pid?: number };

export type RollStep = {
  storefront: string;
  from: string;
  to: string;
  /** Until its `/healthz` stopped answering ok (it drains). */
  drainedMs: number;
  /** Until Varnish's probe had taken it out (when asked through varnishadm). */
  outMs: number | null;
  /** Until it served the new release, ready, and Varnish sent to it again. */
  readyMs: number;
};

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
/** Varnish's probe: twice a second, back after three good answers (deploy/varnish/default.vcl). */
const PROBE_BACK_MS = 2000;

export async function health(storefront: string): Promise<Health | null> {
  try {
    const answer = await fetch(`${storefront}/healthz`, { signal: AbortSignal.timeout(5000) });
    const body = (await answer.json()) as Health;
    return answer.ok ? body : { ...body, status: body.status ?? `http ${answer.status}` };
  } catch {
    return null;
  }
}

/** The storefront's health once it says it serves, asking for up to 20 s (a busy storefront may answer slowly). */
async function serving(storefront: string): Promise<Health | null> {
  let last: Health | null = null;
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; await sleep(500)) {
    last = await health(storefront);
    if (last?.status === 'ok') return last;
  }
  return last;
}

async function ready(storefront: string): Promise<boolean> {
  try {
    return (await fetch(`${storefront}/readyz`, { signal: AbortSignal.timeout(3000) })).ok;
  } catch {
    return false;
  }
}

function runCommand(command: string): Promise<void> {
  return new Promise((done, fail) => {
    execFile('/bin/sh', ['-c', command], (error) => (error ? fail(error) : done()));
  });
}

/**
 * Restarts one storefront on release `to` and waits until Varnish may send to it again. `restartCommand`, when
 * given, is run with `{port}` replaced; otherwise the process named by `/healthz` gets SIGTERM (a supervisor restarts it).
 */
export async function rollOne(
  storefront: string,
  to: string,
  options: {
    restartCommand?: string;
    /** `varnishadm` with its options, to ask Varnish's probe; and this storefront's backend name in the VCL. */
    varnish?: { command: string; backend: string };
    timeoutMs?: number;
    log?: (line: string) => void;
  } = {},
): Promise<RollStep> {
  const { timeoutMs = 90_000, log = () => {} } = options;
  const before = await serving(storefront);
  if (!before || before.status !== 'ok') throw new Error(`${storefront} is not serving (its /healthz: ${before?.status ?? 'no answer'}): deploy stopped`);
  const started = performance.now();
  if (options.restartCommand) {
    await runCommand(options.restartCommand.replaceAll('{port}', new URL(storefront).port));
  } else {
    if (!before.pid) throw new Error(`${storefront}'s /healthz names no pid: give --restart-command`);
    process.kill(before.pid, 'SIGTERM');
  }
  log(`  ${storefront}: draining (release ${before.release})`);
  let outMs: number | null = null;
  if (options.varnish) {
    // It refuses what Varnish still sends it (503, sent elsewhere) until the probe takes it out: seen here.
    const waited = await untilVarnishSees(options.varnish.command, options.varnish.backend, false, 20_000);
    outMs = waited === null ? null : performance.now() - started;
    log(`  ${storefront}: ${outMs === null ? 'Varnish did not report it out within 20 s' : `out of Varnish after ${(outMs / 1000).toFixed(1)} s`}`);
  }
  let drainedMs = 0;
  const deadline = started + timeoutMs;
  for (;;) {
    if (performance.now() > deadline) throw new Error(`${storefront} did not come back on release ${to} within ${timeoutMs / 1000} s`);
    const now = await health(storefront);
    if (!drainedMs && (!now || now.status !== 'ok' || now.pid !== before.pid)) drainedMs = performance.now() - started;
    if (now?.status === 'ok' && now.pid !== before.pid) {
      if (now.release !== to) throw new Error(`${storefront} came back on release ${now.release}, not ${to}: is it started on the releases' current link?`);
      if (await ready(storefront)) break;
    }
    await sleep(250);
  }
  if (options.varnish) {
    // The next storefront drains only once this one takes shoppers again.
    if ((await untilVarnishSees(options.varnish.command, options.varnish.backend, true, 30_000)) === null) {
      throw new Error(`${storefront} serves ${to} but Varnish's probe did not put it back within 30 s: deploy stopped before the next storefront`);
    }
  } else {
    await sleep(PROBE_BACK_MS);
  }
  const readyMs = performance.now() - started;
  log(`  ${storefront}: on ${to}, ready and back behind Varnish after ${(readyMs / 1000).toFixed(1)} s`);
  return { storefront, from: before.release, to, drainedMs, outMs, readyMs };
}

/** The revalidation secret: `REVALIDATE_SECRET`, else the one `npm run start:edge` keeps in its data folder. */
export function revalidateSecret(env: NodeJS.ProcessEnv = process.env): string {
  if (env.REVALIDATE_SECRET) return env.REVALIDATE_SECRET;
  const file = join(env.EDGE_DATA_DIR ?? 'var/edge', 'revalidate-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  throw new Error(`no REVALIDATE_SECRET, and no ${file}: set the storefronts' secret to turn the caches over`);
}

/** Soft-purges the pages of the releases `old` from the route cache and Varnish, through one storefront. */
export async function turnCachesOver(storefronts: readonly string[], old: readonly string[], secret: string): Promise<void> {
  const tags = [...new Set(old)].map((id) => `release:${id}`);
  const body = JSON.stringify({ tags, at: new Date().toISOString() });
  let lastError = '';
  // Any storefront will do (they share the route cache and purge the same Varnish); the next is asked if one fails.
  for (const storefront of storefronts) {
    const timestamp = Math.floor(Date.now() / 1000);
    try {
      const answer = await fetch(`${storefront}/api/revalidate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: signNotice(secret, timestamp, body) },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (answer.ok) return;
      lastError = `${storefront} answered ${answer.status}: ${await answer.text()}`;
    } catch (error) {
      lastError = `${storefront}: ${(error as Error).message}`;
    }
  }
  throw new Error(`the caches could not be turned over: ${lastError}`);
}

export type DeployOutcome = {
  from: string[];
  to: string;
  steps: RollStep[];
  /** From the start of the roll until every storefront served `to`. */
  rolledMs: number;
  /** From the start of the roll until the caches were first told to turn over (the notice accepted). */
  turnedOverMs: number;
};

/**
 * Serves release `target` (already built in `dir`): its browser files and the running release's shared, `current`
 * pointed at it, every storefront rolled onto it one at a time, the caches turned over from the releases the
 * storefronts served before once the first serves it, and again once all do.
 */
export async function deployRelease(options: {
  dir: string;
  target: string;
  storefronts: readonly string[];
  secret: string;
  restartCommand?: string;
  /** `varnishadm` with its options (e.g. `varnishadm -T 127.0.0.1:6082 -S var/edge/varnish-secret`): Varnish's probe is asked. */
  varnishadm?: string;
  log?: (line: string) => void;
}): Promise<DeployOutcome> {
  const { dir, target, storefronts, secret, log = () => {} } = options;
  const answers = await Promise.all(storefronts.map(serving));
  answers.forEach((answer, index) => {
    if (answer?.status !== 'ok') throw new Error(`${storefronts[index]} does not answer /healthz: start the tier first (npm run start:edge)`);
  });
  const from = [...new Set(answers.map((answer) => answer!.release))];
  const current = currentRelease(dir);
  if (current && current !== target) {
    const shared = shareAssetsBetween(dir, current, target);
    log(`browser files kept for a release: ${shared.intoB} of ${current} beside ${target}'s, ${shared.intoA} the other way`);
  }
  switchTo(dir, target);
  const started = performance.now();
  const steps: RollStep[] = [];
  const stale = from.filter((id) => id !== target);
  let turnedOverMs = 0;
  const turnOver = async (when: string) => {
    if (stale.length === 0) return;
    await turnCachesOver(storefronts, stale, secret);
    turnedOverMs ||= performance.now() - started;
    log(`route cache and Varnish turned over ${when}: pages of ${stale.join(', ')} are stale and re-render in the background`);
  };
  for (const [index, storefront] of storefronts.entries()) {
    steps.push(
      await rollOne(storefront, target, {
        ...(options.restartCommand ? { restartCommand: options.restartCommand } : {}),
        ...(options.varnishadm ? { varnish: { command: options.varnishadm, backend: `storefront${index + 1}` } } : {}),
        log,
      }),
    );
    // The first storefront on the new release re-renders what its shoppers find stale from now on.
    if (index === 0) await turnOver('(the first storefront serves the new release)');
  }
  const rolledMs = performance.now() - started;
  log(`every storefront serves ${target} after ${(rolledMs / 1000).toFixed(1)} s of rolling`);
  // What the storefronts still on the old release re-rendered during the roll carries its tag: once more.
  if (storefronts.length > 1) await turnOver('again (pages the old storefronts rendered during the roll)');
  return { from, to: target, steps, rolledMs, turnedOverMs: turnedOverMs || performance.now() - started };
}
