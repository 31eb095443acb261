import { magentoTimeMs } from '../dates.ts';

/** The columns of `products` that decide what a product costs right now. */
export interface PricedProduct {
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
}


/** Spec §4: the special price applies only while now is strictly between special_from_date and special_to_date. */
export function isSpecialPriceActive(product: PricedProduct, now: Date = new Date()): boolean {
  if (product.special_price === null || product.special_price >= product.price) return false;
  const from = magentoTimeMs(product.special_from_date);
  const to = magentoTimeMs(product.special_to_date);
  if (from === null || to === null) return false;
  const t = now.getTime();
  return from < t && t < to;
}

/** The price a cart charges: the special price while active, else the regular price. */
export function finalPrice(product: PricedProduct, now: Date = new Date()): number {
  return isSpecialPriceActive(product, now) ? (product.special_price as number) : product.price;
}
