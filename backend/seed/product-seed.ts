/**
 * The shapes the catalogue seed passes between its parts (catalog.ts, which writes the products, and
 * configurable-products.ts, which groups variants under their configurable products).
 */
import type { BrandSeed } from './brands.ts';
import type { CategorySeed } from './categories.ts';
import type { OptionAttributeCode, VariantOptions } from './product-options.ts';

/** How a seeded product's special price relates to the seed time (see backend/README.md). */
export type SaleWindow = 'active' | 'expired' | 'future' | 'none';

export interface ProductSeed {
  id: number;
  sku: string;
  typeId: 'simple' | 'virtual' | 'configurable';
  en: string;
  ar: string;
  urlKey: string;
  price: number;
  brand: BrandSeed;
  category: CategorySeed;
  descriptionEn: string;
  descriptionAr: string;
  shortEn: string;
  shortAr: string;
  /** A variant: the configurable product it is sold under (its key) and its option values. */
  family?: FamilySeed;
  options?: VariantOptions;
  /** Facts a variant added beside the id rules declares itself (the rules would give arbitrary ones). */
  sale?: SaleWindow;
  soldOut?: boolean;
}

/** One model of a configurable line: the configurable product its variants are sold under. */
export interface FamilySeed {
  key: string;
  en: string;
  ar: string;
  brand: BrandSeed;
  category: CategorySeed;
  skuPrefix: string;
  attributes: OptionAttributeCode[];
}

/** What the seed decides about one product beyond its texts: price window, stock, visibility, flags. */
export interface ProductFacts {
  window: SaleWindow;
  specialPrice: number | null;
  from: string | null;
  to: string | null;
  qty: number;
  inStock: boolean;
  status: number;
  visibility: number;
  created: string;
  bestSeller: boolean;
  featured: boolean;
}
