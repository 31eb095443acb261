/**
 * The shipped VCL's director, probe and retry, with a real varnishd in front of two small HTTP servers standing in
 * for the storefronts (each answers with its name): reads are spread over both; a server that stops answering is
 * out of the director within 5 s (probed twice a second, out after two failures of three) and back once it
 * answers again; a GET that one dropped mid-request, or refused because it just died, is answered by the other,
 * however many requests run at once; a POST it dropped is not sent twice. A storefront that drains (answers 503
 * `X-Storefront-Draining` to what it has not started) has its GETs and POSTs answered by the other, each once; with
 * both too slow for the probe (both sick to it), requests are still answered by a storefront, not by Varnish's 503.
 * Varnish's own view of the probe is read as a deploy reads it (scripts/lib/varnish-backends.ts).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendHealth, untilVarnishSees } from '../../../scripts/lib/varnish-backends.ts';
import { hasVarnish, startVarnish, type VarnishServer } from '../../../scripts/lib/varnish-server.ts';

const skip = !hasVarnish();
if (skip) console.warn('[varnish director] varnishd is missing: skipped (apt-get install -y varnish varnish-modules)');

type Instance = { name: string; server: Server; port: number; healthy: boolean; posts: number; draining: boolean; refused: number; healthDelayMs: number };
const instances: Instance[] = [];
let varnish: VarnishServer;

function instance(name: string, port = 0): Promise<Instance> {
  const self: Instance = { name, server: createServer(), port, healthy: true, posts: 0, draining: false, refused: 0, healthDelayMs: 0 };
  self.server.on('request', (req, res) => {
    if (req.url === '/healthz') {
      setTimeout(() => res.writeHead(self.healthy ? 200 : 503).end(), self.healthDelayMs);
      return;
    }
    if (self.draining) {
      self.refused += 1;
      return res.writeHead(503, { 'x-storefront-draining': '1', connection: 'close' }).end('draining');
    }
    if (req.url?.startsWith('/api/echo')) {
      if (req.method === 'POST') self.posts += 1;
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => res.writeHead(200, { 'cache-control': 'private, no-store', 'x-instance': name }).end(body));
      return;
    }
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

  it('answers what a draining storefront refused from the other one, a POST with its body too, each once', async () => {
    const [one, two] = instances as [Instance, Instance];
    await expect.poll(async () => new Set(await tenReads()).size, { timeout: 5000, interval: 200 }).toBe(2);
    // Draining before the probe noticed (its /healthz still answers 200 here): what it gets it refuses.
    one.draining = true;
    try {
      expect(await tenReads()).toEqual(Array(10).fill('two'));
      expect(one.refused).toBeGreaterThan(0);
      const twoBefore = two.posts;
      const refusedBefore = one.refused;
      const answers = await Promise.all(
        Array.from({ length: 12 }, async (_, i) => {
          const response = await fetch(`${varnish.url}/api/echo?post=${i}`, { method: 'POST', body: `cart.addItem ${i}` });
          return [response.headers.get('x-instance'), await response.text()];
        }),
      );
      expect(answers).toEqual(Array.from({ length: 12 }, (_, i) => ['two', `cart.addItem ${i}`]));
      expect(two.posts - twoBefore).toBe(12);
      expect(one.refused - refusedBefore).toBeGreaterThan(0);
    } finally {
      one.draining = false;
    }
  }, 20_000);

  it('answers from a storefront when the probe finds both too slow, and reports their health as a deploy reads it', async () => {
    const both = instances as [Instance, Instance];
    expect(await backendHealth(varnish.adminCommand)).toEqual(new Map([['storefront1', true], ['storefront2', true]]));
    for (const each of both) each.healthDelayMs = 6000;
    try {
      expect(await untilVarnishSees(varnish.adminCommand, 'storefront1', false, 25_000)).not.toBeNull();
      expect(await untilVarnishSees(varnish.adminCommand, 'storefront2', false, 25_000)).not.toBeNull();
      for (const read of await tenReads()) expect(['one', 'two']).toContain(read);
      const post = await fetch(`${varnish.url}/api/echo?slow-probe`, { method: 'POST', body: 'order' });
      expect(post.status).toBe(200);
      expect(await post.text()).toBe('order');
    } finally {
      for (const each of both) each.healthDelayMs = 0;
    }
    expect(await untilVarnishSees(varnish.adminCommand, 'storefront1', true, 15_000)).not.toBeNull();
  }, 60_000);
});
