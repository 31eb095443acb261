import { z } from 'zod';
import { MagentoError } from '../errors.ts';
import { parseInput, shortText } from '../input.ts';

/**
 * Magento REST searchCriteria from a query string: `searchCriteria[filter_groups][0][filters][0][field]=status`
 * and friends, turned into nested objects then validated. Like Magento's request deserializer, the camelCase
 * spellings (`filterGroups`, `conditionType`, `sort_orders`, …) are accepted too.
 */
type Nested = { [key: string]: Nested | string };

const MAX_PARAMS = 200;
const ALIASES: Record<string, string> = {
  filterGroups: 'filter_groups',
  conditionType: 'condition_type',
  sort_orders: 'sortOrders',
  page_size: 'pageSize',
  current_page: 'currentPage',
};

function nestQuery(query: URLSearchParams): Nested {
  const root: Nested = {};
  let count = 0;
  for (const [key, value] of query) {
    if (!key.startsWith('searchCriteria')) continue;
    if (++count > MAX_PARAMS) throw new MagentoError(400, 'Too many searchCriteria parameters.');
    const parts = key.replace(/\]/g, '').split('[').map((part) => ALIASES[part] ?? part);
    let node: Nested = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (typeof next === 'string') throw new MagentoError(400, `"${key}" is not a valid searchCriteria parameter.`);
      node = next ?? (node[part] = {});
    });
  }
  return (root.searchCriteria as Nested | undefined) ?? {};
}

/** A numerically indexed object ({"0": …, "1": …}) as an array, in index order. */
const indexed = <T extends z.ZodType>(item: T) =>
  z
    .record(z.string().regex(/^\d{1,3}$/), item)
    .transform((record) => Object.entries(record).sort(([a], [b]) => Number(a) - Number(b)).map(([, value]) => value));

export const CONDITIONS = ['eq', 'neq', 'gt', 'gteq', 'lt', 'lteq', 'in', 'nin', 'like', 'nlike', 'null', 'notnull', 'from', 'to'] as const;
export type Condition = (typeof CONDITIONS)[number];

const filterSchema = z.object({
  field: shortText('field', 64),
  value: shortText('value', 1000).default(''),
  condition_type: z.enum(CONDITIONS).default('eq'),
});

const numberText = (field: string, min: number, max: number, message: string) =>
  z
    .string()
    .regex(/^-?\d{1,9}$/, `"${field}" must be a whole number.`)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));

const criteriaSchema = z.object({
  filter_groups: indexed(z.object({ filters: indexed(filterSchema).default([]) })).default([]),
  sortOrders: indexed(
    z.object({
      field: shortText('field', 64),
      direction: z
        .string()
        .transform((d) => d.toUpperCase())
        .pipe(z.enum(['ASC', 'DESC'], 'Sort direction must be ASC or DESC.'))
        .default('ASC'),
    }),
  ).default([]),
  pageSize: numberText('pageSize', 1, 100, 'pageSize must be between 1 and 100.').default(20),
  currentPage: numberText('currentPage', 1, 100000, 'currentPage must be greater than 0.').default(1),
});

export type SearchCriteria = z.output<typeof criteriaSchema>;

export function parseSearchCriteria(query: URLSearchParams): SearchCriteria {
  return parseInput(criteriaSchema, nestQuery(query));
}
