/**
 * The request id and the one JSON log line per request: a sane incoming `X-Request-Id` is kept, anything else is
 * replaced; the id goes on the request (for the app, which passes it to the backend) and the response; the line
 * has time, level, id, method, path without the query, status, duration and the cache's answer; the logger is
 * silent under the test runner unless LOG_LEVEL says otherwise.
 */
import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { trackRequest, type ServerResponse } from '@/server/logging/access-log.ts';
import { createLogger, logLevel } from '@/server/logging/logger.ts';
import { requestIdFrom } from '@/server/logging/request-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request id', () => {
  it('keeps a sane incoming id and replaces anything else with a new UUID', () => {
    expect(requestIdFrom('edge-7f3a.b_c:1')).toBe('edge-7f3a.b_c:1');
    expect(requestIdFrom(['lb-123', 'other'])).toBe('lb-123');
    for (const bad of [undefined, null, '', 'x'.repeat(129), 'two words', 'a\nb', '<script>', 'مرحبا']) {
      expect(requestIdFrom(bad)).toMatch(UUID);
    }
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });
});

class FakeResponse extends EventEmitter implements ServerResponse {
  statusCode = 200;
  writableFinished = false;
  readonly headers = new Map<string, string>();
  setHeader(name: string, value: string) {
    this.headers.set(name.toLowerCase(), value);
  }
  getHeader(name: string) {
    return this.headers.get(name.toLowerCase());
  }
  finish(status: number, headers: Record<string, string> = {}) {
    this.statusCode = status;
    for (const [name, value] of Object.entries(headers)) this.setHeader(name, value);
    this.writableFinished = true;
    this.emit('close');
  }
}

function capture() {
  const stream = new PassThrough();
  const lines: Record<string, unknown>[] = [];
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
  });
  return { log: createLogger({ LOG_LEVEL: 'info' }, stream), lines };
}

describe('access log', () => {
  it('writes one JSON line per request with the id, method, path, status, duration and cache answer', async () => {
    const { log, lines } = capture();
    const req = { method: 'GET', url: '/ar/search?q=my+phone+number', headers: { 'x-request-id': 'edge-1' } as Record<string, string | string[] | undefined> };
    const res = new FakeResponse();
    expect(trackRequest(req, res, log)).toBe('edge-1');
    expect(req.headers['x-request-id']).toBe('edge-1');
    expect(res.getHeader('x-request-id')).toBe('edge-1');
    res.finish(200, { 'X-Cache': 'HIT' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({ level: 'info', msg: 'request', requestId: 'edge-1', method: 'GET', path: '/ar/search', status: 200, cache: 'HIT' });
    expect(typeof line!.durationMs).toBe('number');
    expect(Number.isNaN(Date.parse(String(line!.time)))).toBe(false);
    expect(JSON.stringify(line)).not.toContain('phone');
  });

  it('gives a request without a sane id a new one, logs 5xx as errors and a client that left as aborted', async () => {
    const { log, lines } = capture();
    const req = { method: 'POST', url: '/_actions/cart.addItem', headers: { 'x-request-id': 'bad id\r\nX-Evil: 1' } as Record<string, string | string[] | undefined> };
    const res = new FakeResponse();
    const id = trackRequest(req, res, log);
    expect(id).toMatch(UUID);
    expect(req.headers['x-request-id']).toBe(id);
    res.statusCode = 503;
    res.emit('close');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines[0]).toMatchObject({ level: 'error', requestId: id, status: 503, cache: '-', aborted: true });
  });

  it('logs a 503 answered on purpose (a declined prefetch, a draining storefront) at info, with why', async () => {
    const { log, lines } = capture();
    const prefetch = new FakeResponse();
    trackRequest({ method: 'GET', url: '/ar/products/phone', headers: { 'sec-purpose': 'prefetch' } }, prefetch, log);
    prefetch.finish(503, { 'X-Declined': 'prefetch' });
    const draining = new FakeResponse();
    trackRequest({ method: 'POST', url: '/_actions/cart.addItem', headers: {} }, draining, log);
    draining.finish(503, { 'X-Storefront-Draining': '1' });
    // The same header on a page that failed does not hide it.
    const failed = new FakeResponse();
    trackRequest({ method: 'GET', url: '/ar', headers: {} }, failed, log);
    failed.finish(500, { 'X-Declined': 'prefetch' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map(({ level, status, declined }) => ({ level, status, declined }))).toEqual([
      { level: 'info', status: 503, declined: 'prefetch' },
      { level: 'info', status: 503, declined: 'draining' },
      { level: 'error', status: 500, declined: undefined },
    ]);
  });
});

describe('log level', () => {
  it('is silent under the test runner, info otherwise, and LOG_LEVEL when it names a level', () => {
    expect(logLevel({ NODE_ENV: 'test' })).toBe('silent');
    expect(logLevel({ NODE_ENV: 'production' })).toBe('info');
    expect(logLevel({ NODE_ENV: 'test', LOG_LEVEL: 'WARN' })).toBe('warn');
    expect(logLevel({ LOG_LEVEL: 'loud' })).toBe('info');
  });
});

describe('console lines in production', () => {
  it('become JSON log lines at their level, with the request id and the error as err', async () => {
    const { consoleEntry } = await import('@/server/logging/console-log.ts');
    const failure = new TypeError('backend said no');
    const { fields, message } = consoleEntry(['[home] could not load latest products:', failure], 'req-7');
    expect(message).toBe('[home] could not load latest products');
    expect(fields).toEqual({ requestId: 'req-7', err: failure });
    expect(consoleEntry(['[rate-limit] %s: %d left', 'newsletter', 3], null)).toEqual({ fields: {}, message: '[rate-limit] newsletter: 3 left' });

    const out = new PassThrough();
    const lines: string[] = [];
    out.on('data', (chunk: Buffer) => lines.push(...chunk.toString().trim().split('\n')));
    const log = createLogger({ LOG_LEVEL: 'info' }, out);
    const entry = consoleEntry(['[home] could not load latest products:', failure], 'req-7');
    log.error(entry.fields, entry.message);
    await new Promise((resolve) => setImmediate(resolve));
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'error', requestId: 'req-7', msg: '[home] could not load latest products' });
    expect(line.err).toMatchObject({ type: 'TypeError', message: 'backend said no' });
    expect(String((line.err as { stack: string }).stack)).toContain('TypeError: backend said no');
  });
});
