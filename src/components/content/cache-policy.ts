/**
 * How long shared (non-personal) pages stay in the route cache. Catalogue data changes with stock and prices,
 * so it is refreshed every few minutes; static copy changes only with a deploy.
 * `swr`: seconds a stale page may still be served while a fresh one renders in the background.
 */
export const CATALOGUE_CACHE = { maxAge: 300, swr: 3600 } as const;
export const STATIC_PAGE_CACHE = { maxAge: 3600, swr: 86_400 } as const;

/** Cache tags, so a change to one entity can purge every page that shows it. */
export const cacheTags = {
  category: (id: number) => `category:${id}`,
  brand: (id: number) => `brand:${id}`,
  product: (sku: string) => `product:${sku}`,
  /** Pages built from the category/brand menus (indexes). */
  catalogue: 'catalogue',
  cms: 'cms',
} as const;
