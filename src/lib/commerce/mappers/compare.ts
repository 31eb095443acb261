/** Compare list answers (schemas/compare.ts) -> view models (types/compare.ts). */
import type { CheckedCompareList } from '@/lib/commerce/schemas/compare.ts';
import type { CompareList } from '@/domain/compare-types.ts';
import { toProductCard } from './catalog.ts';
import { toProductOptions, toProductVariants } from './product-options.ts';

export function toCompareList(raw: CheckedCompareList): CompareList {
  const rows = (raw.attributes ?? []).filter((row) => row !== null);
  const products = (raw.items ?? []).flatMap((item) => {
    const card = item ? toProductCard(item.product) : null;
    if (!item || !card) return [];
    const options = toProductOptions(item.product.configurable_options);
    const variants = toProductVariants(item.product.variants, options, card.name);
    const variant = variants.find((candidate) => candidate.sku === item.product.matched_variant_sku) ?? null;
    const values = Object.fromEntries(item.attributes.filter((value) => value !== null).map((value) => [value.code, value.value]));
    return [{ productId: card.id, card, options, variant, values }];
  });
  return { uid: raw.uid, products, rows };
}
