/**
 * Which variant of a configurable product a page shows, and where each option of its picker leads.
 *
 * A chosen variant is an address: `/{locale}/products/{urlKey}?color=51&capacity=82`, the option codes as query
 * parameters and each value's `value_index` as the value, in the order of the product's options, as Hydrogen's
 * `VariantSelector` does with its `?Color=Blue`. So every choice works as a plain link (no script), and every variant
 * page is cached and shared like any catalogue page. The address is untrusted: a value that is not one of the
 * product's, or is written twice, is no choice this page can show (the route redirects to the product), and a
 * partial choice (a listing filtered by colour) is completed with the first variant in stock that has it.
 *
 * The picker follows Venia's rule: a value leads to the variant that keeps the other chosen values, and when no
 * variant has that combination, to the first one in stock with the value. The options are chosen in the product's
 * order (colour, then capacity), so a value is sold out only for what was chosen before it: when the variant that
 * keeps every other choice is sold out but the value is still sold with the earlier choices (Silver in 256 GB
 * while Silver 512 GB is gone), it leads to that variant in stock and is not marked; the capacity that is gone is
 * marked on the Silver page (issue 55).
 */
import type { ChosenOption, ProductOption, ProductVariant, VariantChoice } from './product-option-types.ts';

/** A value index as an address carries it: a positive whole number of at most 9 digits. */
const VALUE_INDEX = /^[1-9][0-9]{0,8}$/;

/**
 * An option value's index as a query parameter gives it (`color=51`): the one reading of a variant choice's value,
 * for a product's address and a listing's filter alike. Null when it is not one.
 */
export function parseValueIndex(raw: string | null | undefined): number | null {
  return raw != null && VALUE_INDEX.test(raw) ? Number(raw) : null;
}

/**
 * The choice an address makes among `options`: only the product's option codes are read. Null when a value is not
 * one of that option's (not a number, unknown, too long) or is given twice.
 */
export function parseVariantChoice(search: URLSearchParams, options: readonly ProductOption[]): VariantChoice | null {
  const choice: Record<string, number> = {};
  for (const option of options) {
    const given = search.getAll(option.code);
    if (given.length === 0) continue;
    const valueIndex = given.length === 1 ? parseValueIndex(given[0]) : null;
    if (valueIndex === null || !option.values.some((value) => value.valueIndex === valueIndex)) return null;
    choice[option.code] = valueIndex;
  }
  return choice;
}

/** True when `variant` has every value `choice` names. */
export function variantHas(variant: ProductVariant, choice: VariantChoice): boolean {
  return Object.entries(choice).every(([code, valueIndex]) => variant.choice[code] === valueIndex);
}

const inStockFirst = (variants: readonly ProductVariant[]) => variants.find((variant) => variant.status === 1) ?? variants[0] ?? null;

/**
 * The variant a page opens with: the one `choice` names when it names every option (even sold out: the page says
 * so and offers the stock reminder), else the first in stock that has the values it names, else the first that has
 * them. Null when no variant has them (a combination the product is not sold in).
 */
export function chooseVariant(variants: readonly ProductVariant[], options: readonly ProductOption[], choice: VariantChoice): ProductVariant | null {
  const matching = variants.filter((variant) => variantHas(variant, choice));
  const complete = options.every((option) => choice[option.code] !== undefined);
  return complete ? (matching[0] ?? null) : inStockFirst(matching);
}

/** The query of a variant's address, its options in the product's order: `color=51&capacity=82`. */
export function variantQuery(options: readonly Pick<ProductOption, 'code'>[], choice: VariantChoice): string {
  const params = new URLSearchParams();
  for (const option of options) {
    const valueIndex = choice[option.code];
    if (valueIndex !== undefined) params.set(option.code, String(valueIndex));
  }
  return params.toString();
}

/** A product page's path with a variant's query (`variantQuery`), or the bare path for no variant: the line's link. */
export function withVariantQuery(path: string, query: string | null | undefined): string {
  return query ? `${path}?${query}` : path;
}

/** One value of the picker: where it leads and how it reads. */
export type OptionChoiceLink = {
  valueIndex: number;
  /** The variant the value leads to; null when no variant has the value (it is then shown, not offered). */
  target: ProductVariant | null;
  /** The value of the variant on show. */
  isCurrent: boolean;
  /** The variant it leads to is sold out. */
  isSoldOut: boolean;
};

/** The values `chosen` has for the options before `option` in the product's order: what a value of it is sold with. */
function earlierChoice(options: readonly ProductOption[], option: ProductOption, chosen: ProductVariant): VariantChoice {
  const earlier = options.slice(0, Math.max(0, options.findIndex((candidate) => candidate.code === option.code)));
  return Object.fromEntries(earlier.flatMap(({ code }) => (chosen.choice[code] === undefined ? [] : [[code, chosen.choice[code]]])));
}

/** Where each value of `option` (one of `options`, in the product's order) leads from the variant `chosen`. */
export function optionChoiceLinks(
  options: readonly ProductOption[],
  option: ProductOption,
  variants: readonly ProductVariant[],
  chosen: ProductVariant,
): OptionChoiceLink[] {
  const before = earlierChoice(options, option, chosen);
  return option.values.map(({ valueIndex }) => {
    const withValue = variants.filter((variant) => variant.choice[option.code] === valueIndex);
    const kept = withValue.find((variant) => variantHas(variant, { ...chosen.choice, [option.code]: valueIndex }));
    const soldWithEarlier = withValue.find((variant) => variant.status === 1 && variantHas(variant, before));
    const target = kept?.status === 1 ? kept : (soldWithEarlier ?? kept ?? inStockFirst(withValue));
    return {
      valueIndex,
      target,
      isCurrent: chosen.choice[option.code] === valueIndex,
      isSoldOut: target !== null && target.status !== 1,
    };
  });
}

/** The options of a variant as its cart line will name them, in the product's order. */
export function chosenOptions(options: readonly ProductOption[], choice: VariantChoice): ChosenOption[] {
  return options.flatMap((option) => {
    const value = option.values.find((candidate) => candidate.valueIndex === choice[option.code]);
    return value ? [{ label: option.label, value: value.label }] : [];
  });
}
