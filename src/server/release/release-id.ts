/**
 * Which release of the storefront this process serves: the id `npm run deploy` gave the build (scripts/deploy.ts
 * writes `release.json` into the build's folder, and scripts/serve-storefront.ts puts its id in `RELEASE_ID` before
 * the app loads). A build made otherwise (`npm start`, the tests) is `unreleased`.
 *
 * Every page the route cache stores carries its release's tag (and Varnish gets it in `xkey`), so a deploy turns
 * both caches over to the new release with one soft purge of the previous release's tag once every storefront
 * serves the new one: pages stay answered (stale) while the bounded background queue re-renders them
 * (src/server/cache/background-renders.ts), and neither cache is ever emptied.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const UNRELEASED = 'unreleased';
/** What a release id may hold: the deploy makes `20261129T061500Z-ab12cd3`. */
const RELEASE_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function releaseId(env: NodeJS.ProcessEnv = process.env): string {
  const id = env.RELEASE_ID;
  return id && RELEASE_ID.test(id) ? id : UNRELEASED;
}

/** The cache tag of every page a release rendered. */
export function releaseTag(id: string = releaseId()): string {
  return `release:${id}`;
}

/** The release id written in a build's folder (`<buildDir>/release.json`), or null when the build has none. */
export function readBuildRelease(buildDir: string): string | null {
  const file = join(buildDir, 'release.json');
  if (!existsSync(file)) return null;
  try {
    const { id } = JSON.parse(readFileSync(file, 'utf8')) as { id?: unknown };
    return typeof id === 'string' && RELEASE_ID.test(id) ? id : null;
  } catch {
    return null;
  }
}
