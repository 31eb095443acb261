/**
 * The home product carousels (spec §7 `GET {locale}/rest/V1/products`): latest, best sellers and featured.
 * Criteria: visibility not 1 (not "not visible individually"), status 1 (enabled), newest first, page 1 of 15,
 * `app=pwa`; best sellers add `best_seller = 1`, featured `sw_featured = 1`. Magento serves the same list at
 * `/rest/{store}/V1/products`, the path the shared REST transport uses for every call.
 */
import { toProductCardFromRest } from './mappers/product-lists.ts';
import { restRequest } from './rest.ts';
import { restProductListSchema } from './schemas/product-lists.ts';
import type { HomeProductList } from '@/domain/home-types.ts';
import type { ProductCardWithSale } from '@/domain/catalog-types.ts';
import type { CommerceContext } from './context.ts';

/** Spec §9: each home product list shows 15 products. */
export const HOME_PRODUCT_LIST_SIZE = 15;

/** The flag attribute that selects each list (none for latest). */
const LIST_FLAG: Record<HomeProductList, 'best_seller' | 'sw_featured' | null> = {
  latest: null,
  bestSellers: 'best_seller',
  featured: 'sw_featured',
};

/** Magento REST `searchCriteria` as query parameters: each filter in its own group, so they are AND-ed. */
function productListQuery(list: HomeProductList): Record<string, string | number> {
  const filters: [field: string, value: string, condition: string][] = [
    ['visibility', '1', 'neq'],
    ['status', '1', 'eq'],
  ];
  const flag = LIST_FLAG[list];
  if (flag) filters.push([flag, '1', 'eq']);
  const query: Record<string, string | number> = {};
  filters.forEach(([field, value, condition], group) => {
    const prefix = `searchCriteria[filter_groups][${group}][filters][0]`;
    query[`${prefix}[field]`] = field;
    query[`${prefix}[value]`] = value;
    query[`${prefix}[condition_type]`] = condition;
  });
  query['searchCriteria[sortOrders][0][field]'] = 'created_at';
  query['searchCriteria[sortOrders][0][direction]'] = 'DESC';
  query['searchCriteria[currentPage]'] = 1;
  query['searchCriteria[pageSize]'] = HOME_PRODUCT_LIST_SIZE;
  query.app = 'pwa';
  return query;
}

/** One home product list, newest first. */
export async function getHomeProductList(
  context: CommerceContext,
  list: HomeProductList,
  now: Date = new Date(),
): Promise<ProductCardWithSale[]> {
  const data = await restRequest(context,
    { method: 'GET', path: '/V1/products', query: productListQuery(list) },
    restProductListSchema,
  );
  return (data.items ?? []).map((item) => toProductCardFromRest(item, now)).filter((card) => card !== null);
}
