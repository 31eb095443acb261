/** Absolute URL of a media file ('/catalog/product/a/b/x.svg' → 'http://host/media/catalog/product/a/b/x.svg'). */
export function mediaUrl(baseUrl: string, path: string): string {
  return `${baseUrl}/media${path.startsWith('/') ? path : `/${path}`}`;
}

/** Absolute URL of a product gallery file (stored relative to /media/catalog/product, like Magento). */
export function productMediaUrl(baseUrl: string, file: string): string {
  return mediaUrl(baseUrl, `/catalog/product${file}`);
}
