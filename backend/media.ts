import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { extname } from 'node:path';
import sharp from 'sharp';
import { renderArtwork, type Artwork, type ArtworkAsset } from './catalog/artwork.ts';
import { cachedStatement, type Database } from './db/database.ts';
import { sendJson } from './http/respond.ts';
import { RASTER_KIND, readRasterFixture } from './seed/raster-media.ts';

const ASSET = 'SELECT kind, motif, colour, mark, variant, finish FROM media_assets WHERE path = ?';
/** The mobile CMS module's copy of the media library: `/content-assets/banners/x.svg` is `/banners/x.svg`. */
const APP_ASSETS = '/content-assets/';
/** Generated images never change for a given path, so browsers and CDNs may keep them for a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
const MAX_RENDERED = 5000;
/**
 * A generated image asked for as `.jpg` (the seed's product pictures, category images and banners) is the drawing
 * rendered at this width and compressed as a photo would be: a Magento store's are photos (Magento refuses SVG
 * uploads for them), and a browser shows an SVG picture as a document of its own, which costs main-thread time a
 * photo does not.
 */
const PHOTO_WIDTH = 1200;
const PHOTO_QUALITY = 85;

async function photograph({ svg, width }: Artwork): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: (72 * PHOTO_WIDTH) / width }).flatten({ background: '#ffffff' }).jpeg({ quality: PHOTO_QUALITY }).toBuffer();
}

interface Rendered {
  body: Buffer;
  etag: string;
  contentType: string;
}
const rendered = new Map<string, Rendered>();
/** Photos being rendered (sharp takes 0.1–0.2 s): a second request for the same path waits for the first's. */
const rendering = new Map<string, Promise<Rendered>>();

function notFound(res: ServerResponse): void {
  sendJson(res, 404, { message: 'The requested media file was not found.', parameters: [] });
}

/** The image for a media path (kept for the next request), or null when media_assets has none for it. */
async function render(path: string, db: Database): Promise<Rendered | null> {
  const asset = (cachedStatement(db, ASSET).get(path) ??
    (path.startsWith(APP_ASSETS) ? cachedStatement(db, ASSET).get(path.slice(APP_ASSETS.length - 1)) : undefined)) as
    | ArtworkAsset
    | undefined;
  if (!asset) return null;
  if (asset.kind === RASTER_KIND) {
    const fixture = readRasterFixture(asset.motif);
    return fixture ? keep(path, fixture.body, fixture.contentType) : null;
  }
  if (extname(path) !== '.jpg') return keep(path, Buffer.from(renderArtwork(asset).svg), 'image/svg+xml');
  let photo = rendering.get(path);
  if (!photo) {
    photo = photograph(renderArtwork(asset))
      .then((body) => keep(path, body, 'image/jpeg'))
      .finally(() => rendering.delete(path));
    rendering.set(path, photo);
  }
  return photo;
}

function keep(path: string, body: Buffer, contentType: string): Rendered {
  const image = { body, contentType, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  if (rendered.size < MAX_RENDERED) rendered.set(path, image);
  return image;
}

/**
 * Serves `/media/…`: the generated image (SVG, or JPEG for a `.jpg` path) or the raster fixture
 * (seed/raster-media.ts) registered for that path in media_assets (or, below `/content-assets/`, for the same path
 * without it), else a 404 JSON body.
 */
export async function serveMedia(req: IncomingMessage, res: ServerResponse, url: URL, db: Database): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendJson(res, 405, { message: 'Request does not match any route.', parameters: [] });
    return;
  }
  let path: string;
  try {
    path = decodeURIComponent(url.pathname.slice('/media'.length));
  } catch {
    notFound(res);
    return;
  }
  if (path.length > 300 || path.includes('..')) {
    notFound(res);
    return;
  }
  const image = rendered.get(path) ?? (await render(path, db));
  if (!image) {
    notFound(res);
    return;
  }
  const headers = { 'content-type': image.contentType, 'cache-control': CACHE_CONTROL, etag: image.etag };
  if (req.headers['if-none-match'] === image.etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': image.body.length });
  res.end(req.method === 'HEAD' ? undefined : image.body);
}
