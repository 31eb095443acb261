import { z } from 'zod';
import { parseInput } from '../input.ts';
import { currentPageArg, pageSizeArg } from './pagination.ts';
import type { ProductCriteria } from './product-search.ts';

const direction = z.enum(['ASC', 'DESC']).nullish();

/** CategoryTree.products(pageSize, currentPage, sort): the category's own listing. */
export function categoryProductsCriteria(args: unknown, categoryId: number, storeId: number): ProductCriteria {
  const parsed = parseInput(
    z.object({
      pageSize: pageSizeArg,
      currentPage: currentPageArg,
      sort: z
        .object({ relevance: direction, position: direction, name: direction, price: direction, created_at: direction })
        .nullish(),
    }),
    args,
  );
  const sort = Object.entries(parsed.sort ?? {}).flatMap(([field, dir]) =>
    dir && field !== 'relevance' ? [{ field: field as ProductCriteria['sort'][number]['field'], direction: dir }] : [],
  );
  return {
    storeId,
    categoryIds: [categoryId],
    sort: sort.length > 0 ? sort : [{ field: 'position', direction: 'ASC' }],
    pageSize: parsed.pageSize,
    currentPage: parsed.currentPage,
  };
}
