/**
 * The format a copy at a width-only URL (`/media/<photo>?w=<width>`) is answered in, from the request's `Accept`:
 * AVIF when the browser names it, else WebP when it names that, else the original's own format (every browser
 * shows that). As image CDNs (Fastly IO, Cloudflare Polish) do, a type counts only when named outright with a
 * non-zero quality: `*\/*` and `image/*` say nothing about AVIF or WebP. Browsers that take AVIF name it (Chrome,
 * Firefox, Safari 16+), as do those that take WebP; and each took WebP years before AVIF, so a browser that takes
 * AVIF is answered in WebP while its AVIF copy is being made (responsive-media-copies.ts).
 *
 * deploy/varnish/default.vcl reduces `Accept` on /media/ to the one type this picks (or none), so that
 * `Vary: Accept` keeps at most three copies of each URL there: change one with the other.
 */
import type { MediaCopyFormat, OriginalFormat } from '@/lib/responsive-media.ts';

/** Far longer than any browser's Accept; a longer header is read up to here. */
const MAX_ACCEPT_CHARS = 1024;

/** The media types `accept` names with a quality above zero, lowercased. */
function acceptedTypes(accept: string): Set<string> {
  const accepted = new Set<string>();
  for (const range of accept.slice(0, MAX_ACCEPT_CHARS).split(',')) {
    const [type = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    const quality = parameters.find((parameter) => /^q\s*=/.test(parameter));
    if (quality !== undefined && !(Number(quality.replace(/^q\s*=\s*/, '')) > 0)) continue;
    accepted.add(type);
  }
  return accepted;
}

/** The formats an answer to this request may be in, best first: the copy asked for, then what may stand in for it. */
export function acceptedCopyFormats(accept: string | null, original: OriginalFormat): [MediaCopyFormat, ...MediaCopyFormat[]] {
  const types = acceptedTypes(accept ?? '');
  const withOriginal = (...formats: MediaCopyFormat[]) => [...formats.filter((format) => format !== original), original];
  if (types.has('image/avif')) return ['avif', ...withOriginal('webp')];
  if (types.has('image/webp')) return original === 'webp' ? ['webp'] : ['webp', original];
  return [original];
}
