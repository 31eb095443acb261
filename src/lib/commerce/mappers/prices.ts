/** A product's price range -> the price a shopper pays now and, while discounted, the regular price struck through. */
import type { ProductMediaAndPriceFragment } from '@/lib/commerce/generated/graphql.ts';

/** Price = what the shopper pays now; original price only when the regular price is higher (a discount). */
export function pricesOf(priceRange: ProductMediaAndPriceFragment['price_range']): { price: number; originalPrice: number | null } {
  const regular = priceRange.minimum_price.regular_price.value ?? null;
  const final = priceRange.minimum_price.final_price.value ?? regular ?? 0;
  return { price: final, originalPrice: regular !== null && regular > final ? regular : null };
}
