/**
 * A products query's attribute filters, as Magento's layered navigation sends them: `{<code>: {eq | in}}` with option
 * values for a select, multiselect or yes/no attribute (`"1"` / `"0"`), `{<code>: {from, to}}` for a number attribute
 * (bounds included; either may be left out). Only filterable attributes filter; any other field is Magento's
 * invalid-value error.
 */
import { z } from 'zod';
import { MagentoError } from '../errors.ts';
import { shortText } from '../input.ts';
import { filterableAttributes, type AttributeCatalogue } from './attribute-metadata.ts';
import { decodeIds, numericId, undefinedIfNull } from './filter-input.ts';
import type { NumberRange, ProductCriteria } from './product-criteria.ts';

const MAX_VALUES = 100;
const bound = z
  .string()
  .max(32)
  .nullish()
  .transform(undefinedIfNull);

export const attributeFilterSchema = z
  .object({
    eq: shortText('filter').nullish().transform(undefinedIfNull),
    in: z.array(shortText('filter')).max(MAX_VALUES, `A filter accepts at most ${MAX_VALUES} values.`).nullish().transform(undefinedIfNull),
    from: bound,
    to: bound,
  })
  .nullish()
  .transform(undefinedIfNull);

export type AttributeFilter = z.output<typeof attributeFilterSchema>;

const invalid = (code: string) => new MagentoError(400, `Invalid value of "${code}" provided.`, { fieldName: code });

function rangeBound(code: string, text: string | undefined): number | undefined {
  if (text === undefined || text === '') return undefined;
  if (!/^-?\d{1,9}(\.\d{1,4})?$/.test(text)) throw invalid(code);
  return Number(text);
}

/** The criteria parts of the attribute filters given (`[code, filter]` pairs), checked against the attributes. */
export function attributeFilters(
  attributes: AttributeCatalogue,
  given: ReadonlyArray<[string, AttributeFilter]>,
): Pick<ProductCriteria, 'optionValues' | 'numberRanges'> {
  const filterable = new Map(filterableAttributes(attributes).map((attribute) => [attribute.code, attribute]));
  const optionValues: Record<string, number[]> = {};
  const numberRanges: Record<string, NumberRange> = {};
  for (const [code, filter] of given) {
    if (!filter) continue;
    const attribute = filterable.get(code);
    if (!attribute) throw new MagentoError(400, `Field "${code}" is not a filterable attribute.`, { fieldName: code });
    if (attribute.frontendInput === 'number') {
      if (filter.eq !== undefined || filter.in !== undefined) throw invalid(code);
      const range = { from: rangeBound(code, filter.from), to: rangeBound(code, filter.to) };
      if (range.from !== undefined || range.to !== undefined) numberRanges[code] = range;
      continue;
    }
    if (filter.from !== undefined || filter.to !== undefined) throw invalid(code);
    const list = [...(filter.eq !== undefined ? [filter.eq] : []), ...(filter.in ?? [])];
    if (list.length === 0) continue;
    // An option of another attribute, or none, finds nothing (a yes/no attribute's values are 1 and 0).
    optionValues[code] = decodeIds(code, list, numericId) ?? [];
  }
  return {
    optionValues: Object.keys(optionValues).length > 0 ? optionValues : undefined,
    numberRanges: Object.keys(numberRanges).length > 0 ? numberRanges : undefined,
  };
}
