/**
 * A product's specification values and the attributes' metadata (schemas/specifications.ts) -> its specifications
 * grouped as the attribute set groups them (types/specifications.ts), and its key specifications: those of the
 * attributes "used in product listing", the first few in the attributes' order. Choices are their labels in the store
 * view's language; a number keeps its unit. A value of an attribute the metadata does not name is not shown.
 */
import type { CheckedSpecificationAttributes, CheckedSpecificationValues } from '@/lib/commerce/schemas/specifications.ts';
import type { ProductSpecifications, Specification, SpecificationGroup } from '@/domain/specification-types.ts';

/** How many key specifications are shown near the price. */
export const KEY_SPECIFICATIONS = 5;

/** The attributes by code, in their order (group, then position), as the mapper reads them. */
export type SpecificationAttributes = ReadonlyMap<string, NonNullable<CheckedSpecificationAttributes>['items'][number]>;

export function toSpecificationAttributes(raw: CheckedSpecificationAttributes): SpecificationAttributes {
  const items = [...(raw?.items ?? [])].sort((a, b) =>
    (a.group?.position ?? Number.MAX_SAFE_INTEGER) - (b.group?.position ?? Number.MAX_SAFE_INTEGER) || (a.position ?? 0) - (b.position ?? 0));
  return new Map(items.map((item) => [item.code, item]));
}

export function toProductSpecifications(raw: CheckedSpecificationValues, attributes: SpecificationAttributes): ProductSpecifications {
  const values = new Map((raw?.items ?? []).map((item) => [item.code, item]));
  const groups: SpecificationGroup[] = [];
  const key: Specification[] = [];
  for (const [code, attribute] of attributes) {
    const value = values.get(code);
    const shown = !value ? [] : 'selected_options' in value ? value.selected_options.map((option) => option.label) : [value.value];
    if (shown.length === 0 || !attribute.label) continue;
    const specification: Specification = {
      code, label: attribute.label, values: shown, unit: attribute.unit?.label ?? null, unitCode: attribute.unit?.code ?? null,
    };
    const groupCode = attribute.group?.code ?? '';
    let group = groups.find((candidate) => candidate.code === groupCode);
    if (!group) groups.push((group = { code: groupCode, label: attribute.group?.label ?? '', specifications: [] }));
    group.specifications.push(specification);
    if (attribute.used_in_product_listing && key.length < KEY_SPECIFICATIONS) key.push(specification);
  }
  return { groups, key };
}
