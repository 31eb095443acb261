/**
 * The ceilings of each catalogue page type's document (issue 41), checked by first-load-budget.spec.ts in ar and en:
 * its element count once loaded (`document.getElementsByTagName('*')`) and its HTML bytes, decoded. Each is the
 * larger locale's size when it was set, with a little room; the goal the store works toward is 1,000 elements and
 * 120 KB on every page. The home page's product carousels (latest, best sellers, featured) and a product page's related
 * products are not in its HTML: each is a heading and a link to where its products are listed, whose carousel script
 * brings in near the screen (LaterShelf.astro).
 *
 * Where the bytes are now (issue 53, a 24-card listing in Arabic): the store's rules the page needs, inline so that a
 * new guest's first paint waits for no request (about 33 KB: src/server/layout/page-styles.ts), the cards (about
 * 1.6 KB each), the header's two menus (about 10 KB) and the listing's filters (up to 8.5 KB). A search with two
 * dozen results and a dozen filters is still about 123 KB.
 */
export type CataloguePageType = 'home' | 'category' | 'brand' | 'product' | 'configurable product' | 'search' | 'deals';

export const DOCUMENT_CEILINGS: Record<CataloguePageType, { elements: number; htmlBytes: number }> = {
  // Issue 53: each card's Compare icon from the page's sprite and the sign-in dialog's words out of its island's props
  // brought every type down by 1 to 7 KB (ar: home 274.6 -> 268.1 KB, category 180.2 -> 176.6, product 161.2 -> 159.0,
  // configurable product 181.7 -> 179.5, search 171.8 -> 168.3, deals 189.0 -> 185.0).
  // Then each page's own cut of the stylesheet instead of all of it (page-styles.ts): 17-25 KB less on every type.
  // Sizes when set (ar, the larger): home 250.0 KB, category 154.1, brand 165.9, product 141.6, configurable product
  // 162.9, search 119.3, deals 163.3.
  // The home's later carousels out of its HTML (/collections/…, LaterShelf.astro): ar 250.6 -> 171.0 KB, en 230.0 ->
  // 159.2 KB; 1,069 and 1,080 elements once loaded.
  // Each card's controls named from its name link (card-labels.ts), its add form with only the SKU and prices, the
  // sign-in dialog's words asked for once hydrated, and Tailwind's spacing as lengths: ar home 171.0 -> 157.3 KB,
  // category 154.1 -> 147.3, brand 165.9 -> 154.8, product 141.6 -> 133.7, configurable product 162.9 -> 156.8,
  // search 119.3 -> 111.6, deals 163.3 -> 149.8. Then the header's icons, the menus' entries and the footer's links
  // named once in the stylesheet, and the phone menu's brands entry a link to the brands' page as the spec has it
  // (not the 17 brands again): 3.9-4.2 KB less on each (ar: home 153.7, category 143.6, brand 151.1, product 130.0,
  // configurable product 153.0, search 107.9, deals 146.1).
  // The home's latest products (/collections/new-arrivals) and a product page's related products
  // (/products/{url_key}/related) out of their HTML, brought in as later shelves: ar home 110.1 KB (en 104.8), 705
  // elements; product 103.2 KB (en 97.9), 611 elements; configurable product 123.3 KB (en 116.9), 714 elements.
  // Then each card without forms of its own (its buttons post with the page's shared ones: card-forms.ts), its parts
  // styled by their place in it, its lazy photo's sizes `auto`, the theme's values written out, and named classes for
  // the lists every page repeats (global.css): every type at or under 120 KB in both locales (ar: home 107.1 KB,
  // category 115.6, brand 118.1, product 95.6, configurable product 113.2, search 103.2, deals 116.9).
  home: { elements: 740, htmlBytes: 110 * 1024 },
  category: { elements: 1110, htmlBytes: 118 * 1024 },
  brand: { elements: 1160, htmlBytes: 120 * 1024 },
  product: { elements: 650, htmlBytes: 98 * 1024 },
  'configurable product': { elements: 750, htmlBytes: 116 * 1024 },
  search: { elements: 1110, htmlBytes: 106 * 1024 },
  deals: { elements: 1150, htmlBytes: 119 * 1024 },
};
