/**
 * Error reporting is Sentry's own SDK, on only with SENTRY_DSN: without it nothing starts and nothing is sent;
 * with it (here a DSN pointing at a local stand-in for Sentry's ingest endpoint) a reported error arrives as an
 * envelope carrying the error and the request id.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flushErrorReports, reportError, startErrorReporting } from '@/server/logging/error-reporting.ts';

let ingest: Server;
const envelopes: { path: string; body: string }[] = [];
const originalDsn = process.env.SENTRY_DSN;

beforeAll(async () => {
  ingest = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      envelopes.push({ path: req.url ?? '', body: Buffer.concat(chunks).toString() });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  if (originalDsn === undefined) delete process.env.SENTRY_DSN;
  else process.env.SENTRY_DSN = originalDsn;
  await new Promise((resolve) => ingest.close(resolve));
});

describe('error reporting', () => {
  it('is off without SENTRY_DSN: nothing starts, nothing is sent', async () => {
    delete process.env.SENTRY_DSN;
    expect(await startErrorReporting()).toBe(false);
    reportError(new Error('nobody hears this'), { where: 'page', requestId: 'r-0' });
    await flushErrorReports(200);
    expect(Object.getOwnPropertySymbols(globalThis).map(String)).not.toContain('Symbol(matjar.error-reporting)');
    expect(envelopes).toHaveLength(0);
  });

  it('sends a reported error with its request id to the DSN when SENTRY_DSN is set', async () => {
    const { port } = ingest.address() as AddressInfo;
    process.env.SENTRY_DSN = `http://publickey@127.0.0.1:${port}/42`;
    expect(await startErrorReporting()).toBe(true);
    reportError(new Error('the product page broke'), { where: 'page', requestId: 'req-sentry-1' });
    await expect.poll(async () => {
      await flushErrorReports(1000);
      return envelopes.find((envelope) => envelope.body.includes('the product page broke'));
    }, { timeout: 10_000 }).toBeTruthy();
    const sent = envelopes.find((envelope) => envelope.body.includes('the product page broke'))!;
    expect(sent.path).toContain('/api/42/envelope/');
    expect(sent.body).toContain('req-sentry-1');
  });
});
