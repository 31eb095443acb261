import { mediaUrl } from '../catalog/media-url.ts';

const MEDIA_DIRECTIVE = /\{\{media url=(?:"|&quot;|')([^"'&]+)(?:"|&quot;|')\s*\}\}/g;

/** Resolves Magento's `{{media url="…"}}` directives in CMS content to absolute media URLs, as Magento's filter does. */
export function resolveDirectives(content: string, baseUrl: string): string {
  return content.replace(MEDIA_DIRECTIVE, (_, path: string) => mediaUrl(baseUrl, path));
}

/**
 * The path below `/media` of an image written as a media directive (`{{media url='banners/x.svg'}}`) or as a
 * backend-relative `/media/…` path, e.g. `banners/x.svg`; null for anything else (an image hosted elsewhere).
 */
export function mediaPathOf(image: string): string | null {
  const directive = new RegExp(`^${MEDIA_DIRECTIVE.source}$`).exec(image.trim());
  if (directive) return directive[1]!.replace(/^\/+/, '');
  return image.startsWith('/media/') ? image.slice('/media/'.length) : null;
}
