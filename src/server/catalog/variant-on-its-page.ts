/**
 * Configurable products' variants as their product pages offer them now: each one's price with the sale rule
 * applied, its sale window, stock and image, and its product's options to name its values. The catalogue lists no
 * variant on its own, so the lines that keep a variant (the wishlist, recently viewed) read them from their products'
 * variants, all of a page's lines in one call.
 */
import type { CommerceClient, ProductOption, ProductVariant } from '@/lib/commerce/index.ts';

export type VariantOnItsPage = { variant: ProductVariant; options: ProductOption[] };

/** A kept variant: its SKU, and the url key of its configurable product. */
export type KeptVariant = { urlKey: string; sku: string };

/**
 * The variants `kept`, by SKU, as their products offer them now; a variant whose product, or which itself, is gone
 * is missing from the map.
 */
export async function variantsOnTheirPages(commerce: CommerceClient, kept: readonly KeptVariant[]): Promise<Map<string, VariantOnItsPage>> {
  if (kept.length === 0) return new Map();
  const products = await commerce.getProductVariants(kept.map((line) => line.urlKey));
  const found = new Map<string, VariantOnItsPage>();
  for (const { urlKey, sku } of kept) {
    const product = products.get(urlKey);
    const variant = product?.variants.find((candidate) => candidate.sku === sku);
    if (product && variant) found.set(sku, { variant, options: product.options });
  }
  return found;
}
