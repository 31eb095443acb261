/**
 * After each build, writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file under
 * `dist/client/_astro`. Those files are fingerprinted and immutable, so they are compressed once, at the highest
 * setting, instead of on every request; scripts/serve-storefront.ts sends the copies.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AstroIntegration } from 'astro';

/** The file types worth compressing, with the Content-Type the server sends them under. */
export const PRECOMPRESSED_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};
/** Below this, compression saves less than the headers it needs. */
const MIN_BYTES = 512;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export async function precompressDirectory(dir: string): Promise<number> {
  let written = 0;
  for (const name of await readdir(dir)) {
    if (!(extname(name) in PRECOMPRESSED_TYPES)) continue;
    const source = await readFile(join(dir, name));
    if (source.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
      gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(join(dir, `${name}.br`), br), writeFile(join(dir, `${name}.gz`), gz)]);
    written += 1;
  }
  return written;
}

export function precompressAssets(): AstroIntegration {
  return {
    name: 'matjar:precompress-assets',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        // For server output `dir` is the client folder (dist/client/).
        const count = await precompressDirectory(join(fileURLToPath(dir), '_astro'));
        logger.info(`${count} assets precompressed (brotli, gzip)`);
      },
    },
  };
}
