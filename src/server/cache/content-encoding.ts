/**
 * Which stored form of a page a client gets. Pages are compressed once when they are stored, never per request,
 * so negotiation only picks among the forms already there: brotli, then gzip, else the plain bytes.
 */
export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The compression to send for an Accept-Encoding header: brotli first, then gzip; `q=0` refuses one. Null: none
 * accepted, send the plain bytes.
 */
export function preferredEncoding(acceptEncoding: string | null | undefined): 'br' | 'gzip' | null {
  let gzip = false;
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip') gzip = true;
  }
  return gzip ? 'gzip' : null;
}

/** Text formats are worth compressing; images, fonts and archives already are compressed. */
export function isCompressible(contentType: string | null): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type.startsWith('text/') || /^application\/(.+\+)?(json|xml|javascript|manifest\+json)$/.test(type) || type === 'image/svg+xml';
}

/** `text/html` -> `text/html; charset=utf-8`: every text the store renders is UTF-8, and clients should not guess. */
export function withCharset(contentType: string): string {
  if (/;\s*charset=/i.test(contentType) || !isCompressible(contentType) || contentType.startsWith('image/')) return contentType;
  return `${contentType}; charset=utf-8`;
}
