import { z } from 'zod';
import type { CategoryCriteria } from './category-search.ts';
import { parseInput, shortText } from '../input.ts';
import { decodeIds, numericId, undefinedIfNull } from './filter-input.ts';
import { currentPageArg, pageSizeArg } from './pagination.ts';
import { fromUid } from './uid.ts';

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

function merge(a: number[] | undefined, b: number[] | undefined): number[] | undefined {
  return a || b ? [...(a ?? []), ...(b ?? [])] : undefined;
}

function toCriteria(filters: z.output<typeof filtersSchema>): CategoryCriteria {
  return {
    ids: merge(decodeIds('ids', filters?.ids, numericId), decodeIds('category_uid', filters?.category_uid, fromUid)),
    parentIds: merge(decodeIds('parent_id', filters?.parent_id, numericId), decodeIds('parent_category_uid', filters?.parent_category_uid, fromUid)),
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
      pageSize: pageSizeArg,
      currentPage: currentPageArg,
    }),
    args,
  );
  return { criteria: toCriteria(parsed.filters), pageSize: parsed.pageSize, currentPage: parsed.currentPage };
}
