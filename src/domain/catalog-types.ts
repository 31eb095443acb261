/** Catalogue view models: product cards and pages, menus, brands, listings and their filters, search suggestions. View models, camelCase (see index.ts). */
import type { ProductColor, ProductOption, ProductVariant } from './product-option-types.ts';
import type { RatingSummary } from './review-types.ts';
import type { ProductSpecifications } from './specification-types.ts';

/** Product card (spec §3 "Product card"): status 1 = in stock, 2 = out of stock. */
export type ProductCard = {
  id: number;
  sku: string;
  name: string;
  urlKey: string;
  thumbnail: string | null;
  /** What the shopper pays now (Magento's minimal final price). */
  price: number;
  /** The regular price, only when it is higher than `price` (shown struck through). */
  originalPrice: number | null;
  status: 1 | 2;
  /** The sale window (Magento date text, UTC), so cached pages can expire when a sale starts or ends. */
  specialFrom?: string | null;
  specialTo?: string | null;
  /** A configurable product: `price` is "from", its cheapest variant in stock. */
  priceIsFrom?: boolean;
  /** The colours a configurable product comes in, in the merchant's order (none for other products). */
  colors?: ProductColor[];
  /**
   * The query of the variant a search or a filter named (`color=51&capacity=82`): the card leads to that variant's
   * address. Absent otherwise.
   */
  variantQuery?: string;
  /** Its approved reviews in the store view; absent while it has none (no stars are shown). */
  rating?: RatingSummary;
};

export type MenuCategory = {
  id: number;
  name: string;
  urlKey: string;
  productCount: number;
  /** The "browse all products" category: placed last and highlighted in menus. */
  isAllProducts: boolean;
  image: string | null;
  children: MenuCategory[];
};

export type BrandView = {
  id: number;
  name: string;
  /** Last segment of the brand url_key without `.html`, e.g. `brands/apple.html` -> `apple`. */
  slug: string;
  image: string | null;
  productCount: number;
  isFeatured: boolean;
};

export type AggregationOption = { label: string; value: string; count: number };

export type Aggregation = { code: string; label: string; options: AggregationOption[] };

export type ProductPage = {
  items: ProductCard[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
  aggregations: Aggregation[];
};

export type ProductDetail = ProductCard & {
  /** Sanitized HTML, safe to render with `set:html`. */
  description: string;
  images: { url: string; label: string }[];
  brand: { name: string; slug: string } | null;
  categories: { id: number; name: string; urlKey: string }[];
  specialFrom: string | null;
  specialTo: string | null;
  typeId: string;
  /** What a configurable product varies by (none for other products). */
  options: ProductOption[];
  /** A configurable product's variants, each with its own SKU, price, stock and images (none for other products). */
  variants: ProductVariant[];
  /** Its specifications (a configurable product's own; the variant on show has its own). */
  specifications?: ProductSpecifications;
};

/** Where a url key no product has now leads: another product's address (a variant's, with its query). */
export type MovedProduct = { urlKey: string; query: string; permanent: boolean };

export type ProductSort = 'relevance' | 'price_asc' | 'price_desc' | 'name' | 'newest';

export type ProductQuery = {
  search?: string;
  categoryId?: number;
  brandId?: number;
  /** Products with a variant of this colour or capacity (its option id, `value_index`). */
  colorId?: number;
  capacityId?: number;
  /**
   * Products with these specifications, by filterable attribute code: an option value (`ram: "94"`) or a number's
   * range as its aggregation gives it (`screen_size: "13_14"`).
   */
  specifications?: Readonly<Record<string, string>>;
  /** 1-based. */
  page?: number;
  pageSize?: number;
  sort?: ProductSort;
  priceFrom?: number;
  priceTo?: number;
  inStock?: boolean;
  skus?: string[];
};

/** The sitemap's pages other than products' (url keys). */
export type SitemapPages = { categories: string[]; brands: string[]; ecards: string[] };

/** One page of the sitemap's products and how many there are in all. */
export type SitemapProducts = { totalCount: number; products: Array<{ sku: string; urlKey: string }> };

/**
 * One search suggestion row: name, image (null when none), price and, while on sale, the struck-through old
 * price; the sale window lets a cache keep the answer only until the price changes.
 */
/**
 * A header search suggestion: a card's facts, its stock (out-of-stock ones are marked), and for a query that named a
 * variant ("galaxy s24 256"), that variant's address (`variantQuery`), which the suggestion opens.
 */
export type SearchSuggestion = Pick<ProductCard, 'sku' | 'name' | 'urlKey' | 'thumbnail' | 'price' | 'originalPrice' | 'status' | 'variantQuery'> & {
  specialFrom: string | null;
  specialTo: string | null;
};

/** A product card that keeps its sale window, so the page cache can expire when a sale starts or ends. */
export type ProductCardWithSale = ProductCard & { specialFrom: string | null; specialTo: string | null };
