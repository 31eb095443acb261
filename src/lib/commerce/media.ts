/**
 * Media files of the backend's `/media/` tree, for the storefront's media proxy (`src/pages/media/[...path].ts`):
 * pages link to `/media/...` on the store's own origin and never expose the backend's address.
 */
import { commerceTimeoutMs, commerceUrl } from './config.ts';
import { CommerceUnavailableError, toCommerceError } from './errors.ts';

export type MediaFile = {
  contentType: string;
  etag: string | null;
  lastModified: string | null;
  /** Null for a HEAD request. */
  body: ReadableStream<Uint8Array> | null;
};

/**
 * The file at `path` (relative to `/media/`, already checked by the caller); null when the backend has no such
 * file. Throws `CommerceUnavailableError` when the backend cannot serve it.
 */
export async function fetchMedia(path: string, options: { headOnly?: boolean } = {}): Promise<MediaFile | null> {
  let upstream: Response;
  try {
    upstream = await fetch(`${commerceUrl()}/media/${path}`, {
      method: options.headOnly ? 'HEAD' : 'GET',
      signal: AbortSignal.timeout(commerceTimeoutMs()),
    });
  } catch (error) {
    throw toCommerceError(error);
  }
  if (upstream.status === 404) return null;
  if (!upstream.ok) throw new CommerceUnavailableError(`Media ${path} answered HTTP ${upstream.status}`);
  return {
    contentType: upstream.headers.get('content-type') ?? 'application/octet-stream',
    etag: upstream.headers.get('etag'),
    lastModified: upstream.headers.get('last-modified'),
    // fetch() already decoded any upstream compression, so the upstream length would be wrong: it is not passed on.
    body: options.headOnly ? null : upstream.body,
  };
}
