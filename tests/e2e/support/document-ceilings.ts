/**
 * The ceilings of each catalogue page type's document (issue 41), checked by first-load-budget.spec.ts in ar and en:
 * its element count once loaded (`document.getElementsByTagName('*')`) and its HTML bytes, decoded. Each is the
 * larger locale's size when it was set, with a little room; the goal the store works toward is 1,000 elements and
 * 120 KB on every page (each card's responsive image sources and every page's inline stylesheet are most of what is
 * left). The home page's last two carousels are in its HTML as <noscript> text, which adds bytes but no element until
 * the shopper scrolls near them (LaterShelf.astro).
 */
export type CataloguePageType = 'home' | 'category' | 'brand' | 'product' | 'configurable product' | 'search' | 'deals';

export const DOCUMENT_CEILINGS: Record<CataloguePageType, { elements: number; htmlBytes: number }> = {
  home: { elements: 1180, htmlBytes: 300 * 1024 },
  category: { elements: 1010, htmlBytes: 178 * 1024 },
  brand: { elements: 1020, htmlBytes: 193 * 1024 },
  product: { elements: 730, htmlBytes: 152 * 1024 },
  // Issue 51: the specification table (one table per group, about 20 rows for a phone) and the key specifications
  // near the price are about 95 elements and 4 KB of Arabic HTML; the other page types' measured sizes did not move.
  'configurable product': { elements: 870, htmlBytes: 168 * 1024 },
  search: { elements: 1110, htmlBytes: 196 * 1024 },
  deals: { elements: 1080, htmlBytes: 194 * 1024 },
};
