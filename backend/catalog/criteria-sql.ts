import type { Condition, SearchCriteria } from './search-criteria.ts';

/** Named SQL parameters of a searchCriteria query (:p0, :p1, …). */
export type SqlParams = Record<string, string | number | null>;

/** Adds a named parameter (:p0, :p1, …) and returns its placeholder; names depend only on position, so equal
 * query shapes give equal SQL text and reuse one cached statement. */
function bindParam(params: SqlParams, value: string | number | null): string {
  const name = `p${Object.keys(params).length}`;
  params[name] = value;
  return `:${name}`;
}

/** The SQL of one Magento searchCriteria filter on `column`; its value is bound, never spliced in. */
export function conditionSql(column: string, type: Condition, value: string, params: SqlParams): string {
  const list = () => JSON.stringify(value.split(',').map((v) => v.trim()).filter(Boolean).slice(0, 100));
  switch (type) {
    case 'eq': return `${column} = ${bindParam(params, value)}`;
    case 'neq': return `${column} <> ${bindParam(params, value)}`;
    case 'gt': return `${column} > ${bindParam(params, value)}`;
    case 'gteq': case 'from': return `${column} >= ${bindParam(params, value)}`;
    case 'lt': return `${column} < ${bindParam(params, value)}`;
    case 'lteq': case 'to': return `${column} <= ${bindParam(params, value)}`;
    case 'in': return `${column} IN (SELECT value FROM json_each(${bindParam(params, list())}))`;
    case 'nin': return `${column} NOT IN (SELECT value FROM json_each(${bindParam(params, list())}))`;
    case 'like': return `${column} LIKE ${bindParam(params, value)}`;
    case 'nlike': return `${column} NOT LIKE ${bindParam(params, value)}`;
    case 'null': return `${column} IS NULL`;
    case 'notnull': return `${column} IS NOT NULL`;
  }
}

export type CriteriaFilter = SearchCriteria['filter_groups'][number]['filters'][number];

/** The WHERE clause of the filter groups (filters OR-ed inside a group, groups AND-ed), '' without filters. */
export function whereSql(criteria: SearchCriteria, filterSql: (filter: CriteriaFilter) => string): string {
  const groups = criteria.filter_groups
    .filter((group) => group.filters.length > 0)
    .map((group) => `(${group.filters.map(filterSql).join(' OR ')})`);
  return groups.length > 0 ? `WHERE ${groups.join(' AND ')}` : '';
}

/** The `search_criteria` a Magento search result echoes. */
export function searchCriteriaEcho(criteria: SearchCriteria) {
  return {
    filter_groups: criteria.filter_groups,
    sort_orders: criteria.sortOrders,
    page_size: criteria.pageSize,
    current_page: criteria.currentPage,
  };
}
