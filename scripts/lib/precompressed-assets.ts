/**
 * Sends the brotli/gzip copies the build wrote beside the fingerprinted `/_astro/*` files
 * (integrations/precompress-assets.ts), so the server never compresses the same immutable file twice. The
 * copies are read into memory once at start-up: a few hundred kilobytes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PRECOMPRESSED_TYPES } from '../../integrations/precompress-assets.ts';
import { preferredEncoding } from '../../src/server/cache/content-encoding.ts';

export { preferredEncoding };

type Asset = { type: string; br: Buffer; gzip: Buffer };

export function loadPrecompressedAssets(clientDir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  const dir = join(clientDir, '_astro');
  if (!existsSync(dir)) return assets;
  const files = new Set(readdirSync(dir));
  for (const name of files) {
    const type = PRECOMPRESSED_TYPES[extname(name)];
    if (!type || !files.has(`${name}.br`) || !files.has(`${name}.gz`)) continue;
    assets.set(`/_astro/${name}`, { type, br: readFileSync(join(dir, `${name}.br`)), gzip: readFileSync(join(dir, `${name}.gz`)) });
  }
  return assets;
}

/** Answers the request from the precompressed copies; false when it is not one of theirs (the caller goes on). */
export function servePrecompressed(assets: Map<string, Asset>, req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const asset = assets.get((req.url ?? '').split('?')[0] ?? '');
  const encoding = asset ? preferredEncoding(req.headers['accept-encoding']) : null;
  if (!asset || !encoding) return false;
  const body = asset[encoding];
  res.writeHead(200, {
    'Content-Type': asset.type,
    'Content-Encoding': encoding,
    'Content-Length': body.length,
    'Cache-Control': 'public, max-age=31536000, immutable',
    Vary: 'Accept-Encoding',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
