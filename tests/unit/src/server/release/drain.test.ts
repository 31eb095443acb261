/**
 * A storefront leaving the tier (src/server/release/drain.ts): `/healthz` names the release while serving and answers
 * 503 once draining; a request not started yet is answered 503 `X-Storefront-Draining` (the edge sends it to another
 * storefront), new connections are refused only after the probe time and once no request came for a while, and a
 * request in progress finishes.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createDrain } from '@/server/release/drain.ts';

let server: Server | undefined;
afterEach(() => server?.closeAllConnections());

async function serving(slowMs: number) {
  const created = createServer((req, res) => {
    if (drain.answerHealth(req, res)) return;
    if (drain.refuseWhileDraining(req, res)) return;
    setTimeout(() => res.end('page'), slowMs);
  });
  const drain = createDrain(created, { probeMs: 150, quietMs: 200, listenMs: 2000, timeoutMs: 3000 });
  server = created;
  await new Promise<void>((done) => created.listen(0, '127.0.0.1', done));
  return { drain, url: `http://127.0.0.1:${(created.address() as AddressInfo).port}` };
}

describe('draining', () => {
  it('answers /healthz 503 while starting, 200 with the release once ready, then 503 while the probe takes it out, and lets a slow request finish', async () => {
    process.env.RELEASE_ID = '20261129T061500Z-ab12cd3';
    const { drain, url } = await serving(400);
    const starting = await fetch(`${url}/healthz`);
    expect(starting.status).toBe(503);
    expect(await starting.json()).toMatchObject({ status: 'starting' });
    drain.markReady();
    const healthy = await fetch(`${url}/healthz`);
    expect(healthy.status).toBe(200);
    expect(await healthy.json()).toMatchObject({ status: 'ok', release: '20261129T061500Z-ab12cd3', pid: process.pid });
    const slow = fetch(`${url}/products/x`).then((answer) => answer.text());
    await new Promise((done) => setTimeout(done, 20));
    const drained = drain.start();
    const draining = await fetch(`${url}/healthz`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toMatchObject({ status: 'draining' });
    // Sent after the drain began (the edge's probe has not noticed yet): refused at once, for the edge to send elsewhere.
    const late = await fetch(`${url}/cart`, { method: 'POST', body: 'sku=x' });
    expect(late.status).toBe(503);
    expect(late.headers.get('x-storefront-draining')).toBe('1');
    expect(await slow).toBe('page');
    await drained;
    expect(server!.listening).toBe(false);
  });

  it('keeps listening, refusing, while the edge still sends it requests, and closes once they stop', async () => {
    const { drain, url } = await serving(10);
    drain.markReady();
    const started = performance.now();
    let closedAt = 0;
    const drained = drain.start().then(() => (closedAt = performance.now()));
    // The edge's probe is late: requests keep coming for 600 ms, past the 150 ms probe time.
    let lastSent = 0;
    while (performance.now() - started < 600) {
      lastSent = performance.now();
      const answer = await fetch(`${url}/products/x`);
      expect(answer.status).toBe(503);
      await new Promise((done) => setTimeout(done, 50));
    }
    expect(server!.listening).toBe(true);
    await drained;
    expect(server!.listening).toBe(false);
    // Closed once no request came for the quiet time (200 ms), not before: measured from the last request, which
    // may have been sent up to 50 ms before the 600 ms were over (a fixed 750 from the start failed at 748.6 ms).
    expect(closedAt - lastSent).toBeGreaterThanOrEqual(200);
  });
});
