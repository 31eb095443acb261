/** The compare list's view models: the products side by side and the rows they are compared on. */
import type { ProductCard } from './catalog-types.ts';
import type { ProductOption, ProductVariant } from './product-option-types.ts';

/** One product on the list: its card (name, address), and for a configurable product its options and the variant compared. */
export type ComparedProduct = {
  /** The product's id on the list (the configurable product's for a variant): what removing it sends. */
  productId: number;
  card: ProductCard;
  options: ProductOption[];
  /** The variant compared (its own SKU, price, stock and photo), else null. */
  variant: ProductVariant | null;
  /** Its value of each row, by the row's code ('' when it has none). */
  values: Readonly<Record<string, string>>;
};

export type CompareRow = { code: string; label: string };

export type CompareList = {
  uid: string;
  products: ComparedProduct[];
  rows: CompareRow[];
};
