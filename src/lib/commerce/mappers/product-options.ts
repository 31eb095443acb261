/**
 * A configurable product's answers (schemas/product-options.ts) -> its options, variants and card colours
 * (types/product-options.ts). An option, value or variant that cannot be chosen (no code, uid, value index or SKU)
 * is left out rather than failing the page.
 */
import type { CheckedConfigurableOption, CheckedVariant } from '@/lib/commerce/schemas/product-options.ts';
import { chosenOptions, variantQuery } from '@/domain/variant-choice.ts';
import type { ChosenOption, ProductColor, ProductOption, ProductVariant, VariantChoice } from '@/domain/product-option-types.ts';
import { pricesOf } from './prices.ts';
import { toGallery } from './gallery.ts';
import { toStorefrontMediaUrl } from './media.ts';
import { toProductSpecifications, type SpecificationAttributes } from './specifications.ts';

/** The option code of colours: its values are shown as swatches. */
export const COLOR_OPTION = 'color';

/** A colour swatch's value is a CSS hex colour; anything else (an image path, a text swatch) is no colour to paint. */
const HEX_COLOR = /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i;

export function toProductOptions(raw: readonly (CheckedConfigurableOption | null)[] | null | undefined): ProductOption[] {
  return (raw ?? [])
    .filter((option) => option !== null && Boolean(option.attribute_code))
    .sort((a, b) => (a?.position ?? 0) - (b?.position ?? 0))
    .map((option) => {
      const code = option!.attribute_code!;
      const values = (option!.values ?? []).flatMap((value) => {
        if (!value?.uid || value.value_index === null) return [];
        const swatch = value.swatch_data?.value ?? null;
        return [
          {
            uid: value.uid,
            valueIndex: value.value_index,
            label: value.store_label ?? value.label ?? String(value.value_index),
            swatchColor: code === COLOR_OPTION && swatch !== null && HEX_COLOR.test(swatch) ? swatch : null,
          },
        ];
      });
      return { code, label: option!.label ?? code, values };
    })
    .filter((option) => option.values.length > 0);
}

/** A variant's values by option code, only for the product's options; null when it lacks one (it cannot be chosen). */
function choiceOf(attributes: readonly ({ code: string | null; value_index: number | null } | null)[] | null, options: readonly ProductOption[]): VariantChoice | null {
  const choice: Record<string, number> = {};
  for (const option of options) {
    const valueIndex = attributes?.find((attribute) => attribute?.code === option.code)?.value_index;
    if (valueIndex === undefined || valueIndex === null || !option.values.some((value) => value.valueIndex === valueIndex)) return null;
    choice[option.code] = valueIndex;
  }
  return choice;
}

/**
 * The variants the product page can show: each with a value of every option and its own SKU; with `attributes`
 * (the product page's), each with its specifications.
 */
export function toProductVariants(
  raw: readonly (CheckedVariant | null)[] | null | undefined, options: readonly ProductOption[], parentName: string,
  attributes?: SpecificationAttributes,
): ProductVariant[] {
  if (options.length === 0) return [];
  return (raw ?? []).flatMap((variant) => {
    const product = variant?.product;
    if (!variant || !product?.sku) return [];
    const choice = choiceOf(variant.attributes, options);
    if (!choice) return [];
    const uidByValue = new Map(options.flatMap((option) => option.values.map((value) => [`${option.code}:${value.valueIndex}`, value.uid])));
    const optionUids = options.map((option) => uidByValue.get(`${option.code}:${choice[option.code]}`) ?? '');
    const { price, originalPrice } = pricesOf(product.price_range);
    const name = product.name ?? parentName;
    const thumbnail = toStorefrontMediaUrl(product.thumbnail?.url ?? product.image?.url);
    return [
      {
        ...(typeof product.id === 'number' ? { id: product.id } : {}),
        sku: product.sku,
        name,
        choice,
        optionUids,
        price,
        originalPrice,
        specialFrom: product.special_from_date,
        specialTo: product.special_to_date,
        status: product.stock_status === 'IN_STOCK' ? 1 : 2,
        onlyLeft: product.only_x_left_in_stock ?? null,
        thumbnail,
        images: toGallery(product.media_gallery, name, thumbnail),
        ...(attributes ? { specifications: toProductSpecifications(product.custom_attributesV2, attributes) } : {}),
      } satisfies ProductVariant,
    ];
  });
}

/** The colours a card shows: the values of the product's colour option. */
export function toProductColors(options: readonly ProductOption[]): ProductColor[] {
  return (options.find((option) => option.code === COLOR_OPTION)?.values ?? []).map((value) => ({ label: value.label, swatchColor: value.swatchColor }));
}

/** The values of the variant `sku` among the card's variants, for the card's link; null when it is not one of them. */
export function choiceOfVariant(
  variants: readonly ({ attributes: readonly ({ code: string | null; value_index: number | null } | null)[] | null; product: { sku: string | null } | null } | null)[] | null | undefined,
  options: readonly ProductOption[],
  sku: string | null | undefined,
): VariantChoice | null {
  if (!sku) return null;
  const variant = variants?.find((candidate) => candidate?.product?.sku === sku);
  return variant ? choiceOf(variant.attributes, options) : null;
}

/** A configurable product's options and its variants' values, as cards and cart lines read them. */
type VariantAddressSource = {
  configurable_options?: readonly (CheckedConfigurableOption | null)[] | null | undefined;
  variants?: Parameters<typeof choiceOfVariant>[0];
};

/**
 * The query of the variant `sku`'s address (`color=51&capacity=82`, src/domain/variant-choice.ts), so a card or a line
 * links to that variant rather than to its product; null when `sku` is none of the product's variants.
 */
export function variantQueryOf(product: VariantAddressSource, sku: string | null | undefined): string | null {
  const options = toProductOptions(product.configurable_options);
  const choice = choiceOfVariant(product.variants, options, sku);
  return choice ? variantQuery(options, choice) : null;
}

/**
 * The variant `sku`'s options named in the store view the product was read in ("Colour: Blue"), so a line placed in
 * one language reads in the other; null when `sku` is none of the product's variants.
 */
export function chosenOptionsOf(product: VariantAddressSource, sku: string | null | undefined): ChosenOption[] | null {
  const options = toProductOptions(product.configurable_options);
  const choice = choiceOfVariant(product.variants, options, sku);
  return choice ? chosenOptions(options, choice) : null;
}
