/**
 * A configurable product's variant as its product page offers it now: its price with the sale rule applied, its
 * sale window, stock and image, and the product's options to name its values. The catalogue lists no variant on
 * its own, so a line that keeps a variant (the wishlist, recently viewed) reads it from its product's page data.
 */
import type { CommerceClient, ProductOption, ProductVariant } from '@/lib/commerce/index.ts';

export type VariantOnItsPage = { variant: ProductVariant; options: ProductOption[] };

/** The variant `sku` of the product at `urlKey`; null when the product or that variant is gone. */
export async function variantOnItsPage(commerce: CommerceClient, urlKey: string, sku: string): Promise<VariantOnItsPage | null> {
  const detail = await commerce.getProduct(urlKey);
  const variant = detail?.variants.find((candidate) => candidate.sku === sku);
  return detail && variant ? { variant, options: detail.options } : null;
}
