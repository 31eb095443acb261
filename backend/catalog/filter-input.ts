import { MagentoError } from '../errors.ts';

/** GraphQL sends an omitted filter part as null; criteria use undefined. */
export const undefinedIfNull = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/** A numeric entity id as sent in a filter ("3"), or null when it is not one. */
export const numericId = (value: string): number | null => (/^\d{1,10}$/.test(value) ? Number(value) : null);

/** Decodes filter values into entity ids; one that is not an id is Magento's invalid-value error for the field. */
export function decodeIds(field: string, list: string[] | undefined, decode: (value: string) => number | null): number[] | undefined {
  if (!list) return undefined;
  return list.map((value) => {
    const id = decode(value);
    if (id === null) throw new MagentoError(400, `Invalid value of "${field}" provided.`, { fieldName: field });
    return id;
  });
}
