/**
 * The ceilings of each catalogue page type's document (issue 41), checked by first-load-budget.spec.ts in ar and en:
 * its element count once loaded (`document.getElementsByTagName('*')`) and its HTML bytes, decoded. Each is the
 * larger locale's size when it was set, with a little room; the goal the store works toward is 1,000 elements and
 * 120 KB on every page (the home page's 45 cards, each card's responsive image sources and every page's inline
 * stylesheet are most of what is left).
 */
export type CataloguePageType = 'home' | 'category' | 'brand' | 'product' | 'configurable product' | 'search' | 'deals';

export const DOCUMENT_CEILINGS: Record<CataloguePageType, { elements: number; htmlBytes: number }> = {
  home: { elements: 1940, htmlBytes: 305 * 1024 },
  category: { elements: 1060, htmlBytes: 180 * 1024 },
  brand: { elements: 1080, htmlBytes: 196 * 1024 },
  product: { elements: 760, htmlBytes: 154 * 1024 },
  'configurable product': { elements: 840, htmlBytes: 166 * 1024 },
  search: { elements: 1170, htmlBytes: 199 * 1024 },
  deals: { elements: 1140, htmlBytes: 197 * 1024 },
};
