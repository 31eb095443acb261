import { z } from 'zod';
import { MagentoError } from '../errors.ts';
import type { CategoryCriteria } from './category-search.ts';
import { currentPageSchema, pageSizeSchema, parseInput, shortText } from './input.ts';
import { fromUid } from './uid.ts';

const undefinedIfNull = <T>(value: T | null | undefined): T | undefined => value ?? undefined;
const equal = (field: string) =>
  z
    .object({
      eq: shortText(field).nullish().transform(undefinedIfNull),
      in: z.array(shortText(field)).max(100, `"${field}" accepts at most 100 values.`).nullish().transform(undefinedIfNull),
    })
    .nullish()
    .transform((filter) => {
      if (!filter || (filter.eq === undefined && filter.in === undefined)) return undefined;
      return [...(filter.eq !== undefined ? [filter.eq] : []), ...(filter.in ?? [])];
    });

const filtersSchema = z
  .object({
    ids: equal('ids'),
    category_uid: equal('category_uid'),
    parent_id: equal('parent_id'),
    parent_category_uid: equal('parent_category_uid'),
    url_key: equal('url_key'),
    url_path: equal('url_path'),
    name: z.object({ match: shortText('name').nullish() }).nullish().transform((v) => v?.match || undefined),
  })
  .nullish()
  .transform(undefinedIfNull);

function decode(field: string, list: string[] | undefined, parse: (value: string) => number | null): number[] | undefined {
  if (!list) return undefined;
  return list.map((value) => {
    const id = parse(value);
    if (id === null) throw new MagentoError(400, `Invalid value of "${field}" provided.`, { fieldName: field });
    return id;
  });
}
const numeric = (value: string) => (/^\d{1,10}$/.test(value) ? Number(value) : null);

function merge(a: number[] | undefined, b: number[] | undefined): number[] | undefined {
  return a || b ? [...(a ?? []), ...(b ?? [])] : undefined;
}

function toCriteria(filters: z.output<typeof filtersSchema>): CategoryCriteria {
  return {
    ids: merge(decode('ids', filters?.ids, numeric), decode('category_uid', filters?.category_uid, fromUid)),
    parentIds: merge(decode('parent_id', filters?.parent_id, numeric), decode('parent_category_uid', filters?.parent_category_uid, fromUid)),
    urlKeys: filters?.url_key,
    urlPaths: filters?.url_path,
    name: filters?.name,
  };
}

/** categoryList(filters) arguments. */
export function categoryListCriteria(args: unknown): CategoryCriteria {
  return toCriteria(parseInput(z.object({ filters: filtersSchema }), args).filters);
}

/** categories(filters, pageSize, currentPage) arguments. */
export function categoriesCriteria(args: unknown): { criteria: CategoryCriteria; pageSize: number; currentPage: number } {
  const parsed = parseInput(
    z.object({
      filters: filtersSchema,
      pageSize: pageSizeSchema.nullish().transform((v) => v ?? 20),
      currentPage: currentPageSchema.nullish().transform((v) => v ?? 1),
    }),
    args,
  );
  return { criteria: toCriteria(parsed.filters), pageSize: parsed.pageSize, currentPage: parsed.currentPage };
}
