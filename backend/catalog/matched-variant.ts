import type { ConfigurableChoices } from './configurable-options.ts';

/**
 * The variant of a configurable product whose values are the ones a search or filter named (`named`: value indexes by
 * attribute code), in stock if one is: the storefront opens the product's card with it chosen. Only the product's own
 * attributes count; null when the query names none of its values, or no variant has them all.
 */
export function matchedVariantSku(choices: ConfigurableChoices, named: ReadonlyMap<string, ReadonlySet<number>>): string | null {
  const relevant = choices.attributes.filter((attribute) =>
    (choices.values.get(attribute.attributeId) ?? []).some((value) => named.get(attribute.code)?.has(value.valueIndex)));
  if (relevant.length === 0) return null;
  const fitting = choices.variants.filter((variant) =>
    relevant.every((attribute) => named.get(attribute.code)?.has(variant.values.get(attribute.attributeId) ?? -1)));
  return (fitting.find((variant) => variant.inStock) ?? fitting[0])?.sku ?? null;
}
