/**
 * Which pages are the catalogue's (home, product, category, brand, e-card, deals and collection pages, and search
 * results, of either locale): the pages a shopper browses from one to the next. They prefetch and prerender their
 * catalogue links (src/components/catalog/link-prefetch.ts, speculation-rules.ts) and carry their own cut of the
 * store's stylesheet (src/server/layout/page-styles.ts).
 */

/**
 * Home, product, category, brand, e-card, deals and collection (the home's lists: best sellers, featured) pages of
 * either locale (the query may hold a page number).
 */
export const CATALOGUE_PATH = /^\/(ar|en)(\/(products|categories|brands|ecards|deals|collections)(\/[^/]+)?)?\/?$/;

/** A catalogue page or search results. */
export function isCataloguePage(pathname: string): boolean {
  return CATALOGUE_PATH.test(pathname) || /^\/(ar|en)\/search\/?$/.test(pathname);
}
