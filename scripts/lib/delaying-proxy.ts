/**
 * An HTTP proxy on a free loopback port in front of one origin, whose answers can be held back: `delayMs` (0 by
 * default) is waited before each request is forwarded. The fault drill puts it between the storefronts and the
 * backend to slow the backend down without touching it. An origin that does not answer is a 502, as a load balancer
 * would say. It counts the requests it holds open (`inFlight`, and the most at once since `mostInFlight` was last set
 * to 0): how many the backend is asked at a time, which the purge drill bounds.
 */
import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type DelayingProxy = {
  url: string;
  delayMs: number;
  inFlight: number;
  mostInFlight: number;
  /** What was in flight when `mostInFlight` was reached: `POST /graphql <request id>` lines. */
  atMost: string[];
  close(): Promise<void>;
};

export async function startDelayingProxy(origin: string): Promise<DelayingProxy> {
  const target = new URL(origin);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const proxy: DelayingProxy = { url: '', delayMs: 0, inFlight: 0, mostInFlight: 0, atMost: [], close: async () => {} };
  const open = new Set<string>();
  const server: Server = createServer((req, res) => {
    const line = `${req.method} ${req.url?.slice(0, 60)} ${req.headers['x-request-id'] ?? '-'} ${Math.random().toString(36).slice(2, 6)}`;
    open.add(line);
    proxy.inFlight += 1;
    if (proxy.inFlight > proxy.mostInFlight) {
      proxy.mostInFlight = proxy.inFlight;
      proxy.atMost = [...open];
    }
    res.once('close', () => {
      proxy.inFlight -= 1;
      open.delete(line);
    });
    setTimeout(() => {
      const upstream = request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers, agent },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' }).end('origin unreachable\n');
        else res.destroy();
      });
      req.pipe(upstream);
    }, proxy.delayMs);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
    agent.destroy();
  };
  return proxy;
}
