/**
 * The backend answers with absolute media URLs (`http://127.0.0.1:4000/media/catalog/...`). Pages must not
 * leak that loopback address, so media URLs become storefront-relative `/media/...`, served by the proxy
 * route `src/pages/media/[...path].ts`. Images hosted elsewhere (a CDN) stay absolute.
 */

export function toStorefrontMediaUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) {
    try {
      const parsed = new URL(value);
      return parsed.pathname.startsWith('/media/') ? `${parsed.pathname}${parsed.search}` : value;
    } catch {
      return null;
    }
  }
  if (value.startsWith('/media/')) return value;
  // Magento stores media paths relative to the media root, e.g. `catalog/product/a/b/c.jpg` or `brands/x.svg`.
  return `/media/${value.replace(/^\/+/, '')}`;
}

/**
 * Magento REST product attributes (`thumbnail`, `image`) hold paths relative to the product media folder,
 * e.g. `/a/b/abc.jpg`; they live under `/media/catalog/product`.
 */
export function productMediaUrl(path: string | null | undefined): string | null {
  const value = path?.trim();
  if (!value || value === 'no_selection') return null;
  if (/^https?:\/\//i.test(value) || value.startsWith('/media/')) return toStorefrontMediaUrl(value);
  // Some backends already include the folder (`/catalog/product/a/b/abc.jpg`): do not add it twice.
  if (/^\/?catalog\//.test(value)) return toStorefrontMediaUrl(value);
  return `/media/catalog/product/${value.replace(/^\/+/, '')}`;
}
