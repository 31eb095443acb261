/**
 * deploy/systemd/ is what production runs instead of `npm run start:edge`'s supervisor: every unit passes
 * `systemd-analyze verify` with nothing to say (a misspelt setting is only a warning there, so any output fails
 * the test), the storefront template as a real instance (`matjar-storefront@4321`); every long-running service
 * restarts whatever ends it (Restart=always) after a second, with its file limit set; the storefronts start after
 * Redis and the backend, hitch after Varnish.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const UNITS = 'deploy/systemd';
const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';
const skip = !existsSync(SYSTEMD_ANALYZE);
if (skip) console.warn(`[systemd units] ${SYSTEMD_ANALYZE} is missing (Debian's systemd package): skipped`);

const folder = mkdtempSync(join(tmpdir(), 'matjar-units-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const files = readdirSync(UNITS);
const unit = (name: string) => readFileSync(join(UNITS, name), 'utf8');

describe.skipIf(skip)('the systemd units', () => {
  it('pass systemd-analyze verify without a word, the storefront template as an instance', () => {
    for (const name of files) copyFileSync(join(UNITS, name), join(folder, name));
    copyFileSync(join(UNITS, 'matjar-storefront@.service'), join(folder, 'matjar-storefront@4321.service'));
    const checked = files.filter((name) => !name.includes('@.')).concat('matjar-storefront@4321.service').map((name) => join(folder, name));
    const result = spawnSync(SYSTEMD_ANALYZE, ['verify', ...checked], { encoding: 'utf8' });
    expect(`${result.stdout}${result.stderr}`.trim()).toBe('');
    expect(result.status).toBe(0);
  });

  it('restart every service after a second, with limits, in order', () => {
    const services = files.filter((name) => name.endsWith('.service'));
    expect(services).toEqual(expect.arrayContaining(['matjar-storefront@.service', 'matjar-backend.service', 'matjar-redis.service', 'matjar-varnish.service', 'matjar-hitch.service']));
    for (const name of services) {
      expect(unit(name), name).toMatch(/^Restart=always$/m);
      expect(unit(name), name).toMatch(/^RestartSec=1$/m);
      expect(unit(name), name).toMatch(/^LimitNOFILE=\d+$/m);
    }
    expect(unit('matjar-storefront@.service')).toMatch(/^After=.*matjar-redis\.service.*matjar-backend\.service/m);
    expect(unit('matjar-storefront@.service')).toMatch(/^Environment=.*PORT=%i/m);
    expect(unit('matjar-hitch.service')).toMatch(/^After=.*matjar-varnish\.service/m);
    expect(unit('matjar-redis.service')).toMatch(/--appendonly yes/);
  });
});
