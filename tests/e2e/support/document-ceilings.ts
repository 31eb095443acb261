/**
 * The ceilings of each catalogue page type's document (issue 41), checked by first-load-budget.spec.ts in ar and en:
 * its element count once loaded (`document.getElementsByTagName('*')`) and its HTML bytes, decoded. Each is the
 * larger locale's size when it was set, with a little room; the goal the store works toward is 1,000 elements and
 * 120 KB on every page (the home page's 45 cards and every page's inline stylesheet are most of what is left).
 */
export type CataloguePageType = 'home' | 'category' | 'brand' | 'product' | 'configurable product' | 'search' | 'deals';

export const DOCUMENT_CEILINGS: Record<CataloguePageType, { elements: number; htmlBytes: number }> = {
  home: { elements: 2000, htmlBytes: 345 * 1024 },
  category: { elements: 1130, htmlBytes: 205 * 1024 },
  brand: { elements: 1130, htmlBytes: 210 * 1024 },
  product: { elements: 780, htmlBytes: 160 * 1024 },
  'configurable product': { elements: 870, htmlBytes: 170 * 1024 },
  search: { elements: 1200, htmlBytes: 212 * 1024 },
  deals: { elements: 1180, htmlBytes: 212 * 1024 },
};
