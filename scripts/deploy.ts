/**
 * `npm run deploy`: builds the sources into a new release beside the running one (scripts/lib/releases.ts), rolls it
 * over the storefronts one at a time behind Varnish, then turns the route cache and Varnish over to it by the
 * release's tag (scripts/lib/rolling-deploy.ts). `npm run deploy -- --rollback` goes back to the previous release
 * the same way (nothing is built). README, "Deploying".
 *
 *   --storefronts <url,url>    the storefronts, each reached directly (default: http://127.0.0.1:PORT and PORT+1, as
 *                              `npm run start:edge` runs them; DEPLOY_STOREFRONTS too)
 *   --restart-command "<cmd>"  how to restart one, `{port}` replaced (systemd: "systemctl restart
 *                              matjar-storefront@{port}"); default: SIGTERM to its pid, and its supervisor restarts it
 *   --varnishadm "<cmd>"       how to ask Varnish's probe (`<cmd> backend.list -j`), so a storefront drains only as
 *                              the probe takes it out and the next one only once the probe has put it back
 *                              (systemd: "varnishadm", as root or the varnish group; default: DEPLOY_VARNISHADM,
 *                              else start:edge's management port VARNISH_ADMIN_PORT (6082) with the secret it keeps
 *                              in var/edge/varnish-secret; without one, the probe's time is waited instead)
 *   --rollback                 serve the previous release again
 *   --adopt                    a first install: make the build in dist/ the current release, and restart nothing
 *
 * The storefronts must be started on `var/releases/current/dist` (STOREFRONT_BUILD_DIR; `npm run start:edge` and
 * deploy/systemd do). The revalidation secret is `REVALIDATE_SECRET`, else the one start:edge keeps in var/edge/.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { adoptBuild, buildRelease, currentRelease, previousRelease, pruneReleases, releasesDir } from './lib/releases.ts';
import { deployRelease, revalidateSecret } from './lib/rolling-deploy.ts';

const { values } = parseArgs({
  options: {
    storefronts: { type: 'string' },
    'restart-command': { type: 'string' },
    varnishadm: { type: 'string' },
    rollback: { type: 'boolean', default: false },
    adopt: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log('npm run deploy [-- --rollback] [--storefronts http://127.0.0.1:4321,http://127.0.0.1:4322] [--restart-command "systemctl restart matjar-storefront@{port}"] [--varnishadm "varnishadm"]');
  process.exit(0);
}

const log = (line: string) => console.log(`[deploy] ${line}`);
if (values.adopt) {
  log(`release ${adoptBuild(releasesDir(), 'dist').id} is current: start the storefronts on ${releasesDir()}/current/dist`);
  process.exit(0);
}
const firstPort = Number(process.env.PORT ?? 4321);
const storefronts = (values.storefronts ?? process.env.DEPLOY_STOREFRONTS ?? `http://127.0.0.1:${firstPort},http://127.0.0.1:${firstPort + 1}`)
  .split(',')
  .map((url) => url.trim().replace(/\/+$/, ''))
  .filter(Boolean);
const edgeSecret = join(process.env.EDGE_DATA_DIR ?? 'var/edge', 'varnish-secret');
const varnishadm =
  values.varnishadm ??
  process.env.DEPLOY_VARNISHADM ??
  (existsSync(edgeSecret) ? `varnishadm -T 127.0.0.1:${process.env.VARNISH_ADMIN_PORT ?? 6082} -S ${edgeSecret}` : undefined);
if (!varnishadm) log("no varnishadm: the probe's time is waited for instead of asking Varnish (give --varnishadm)");
const dir = releasesDir();
const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

try {
  const secret = revalidateSecret();
  let target: string;
  if (values.rollback) {
    const previous = previousRelease(dir);
    if (!previous) throw new Error(`no previous release in ${dir} to go back to`);
    target = previous;
    log(`rolling back to ${target}`);
  } else {
    if (!currentRelease(dir)) log(`first release: the running build is adopted as ${adoptBuild(dir, 'dist').id}`);
    log('building the new release beside the running one…');
    target = (await buildRelease(dir, (line) => console.error(line))).id;
    log(`built ${target} in ${seconds()}`);
  }
  const outcome = await deployRelease({
    dir,
    target,
    storefronts,
    secret,
    ...(values['restart-command'] ? { restartCommand: values['restart-command'] } : {}),
    ...(varnishadm ? { varnishadm } : {}),
    log,
  });
  log(`storefronts served ${outcome.from.join(', ')}; now ${outcome.to}`);
  const pruned = values.rollback ? [] : pruneReleases(dir);
  if (pruned.length > 0) log(`removed old releases ${pruned.join(', ')}`);
  log(`done in ${seconds()}`);
} catch (error) {
  console.error(`[deploy] ${(error as Error).message}`);
  process.exit(1);
}
