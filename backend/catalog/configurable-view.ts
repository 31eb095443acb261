/**
 * The GraphQL fields of a ConfigurableProduct (Magento 2.4.4): `configurable_options`, `variants`,
 * `configurable_product_options_selection`, and the price and stock a configurable product takes from its variants
 * (its `price_range` is its cheapest and dearest variant in stock, as Magento's price index has it; it is in stock
 * when one variant is).
 */
import { MagentoError } from '../errors.ts';
import { variantMatching, valueOf, type ConfigurableChoices, type OptionValue } from './configurable-options.ts';
import { optionUid, optionValueUid, parseOptionValueUid } from './option-uid.ts';

/** What this file needs of a variant's product object (catalog/product-view.ts's ProductView). */
export interface VariantProduct {
  id: number;
  sku: string;
  price_range: { minimum_price: { final_price: { value: number }; regular_price: { value: number } } };
  stock_status: 'IN_STOCK' | 'OUT_OF_STOCK';
  media_gallery: unknown[];
}

const swatchOf = (value: OptionValue, swatchType: 'visual' | 'text') =>
  swatchType === 'visual'
    ? { __typename: 'ColorSwatchData' as const, value: value.swatchValue }
    : { __typename: 'TextSwatchData' as const, value: value.swatchValue ?? value.label };

/** Which values of each attribute some in-stock variant still offers, given the values already chosen of the others. */
function availableValues(choices: ConfigurableChoices, chosen: ReadonlyMap<number, number>): Map<number, Set<number>> {
  const available = new Map<number, Set<number>>();
  for (const attribute of choices.attributes) {
    const values = new Set<number>();
    for (const variant of choices.variants) {
      if (!variant.inStock) continue;
      const fitsOthers = [...chosen].every(([attributeId, valueIndex]) => attributeId === attribute.attributeId || variant.values.get(attributeId) === valueIndex);
      const value = variant.values.get(attribute.attributeId);
      if (fitsOthers && value !== undefined) values.add(value);
    }
    available.set(attribute.attributeId, values);
  }
  return available;
}

/** The chosen values named by option value uids; a uid that is not one of this product's values is an input error. */
function chosenValues(choices: ConfigurableChoices, uids: readonly string[]): Map<number, number> {
  const chosen = new Map<number, number>();
  for (const uid of uids) {
    const parsed = parseOptionValueUid(uid);
    if (!parsed || !valueOf(choices, parsed.attributeId, parsed.valueIndex) || chosen.has(parsed.attributeId)) {
      throw new MagentoError(400, 'configurableOptionValueUids values are incorrect');
    }
    chosen.set(parsed.attributeId, parsed.valueIndex);
  }
  return chosen;
}

const MAX_SELECTED = 20;

/** The fields a configurable product adds to (or overrides on) its ProductView. */
export function configurableFields<V extends VariantProduct, P extends { media_gallery: unknown[]; price_range: unknown; price: unknown }>(
  choices: ConfigurableChoices,
  variantProducts: ReadonlyMap<number, V>,
  parent: P,
) {
  const variants = choices.variants.flatMap((variant) => {
    const product = variantProducts.get(variant.childId);
    return product ? [{ choice: variant, product }] : [];
  });
  const inStock = variants.filter((variant) => variant.product.stock_status === 'IN_STOCK');
  const priced = (inStock.length > 0 ? inStock : variants).map((variant) => variant.product);
  const byFinal = [...priced].sort((a, b) => a.price_range.minimum_price.final_price.value - b.price_range.minimum_price.final_price.value);
  const cheapest = byFinal[0];
  const dearest = byFinal[byFinal.length - 1];
  // Without a variant (all disabled) the product keeps its own price, as Magento's index leaves it.
  const priceFields: { price_range: V['price_range'] | P['price_range']; price: unknown } = cheapest && dearest
    ? {
        price_range: { minimum_price: cheapest.price_range.minimum_price, maximum_price: dearest.price_range.minimum_price },
        price: {
          minimalPrice: { amount: cheapest.price_range.minimum_price.final_price, adjustments: [] },
          maximalPrice: { amount: dearest.price_range.minimum_price.final_price, adjustments: [] },
          regularPrice: { amount: cheapest.price_range.minimum_price.regular_price, adjustments: [] },
        },
      }
    : { price_range: parent.price_range, price: parent.price };
  return {
    __typename: 'ConfigurableProduct' as const,
    ...priceFields,
    special_price: null,
    special_from_date: null,
    special_to_date: null,
    stock_status: inStock.length > 0 ? ('IN_STOCK' as const) : ('OUT_OF_STOCK' as const),
    only_x_left_in_stock: null,
    configurable_options: choices.attributes.map((attribute) => ({
      id: attribute.id,
      uid: optionUid(attribute.attributeId),
      attribute_id: String(attribute.attributeId),
      attribute_id_v2: attribute.attributeId,
      attribute_uid: Buffer.from(String(attribute.attributeId)).toString('base64'),
      attribute_code: attribute.code,
      label: attribute.label,
      position: attribute.position,
      use_default: true,
      product_id: choices.parentId,
      values: (choices.values.get(attribute.attributeId) ?? []).map((value) => ({
        value_index: value.valueIndex,
        uid: optionValueUid(attribute.attributeId, value.valueIndex),
        label: value.label,
        store_label: value.label,
        default_label: value.defaultLabel,
        use_default_value: true,
        swatch_data: swatchOf(value, attribute.swatchType),
      })),
    })),
    variants: variants.map(({ choice, product }) => ({
      product,
      attributes: choices.attributes.flatMap((attribute) => {
        const valueIndex = choice.values.get(attribute.attributeId);
        const value = valueIndex === undefined ? undefined : valueOf(choices, attribute.attributeId, valueIndex);
        return value
          ? [{ uid: optionValueUid(attribute.attributeId, value.valueIndex), code: attribute.code, label: value.label, value_index: value.valueIndex }]
          : [];
      }),
    })),
    configurable_product_options_selection: ({ configurableOptionValueUids }: { configurableOptionValueUids?: string[] | null }) => {
      const uids = configurableOptionValueUids ?? [];
      if (uids.length > MAX_SELECTED) throw new MagentoError(400, 'configurableOptionValueUids values are incorrect');
      const chosen = chosenValues(choices, uids);
      const available = availableValues(choices, chosen);
      const match = variantMatching(choices, chosen);
      const variant = match ? variantProducts.get(match.childId) ?? null : null;
      return {
        options_available_for_selection: choices.attributes.map((attribute) => ({
          attribute_code: attribute.code,
          option_value_uids: (choices.values.get(attribute.attributeId) ?? [])
            .filter((value) => available.get(attribute.attributeId)?.has(value.valueIndex))
            .map((value) => optionValueUid(attribute.attributeId, value.valueIndex)),
        })),
        configurable_options: choices.attributes.map((attribute) => ({
          uid: optionUid(attribute.attributeId),
          attribute_code: attribute.code,
          label: attribute.label,
          values: (choices.values.get(attribute.attributeId) ?? []).map((value) => ({
            uid: optionValueUid(attribute.attributeId, value.valueIndex),
            is_available: available.get(attribute.attributeId)?.has(value.valueIndex) ?? false,
            is_use_default: true,
            label: value.label,
            swatch: swatchOf(value, attribute.swatchType),
          })),
        })),
        media_gallery: variant?.media_gallery ?? parent.media_gallery,
        variant,
      };
    },
  };
}
