/**
 * `GET /V1/orders` (Magento\Sales\Api\OrderRepositoryInterface::getList): the orders a searchCriteria selects, as
 * Magento's OrderSearchResultInterface. Only the order columns a back office filters and sorts on are fields.
 */
import { conditionSql, searchCriteriaEcho, whereSql, type SqlParams } from '../catalog/criteria-sql.ts';
import type { SearchCriteria } from '../catalog/search-criteria.ts';
import { cachedStatement, type Database } from '../db/database.ts';
import { MagentoError } from '../errors.ts';
import { findOrderById } from './orders.ts';
import { toRestOrders } from './rest-shapes.ts';

/** searchCriteria field -> the orders column it reads. */
const FIELDS: Record<string, string> = {
  entity_id: 'id',
  increment_id: 'increment_id',
  status: 'status',
  customer_id: 'customer_id',
  customer_email: 'customer_email',
  store_id: 'store_id',
  grand_total: 'grand_total',
  created_at: 'created_at',
  updated_at: 'updated_at',
};

function column(field: string): string {
  const sql = FIELDS[field];
  if (!sql) throw new MagentoError(400, 'Invalid attribute name: %1', [field]);
  return sql;
}

export function searchRestOrders(db: Database, criteria: SearchCriteria) {
  const params: SqlParams = {};
  const where = whereSql(criteria, (filter) => conditionSql(column(filter.field), filter.condition_type, filter.value, params));
  const order = [...criteria.sortOrders.map((sort) => `${column(sort.field)} ${sort.direction}`), 'id ASC'].join(', ');
  const { total } = cachedStatement(db, `SELECT COUNT(*) AS total FROM orders ${where}`).get(params) as { total: number };
  const ids = cachedStatement(db, `SELECT id FROM orders ${where} ORDER BY ${order} LIMIT :limit OFFSET :offset`).all({
    ...params,
    limit: criteria.pageSize,
    offset: (criteria.currentPage - 1) * criteria.pageSize,
  }) as unknown as Array<{ id: number }>;
  const orders = ids.flatMap(({ id }) => findOrderById(db, id) ?? []);
  return { items: toRestOrders(db, orders), search_criteria: searchCriteriaEcho(criteria), total_count: total };
}
