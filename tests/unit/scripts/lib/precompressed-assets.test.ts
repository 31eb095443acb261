/**
 * Build-time compression of the immutable `/_astro/*` files and how the server sends the copies: the right
 * encoding for the browser, the original bytes after decoding, and everything else left to the normal handler.
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../../integrations/precompress-assets.ts';
import { loadPrecompressedAssets, preferredEncoding, servePrecompressed } from '../../../../scripts/lib/precompressed-assets.ts';

const script = `export const greeting = ${JSON.stringify('مرحبا '.repeat(200))};\n`;
let clientDir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'matjar-precompress-'));
  mkdirSync(join(clientDir, '_astro'));
  writeFileSync(join(clientDir, '_astro', 'page.abc123.js'), script);
  writeFileSync(join(clientDir, '_astro', 'tiny.abc123.js'), 'export {};\n');
  writeFileSync(join(clientDir, '_astro', 'font.abc123.woff2'), Buffer.alloc(4096));
  expect(await precompressDirectory(join(clientDir, '_astro'))).toBe(1);

  const assets = loadPrecompressedAssets(clientDir);
  server = createServer((req, res) => {
    if (servePrecompressed(assets, req, res)) return;
    res.writeHead(204, { 'X-Fallback': '1' }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => {
  server.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('precompressed assets', () => {
  it('writes brotli and gzip copies only for compressible files worth compressing', () => {
    const dir = join(clientDir, '_astro');
    expect(brotliDecompressSync(readFileSync(join(dir, 'page.abc123.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'page.abc123.js.gz'))).toString()).toBe(script);
    expect(() => readFileSync(join(dir, 'tiny.abc123.js.br'))).toThrow();
    expect(() => readFileSync(join(dir, 'font.abc123.woff2.br'))).toThrow();
  });

  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it('sends the brotli copy with immutable caching; fetch decodes it to the original', async () => {
    const response = await fetch(`${base}/_astro/page.abc123.js`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(await response.text()).toBe(script);
  });

  it('leaves requests it has no copy for, or that accept no compression, to the normal handler', async () => {
    for (const [path, encoding] of [
      ['/_astro/tiny.abc123.js', 'br'],
      ['/_astro/page.abc123.js', 'identity'],
      ['/en/', 'br'],
    ] as const) {
      const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': encoding } });
      expect(response.headers.get('x-fallback')).toBe('1');
    }
  });
});
