import { mediaUrl } from '../catalog/media-url.ts';

/** Resolves Magento's `{{media url="…"}}` directives in CMS content to absolute media URLs, as Magento's filter does. */
export function resolveDirectives(content: string, baseUrl: string): string {
  return content.replace(/\{\{media url=(?:"|&quot;|')([^"'&]+)(?:"|&quot;|')\s*\}\}/g, (_, path: string) => mediaUrl(baseUrl, path));
}
