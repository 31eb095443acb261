/**
 * What Varnish's probe thinks of each storefront, asked through its management port (`varnishadm backend.list -j`):
 * a deploy drains a storefront only once the probe has taken it out, and goes on to the next only once the probe has
 * put the restarted one back (scripts/lib/rolling-deploy.ts). The storefronts are the VCL's backends `storefront1`,
 * `storefront2`, … in the order the deploy names them (deploy/varnish/default.vcl, scripts/lib/varnish-server.ts).
 */
import { execFile } from 'node:child_process';

/** `storefrontN`'s health in the active VCL: true healthy, false sick; a backend not listed is left out. */
export function parseBackendList(json: string): Map<string, boolean> {
  const listed = JSON.parse(json) as unknown[];
  const backends = (listed.find((part) => typeof part === 'object' && part !== null && !Array.isArray(part)) ?? {}) as Record<string, { probe_message?: unknown[] }>;
  const health = new Map<string, boolean>();
  for (const [name, backend] of Object.entries(backends)) {
    const short = /(?:^|\.)(storefront\d+)$/.exec(name)?.[1];
    const verdict = backend.probe_message?.[2];
    if (short && typeof verdict === 'string') health.set(short, verdict === 'healthy');
  }
  return health;
}

/** The storefronts' health as `command` (e.g. `varnishadm -T 127.0.0.1:6082 -S var/edge/varnish-secret`) reads it. */
export function backendHealth(command: string): Promise<Map<string, boolean>> {
  return new Promise((done, fail) => {
    execFile('/bin/sh', ['-c', `${command} backend.list -j`], { timeout: 5000 }, (error, stdout) => {
      if (error) return fail(new Error(`${command} backend.list: ${error.message}`));
      try {
        done(parseBackendList(stdout));
      } catch (parseError) {
        fail(parseError as Error);
      }
    });
  });
}

/** Waits until Varnish reports the VCL backend `name` as `healthy` (true) or sick (false); answers how long it took, or null. */
export async function untilVarnishSees(command: string, name: string, healthy: boolean, timeoutMs: number): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const health = await backendHealth(command).catch(() => new Map<string, boolean>());
    if (health.get(name) === healthy) return performance.now() - started;
    await new Promise((done) => setTimeout(done, 200));
  }
  return null;
}
