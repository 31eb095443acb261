/**
 * A tiny HTTP server standing in for the commerce backend in client tests: it records every request
 * (method, path, headers, JSON body) and answers with whatever the test's handler returns.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: unknown };
/**
 * `hang: true` never answers, like a backend stuck on a lock. `text` is sent as is, as `contentType` (plain text
 * unless said otherwise: an HTML error page, JSON cut off half-way…).
 */
export type FakeAnswer = { status?: number; json?: unknown; text?: string; contentType?: string; hang?: boolean };
export type FakeHandler = (request: RecordedRequest) => FakeAnswer;

export type FakeCommerceServer = {
  url: string;
  requests: RecordedRequest[];
  handle(handler: FakeHandler): void;
  close(): Promise<void>;
};

export async function startFakeCommerceServer(): Promise<FakeCommerceServer> {
  const requests: RecordedRequest[] = [];
  let handler: FakeHandler = () => ({ status: 500, json: { message: 'no handler' } });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: raw ? (JSON.parse(raw) as unknown) : undefined,
      };
      requests.push(recorded);
      const answer = handler(recorded);
      if (answer.hang) return;
      if (answer.text !== undefined) {
        res.writeHead(answer.status ?? 200, { 'content-type': answer.contentType ?? 'text/plain' });
        res.end(answer.text);
        return;
      }
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.json ?? null));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A free port with nothing listening: connecting to it fails like a backend that is down. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
