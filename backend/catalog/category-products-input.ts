import { z } from 'zod';
import { currentPageSchema, pageSizeSchema, parseInput } from './input.ts';
import type { ProductCriteria } from './product-search.ts';

const direction = z.enum(['ASC', 'DESC']).nullish();

/** CategoryTree.products(pageSize, currentPage, sort): the category's own listing. */
export function categoryProductsCriteria(args: unknown, categoryId: number, storeId: number): ProductCriteria {
  const parsed = parseInput(
    z.object({
      pageSize: pageSizeSchema.nullish().transform((v) => v ?? 20),
      currentPage: currentPageSchema.nullish().transform((v) => v ?? 1),
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
