/**
 * The roll of `npm run deploy` (scripts/lib/rolling-deploy.ts) behind the shipped VCL on a real varnishd, with two
 * small servers standing in for the storefronts: each, when its restart command runs, drains as
 * src/server/release/drain.ts does (`/healthz` 503, every request it has not started answered 503
 * `X-Storefront-Draining`), is down a moment, then starts on the new release (`/healthz` 503 `starting`, then 200).
 * Under reads and posts through Varnish the whole time: no request fails, each post is taken once, the second
 * storefront is restarted only once Varnish's probe has put the first back, and the caches are turned over as soon as
 * the first serves the new release (and once more at the end).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { switchTo } from '../../../scripts/lib/releases.ts';
import { deployRelease } from '../../../scripts/lib/rolling-deploy.ts';
import { backendHealth } from '../../../scripts/lib/varnish-backends.ts';
import { hasVarnish, startVarnish, type VarnishServer } from '../../../scripts/lib/varnish-server.ts';

const skip = !hasVarnish();
if (skip) console.warn('[rolling deploy] varnishd is missing: skipped (apt-get install -y varnish varnish-modules)');

type Fake = {
  name: string;
  server: Server;
  port: number;
  state: 'ok' | 'draining' | 'down' | 'starting';
  release: string;
  pid: number;
  posts: number;
  /** What Varnish's probe said of the other storefronts when this one was told to restart. */
  othersAtRestart: Promise<Map<string, boolean>> | null;
};

const fakes: Fake[] = [];
const notices: { at: number; tags: string[] }[] = [];
const events: string[] = [];
let varnish: VarnishServer;
let releases: string;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function fake(name: string, pid: number): Promise<Fake> {
  let lastRefused = 0;
  const self: Fake = { name, server: createServer(), port: 0, state: 'ok', release: 'A', pid, posts: 0, othersAtRestart: null };
  self.server.on('request', (req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path === '/healthz') {
      const status = self.state === 'ok' ? 'ok' : self.state === 'draining' ? 'draining' : 'starting';
      if (self.state === 'down') return req.socket.destroy();
      return res
        .writeHead(status === 'ok' ? 200 : 503, { 'content-type': 'application/json' })
        .end(JSON.stringify({ status, release: self.release, pid: self.pid }));
    }
    if (path === '/restart') {
      // The restart command: drains for 1.2 s and until nothing came for half a second (Varnish's probe took it
      // out), is down a moment, then starts on `current`.
      events.push(`restart ${name}`);
      self.othersAtRestart = backendHealth(varnish.adminCommand);
      self.state = 'draining';
      const started = Date.now();
      const quiet = setInterval(() => {
        if (Date.now() - started < 1200 || Date.now() - lastRefused < 500) return;
        clearInterval(quiet);
        self.state = 'down';
        setTimeout(() => {
          self.state = 'starting';
          self.release = 'B';
          self.pid += 1;
        }, 600);
        setTimeout(() => (self.state = 'ok'), 1200);
      }, 100);
      return res.end('restarting');
    }
    if (path === '/readyz') return res.writeHead(self.state === 'ok' ? 200 : 503).end();
    if (self.state === 'draining') {
      lastRefused = Date.now();
      return res.writeHead(503, { 'x-storefront-draining': '1', connection: 'close' }).end('draining');
    }
    if (self.state !== 'ok') return req.socket.destroy();
    if (path === '/api/revalidate') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        notices.push({ at: Date.now(), tags: (JSON.parse(body) as { tags: string[] }).tags });
        events.push(`turn over via ${name}`);
        res.writeHead(200).end('{}');
      });
      return;
    }
    if (req.method === 'POST') {
      self.posts += 1;
      req.resume();
      req.on('end', () => res.writeHead(200, { 'cache-control': 'private, no-store', 'x-instance': name }).end('taken'));
      return;
    }
    res.writeHead(200, { 'cache-control': 'private, no-store', 'x-instance': name, 'x-release': self.release }).end(name);
  });
  return new Promise((done) =>
    self.server.listen(0, '127.0.0.1', () => {
      self.port = (self.server.address() as AddressInfo).port;
      done(self);
    }),
  );
}

beforeAll(async () => {
  if (skip) return;
  releases = mkdtempSync(join(tmpdir(), 'matjar-rolling-deploy-'));
  for (const id of ['A', 'B']) {
    mkdirSync(join(releases, id, 'dist', 'client', '_astro'), { recursive: true });
    writeFileSync(join(releases, id, 'dist', 'release.json'), JSON.stringify({ id, builtAt: new Date().toISOString(), commit: null, ownAssets: [] }));
  }
  switchTo(releases, 'A');
  fakes.push(await fake('one', 100_000), await fake('two', 200_000));
  varnish = await startVarnish(
    fakes.map((each) => each.port),
    { memory: '16m' },
  );
  // Both in the director before the roll (the probe's three good answers).
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await sleep(200)) {
    if ([...(await backendHealth(varnish.adminCommand)).values()].every(Boolean)) break;
  }
}, 60_000);

afterAll(async () => {
  await varnish?.stop();
  for (const { server } of fakes) {
    server.closeAllConnections();
    server.close();
  }
  if (releases) rmSync(releases, { recursive: true, force: true });
});

describe.skipIf(skip)('a rolling deploy behind Varnish', () => {
  it('rolls one storefront at a time, each back behind Varnish before the next drains, and no read or post fails', async () => {
    let stopped = false;
    const failures: string[] = [];
    let posted = 0;
    const load = Array.from({ length: 4 }, async (_, worker) => {
      for (let i = 0; !stopped; i++) {
        const read = await fetch(`${varnish.url}/api/page?w=${worker}&i=${i}`).catch(() => null);
        if (read?.status !== 200) failures.push(`GET ${read?.status ?? 'no answer'}`);
        await read?.arrayBuffer();
        const post = await fetch(`${varnish.url}/_actions/cart.addItem?w=${worker}&i=${i}`, { method: 'POST', body: `sku=${i}` }).catch(() => null);
        posted += 1;
        if (post?.status !== 200) failures.push(`POST ${post?.status ?? 'no answer'}`);
        await post?.arrayBuffer();
        await sleep(20);
      }
    });
    const storefronts = fakes.map((each) => `http://127.0.0.1:${each.port}`);
    const outcome = await deployRelease({
      dir: releases,
      target: 'B',
      storefronts,
      secret: 'test-secret',
      restartCommand: `curl -fsS -X POST http://127.0.0.1:{port}/restart`,
      varnishadm: varnish.adminCommand,
    });
    stopped = true;
    await Promise.all(load);

    expect(failures).toEqual([]);
    expect(fakes[0]!.posts + fakes[1]!.posts).toBe(posted);
    expect(outcome.steps.map((step) => [step.from, step.to])).toEqual([
      ['A', 'B'],
      ['A', 'B'],
    ]);
    // Varnish saw each one out before it was restarted on, and back before the next one drained.
    for (const step of outcome.steps) expect(step.outMs).not.toBeNull();
    expect(await fakes[0]!.othersAtRestart).toEqual(
      new Map([
        ['storefront1', true],
        ['storefront2', true],
      ]),
    );
    expect((await fakes[1]!.othersAtRestart)?.get('storefront1')).toBe(true);
    // Turned over once the first serves B (before the second restarts), and once more at the end.
    expect(events).toEqual(['restart one', 'turn over via one', 'restart two', 'turn over via one']);
    expect(notices.map((notice) => notice.tags)).toEqual([['release:A'], ['release:A']]);
    expect(outcome.turnedOverMs).toBeLessThan(outcome.rolledMs);
  }, 90_000);
});
