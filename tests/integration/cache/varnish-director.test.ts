/**
 * The shipped VCL's director, probe and retry, with a real varnishd in front of two small HTTP servers standing in
 * for the storefronts (each answers with its name): reads are spread over both; a server that stops answering is
 * out of the director within 5 s (probed twice a second, out after two failures of three) and back once it
 * answers again; a GET that one dropped mid-request, or refused because it just died, is answered by the other,
 * however many requests run at once; a POST it dropped is not sent twice.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasVarnish, startVarnish, type VarnishServer } from '../../../scripts/lib/varnish-server.ts';

const skip = !hasVarnish();
if (skip) console.warn('[varnish director] varnishd is missing: skipped (apt-get install -y varnish varnish-modules)');

type Instance = { name: string; server: Server; port: number; healthy: boolean; posts: number };
const instances: Instance[] = [];
let varnish: VarnishServer;

function instance(name: string, port = 0): Promise<Instance> {
  const self: Instance = { name, server: createServer(), port, healthy: true, posts: 0 };
  self.server.on('request', (req, res) => {
    if (req.url === '/healthz') return res.writeHead(self.healthy ? 200 : 503).end();
    if (req.url?.startsWith('/api/drop')) {
      if (req.method === 'POST') self.posts += 1;
      if (name === 'one') return req.socket.destroy();
    }
    res.writeHead(200, { 'cache-control': 'private, no-store', 'x-instance': name }).end(name);
  });
  return new Promise((done) =>
    self.server.listen(port, '127.0.0.1', () => {
      self.port = (self.server.address() as AddressInfo).port;
      done(self);
    }),
  );
}

beforeAll(async () => {
  if (skip) return;
  instances.push(await instance('one'), await instance('two'));
  varnish = await startVarnish(instances.map((i) => i.port), { memory: '16m' });
}, 60_000);

afterAll(async () => {
  await varnish?.stop();
  for (const { server } of instances) server.close();
});

async function answeredBy(path: string, init: RequestInit = {}): Promise<string> {
  const response = await fetch(`${varnish.url}${path}`, init);
  return response.status === 200 ? (response.headers.get('x-instance') ?? '?') : String(response.status);
}

async function tenReads(): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < 10; i++) seen.push(await answeredBy(`/api/who?${i}`));
  return seen;
}

describe.skipIf(skip)('the director and probe of the shipped VCL', () => {
  it('spreads reads over both storefronts', async () => {
    expect(new Set(await tenReads())).toEqual(new Set(['one', 'two']));
  });

  it('answers a GET one storefront dropped from the other, and sends a dropped POST only once', async () => {
    for (let i = 0; i < 4; i++) expect(await answeredBy(`/api/drop?get=${i}`)).toBe('two');
    // Many at once: each retry goes to the other storefront, not to whichever a shared counter names next.
    const together = await Promise.all(Array.from({ length: 24 }, (_, i) => answeredBy(`/api/drop?together=${i}`)));
    expect(together).toEqual(Array(24).fill('two'));
    const [one, two] = instances as [Instance, Instance];
    const [oneBefore, twoBefore] = [one.posts, two.posts];
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push(await answeredBy(`/api/drop?post=${i}`, { method: 'POST', body: 'x' }));
    // Each POST reached one storefront once: those the dropping one got answer 503 (never sent again), the others 200.
    expect(one.posts - oneBefore + (two.posts - twoBefore)).toBe(12);
    expect(one.posts - oneBefore).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === '503')).toHaveLength(one.posts - oneBefore);
    expect(statuses.filter((status) => status === 'two')).toHaveLength(two.posts - twoBefore);
  });

  it('answers GETs a storefront refuses because it just died from the other, before its probe noticed', async () => {
    const [one] = instances as [Instance];
    const { server, port } = one;
    await new Promise((done) => {
      server.close(done);
      server.closeAllConnections();
    });
    // At once, before two probes (half a second apart) can have failed: connections to it are refused.
    const reads = await Promise.all(Array.from({ length: 24 }, (_, i) => answeredBy(`/api/who?refused=${i}`)));
    expect(reads).toEqual(Array(24).fill('two'));
    instances[0] = await instance('one', port);
    await expect.poll(async () => new Set(await tenReads()).has('one'), { timeout: 5000, interval: 200 }).toBe(true);
  }, 20_000);

  it('takes a storefront that stopped answering out within 5 s, and back when it answers again', async () => {
    const [one] = instances as [Instance];
    const server = one.server;
    one.healthy = false;
    const started = Date.now();
    await expect.poll(tenReads, { timeout: 5000, interval: 200 }).toEqual(Array(10).fill('two'));
    expect(Date.now() - started).toBeLessThan(5000);
    // Dead altogether: the connection refused, not only the probe failing.
    await new Promise((done) => server.close(done));
    server.closeAllConnections();
    expect(new Set(await tenReads())).toEqual(new Set(['two']));
    const revived = await instance('one', one.port);
    instances[0] = revived;
    await expect.poll(async () => new Set(await tenReads()).has('one'), { timeout: 5000, interval: 200 }).toBe(true);
  }, 20_000);
});
