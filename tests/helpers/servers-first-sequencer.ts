/**
 * Vitest's order of test files on a fresh clone. Vitest runs first the files that took longest in its last run, but a
 * fresh clone (CI) has no last run, and then it runs the larger files first: a short file that starts a production
 * storefront, a Varnish or a Prometheus and drives load through it (the purge under load, a minute and more) could
 * start last and keep the whole run waiting for it alone. So, without a last run, the files that start such servers
 * go first, larger first among them; with one, Vitest's own order stands.
 */
import { readFile } from 'node:fs/promises';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** What a file imports or runs when it starts servers of its own: the slow files. */
const STARTS_SERVERS = /helpers\/(built-storefront|storefront-with-backend|edge-tier|prometheus)|varnishd|vnu\.jar/;

export default class ServersFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    if (files.every((file) => this.ctx.cache.getTestSpecificationResult(file))) return sorted;
    const startsServers = new Set<TestSpecification>();
    for (const file of sorted) if (STARTS_SERVERS.test(await readFile(file.moduleId, 'utf8'))) startsServers.add(file);
    // Within each project (Vitest keeps projects apart, one after the other), those files first; otherwise Vitest's
    // order (larger files first) stands.
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    return projects.flatMap((project) => {
      const own = sorted.filter((file) => file.project.name === project);
      return [...own.filter((file) => startsServers.has(file)), ...own.filter((file) => !startsServers.has(file))];
    });
  }
}
